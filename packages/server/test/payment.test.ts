import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  products,
  rewardTransactions,
  settings,
} from '../src/db/schema';
import { reconcilePayments } from '../src/services/reconcilePayments';
import { apiRefusal } from './helpers/apiRefusal';
import {
  checkoutWithSandbox,
  createOrderForCart,
  HARYANA_ADDRESS,
  KARNATAKA_ADDRESS,
  payInSandbox,
  paymentOrderBody,
  razorpaySignature,
} from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
let sequence = 0;

describe.each(DATABASES)('payments with the sandbox gateway on %s', (kind) => {
  let server: TestServer;
  let start = Date.parse('2026-11-22T06:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(kind, {
      now: () => {
        start += 1000;
        return new Date(start);
      },
    });
    await server.ctx.db.insert(coupons).values({
      code: 'PAYTEST',
      discountType: 'flat',
      discountValue: 20000,
      usageLimit: 100,
    });
  });
  afterAll(() => server.close());

  /** A product of its own per test, so stock assertions are exact. */
  async function product(partial: { price?: number; stock?: number; name?: string } = {}) {
    sequence += 1;
    const id = `prd_pay_${sequence}`;
    await server.ctx.db.insert(products).values({
      id,
      name: partial.name ?? `Servo Motor ${sequence}`,
      modelNumber: `SM-${sequence}`,
      sellingPrice: partial.price ?? 250000,
      listingPrice: 300000,
      stockQuantity: partial.stock ?? 10,
      hsnCode: '85015210',
      categoryId: 'cat_plc',
      brandId: 'brd_siemens',
      soldCount: 0,
    });
    await server.ctx.catalog.reload([id]);
    return id;
  }

  const stockOf = async (id: string) => {
    const [row] = await server.ctx.db
      .select({ stock: products.stockQuantity, sold: products.soldCount })
      .from(products)
      .where(eq(products.id, id));
    return row;
  };

  const storedOrder = async (orderId: string) => {
    const [row] = await server.ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
    return row;
  };

  const usedCount = async (code: string) => {
    const [row] = await server.ctx.db
      .select({ used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.code, code));
    return row?.used;
  };

  const sandboxSecret = async () => {
    const [row] = await server.ctx.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'sandbox_key_secret'));
    if (!row) throw new Error('no sandbox secret');
    return row.value;
  };

  async function shopper(lines: { id: string; quantity: number }[], coupon?: string) {
    const signed = await server.signUpAndIn();
    for (const line of lines) await signed.client.cart.add(line);
    if (coupon) await signed.client.offers.applyCoupon({ coupon_code: coupon, order_amount: 0 });
    return signed;
  }

  it('refuses both calls without a token (401)', async () => {
    for (const path of ['create-razorpay-order', 'verify-razorpay-order']) {
      const response = await fetch(`${server.api}/orders/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status, path).toBe(401);
    }
  });

  it('creates a payment order from the server cart and stores it unpaid', async () => {
    const id = await product();
    const { client, user } = await shopper([{ id, quantity: 2 }], 'PAYTEST');
    // ₹5,000 less PAYTEST's ₹200: ₹4,800 taxable, ₹864 GST (CGST Act s.15).
    const body = paymentOrderBody(5664, { coupon_code: 'PAYTEST' });
    const answer = await client.payments.createOrder(body);
    expect(answer).toEqual({
      success: true,
      order_id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      amount: 5664,
      currency: 'INR',
      receipt: body.receipt,
      key_id: 'rzp_test_sandbox',
      checkout_script_url: `${server.url}/sandbox/checkout.js`,
    });
    const order = await storedOrder(answer.order_id ?? '');
    expect(order).toMatchObject({
      userId: user.id,
      receipt: body.receipt,
      status: 'created',
      paymentStatus: 'pending',
      paymentGateway: 'sandbox',
      currency: 'INR',
      subtotal: 500000,
      tax: 86400,
      shipping: 0,
      discount: 20000,
      total: 566400,
      totalItems: 2,
      couponCode: 'PAYTEST',
      paymentId: null,
      paidAt: null,
      invoiceNumber: null,
      shippingAddress: { ...HARYANA_ADDRESS, gstNumber: null, companyName: null },
      placeOfSupplyState: 'Haryana',
      placeOfSupplyCode: '06',
    });
    const items = await server.ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(items).toEqual([
      {
        id: `${order?.id}_001`,
        orderId: order?.id,
        productId: id,
        name: `Servo Motor ${sequence}`,
        image: null,
        sku: `SM-${sequence}`,
        hsnCode: '85015210',
        quantity: 2,
        unitPrice: 250000,
        amount: 500000,
        discount: 20000,
        category: 'PLC',
      },
    ]);
    // Its units and its coupon use are held for the payment window (not sold yet).
    expect(await stockOf(id)).toEqual({ stock: 8, sold: 0 });
    expect(order?.reservedUntil?.getTime()).toBe((order?.createdAt.getTime() ?? 0) + 15 * 60_000);
    const held = await server.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order?.id ?? ''));
    expect(held).toHaveLength(1);
  });

  it('replaces an earlier unpaid order of the same checkout: its units and coupon come back', async () => {
    const id = await product();
    const { client } = await shopper([{ id, quantity: 3 }], 'PAYTEST');
    const used = await usedCount('PAYTEST');
    const first = await createOrderForCart(client);
    expect(await stockOf(id)).toEqual({ stock: 7, sold: 0 });
    // The cart changed: the retry is another checkout, which replaces the first.
    await client.cart.updateQuantity({ id, quantity: 2 });
    const second = await createOrderForCart(client);
    expect(second.order_id).not.toBe(first.order_id);
    expect(await storedOrder(first.order_id)).toMatchObject({
      status: 'expired',
      paymentStatus: 'expired',
      reservedUntil: null,
    });
    expect(await storedOrder(second.order_id)).toMatchObject({ status: 'created' });
    // One reservation, not two: the first order's 3 units came back, the second holds 2.
    expect(await stockOf(id)).toEqual({ stock: 8, sold: 0 });
    expect(await usedCount('PAYTEST')).toBe((used ?? 0) + 1);
    // The replaced order cannot be paid any more; the new one can.
    await expect(payInSandbox(server.url, first.order_id)).rejects.toThrow(
      'sandbox pay 409: This order has been cancelled',
    );
    const paid = await client.payments.verify(await payInSandbox(server.url, second.order_id));
    expect(paid.data?.order_status).toBe('paid');
    expect(await stockOf(id)).toEqual({ stock: 8, sold: 2 });
    expect(await usedCount('PAYTEST')).toBe((used ?? 0) + 1);
  });

  it('refuses (409) an order whose last units another checkout holds: nothing is charged', async () => {
    const id = await product({ stock: 1, name: 'Safety Relay' });
    const first = await shopper([{ id, quantity: 1 }]);
    const second = await shopper([{ id, quantity: 1 }]);
    await createOrderForCart(first.client);
    expect(await apiRefusal(createOrderForCart(second.client))).toEqual({
      status: 409,
      message: 'Safety Relay is out of stock',
    });
    expect(await stockOf(id)).toEqual({ stock: 0, sold: 0 });
  });

  it('runs the whole flow: paid, stock taken, cart cleared, coupon used once, points, invoice', async () => {
    const id = await product();
    const before = await usedCount('PAYTEST');
    const { client, user } = await shopper([{ id, quantity: 2 }], 'PAYTEST');
    const { orderId, payment, verified } = await checkoutWithSandbox(server.url, client);
    expect(payment).toEqual({
      razorpay_order_id: orderId,
      razorpay_payment_id: expect.stringMatching(/^pay_[0-9A-Za-z]{14}$/),
      razorpay_signature: razorpaySignature(
        await sandboxSecret(),
        orderId,
        payment.razorpay_payment_id,
      ),
    });
    expect(verified.success).toBe(true);
    expect(verified.message).toBe('Payment verified successfully');
    const order = verified.data;
    expect(order).toMatchObject({
      order_id: orderId,
      order_status: 'paid',
      order_currency: 'INR',
      total_amount: 5664,
      total_price: 5000,
      total_discount: 200,
      total_tax: 864,
      total_shipping: 0,
      total_taxable: 4800,
      place_of_supply: { state: 'Haryana', code: '06' },
      total_items: 2,
      coupon_code: 'PAYTEST',
      items: [
        {
          product_id: id,
          sku: `SM-${sequence}`,
          hsn_code: '85015210',
          quantity: 2,
          price: 2500,
          amount: 5000,
          discount: 200,
        },
      ],
      user: { name: user.name, email: user.email },
      payment: {
        payment_id: payment.razorpay_payment_id,
        transaction_id: payment.razorpay_payment_id,
        status: 'paid',
        method: 'sandbox',
        payment_gateway: 'sandbox',
        paid_at: expect.stringMatching(/^2026-11-22T/),
        invoice_url: expect.stringMatching(
          new RegExp(`^${server.url}/api/v1/invoices/${orderId}\\?expires=\\d{10}&sig=[\\w-]{43}$`),
        ),
        invoice_pdf_url: expect.stringMatching(
          new RegExp(
            `^${server.url}/api/v1/invoices/${orderId}/pdf\\?expires=\\d{10}&sig=[\\w-]{43}$`,
          ),
        ),
      },
    });
    const stored = await storedOrder(orderId);
    expect(stored).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
      paymentId: payment.razorpay_payment_id,
      invoiceNumber: expect.stringMatching(/^SK\/2026-27\/\d{6}$/),
    });
    expect(await stockOf(id)).toEqual({ stock: 8, sold: 2 });
    expect(server.ctx.catalog.get(id)?.stockQuantity).toBe(8);
    expect((await client.cart.get()).data).toMatchObject({
      items: [],
      total: 0,
      discountCode: null,
    });
    expect(await usedCount('PAYTEST')).toBe((before ?? 0) + 1);
    const redemptions = await server.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, user.id));
    expect(redemptions).toMatchObject([{ couponCode: 'PAYTEST', orderId: stored?.id }]);
    const rewards = await server.ctx.db
      .select()
      .from(rewardTransactions)
      .where(and(eq(rewardTransactions.userId, user.id), eq(rewardTransactions.type, 'order')));
    expect(rewards).toMatchObject([{ type: 'order', points: 566, reference: orderId }]);
  });

  it('is idempotent: a second verify returns the same order and changes nothing', async () => {
    const id = await product();
    const { client, user } = await shopper([{ id, quantity: 3 }], 'PAYTEST');
    const used = await usedCount('PAYTEST');
    const { payment, verified } = await checkoutWithSandbox(server.url, client);
    const again = await client.payments.verify(payment);
    expect(again).toEqual(verified);
    expect(await stockOf(id)).toEqual({ stock: 7, sold: 3 });
    expect(await usedCount('PAYTEST')).toBe((used ?? 0) + 1);
    const rewards = await server.ctx.db
      .select()
      .from(rewardTransactions)
      .where(and(eq(rewardTransactions.userId, user.id), eq(rewardTransactions.type, 'order')));
    expect(rewards).toHaveLength(1);
  });

  it('refuses a second, different payment of a paid order', async () => {
    const id = await product();
    const { client } = await shopper([{ id, quantity: 1 }]);
    const { orderId } = await checkoutWithSandbox(server.url, client);
    const secret = await sandboxSecret();
    const other = 'pay_SecondPayment01';
    expect(
      await apiRefusal(
        client.payments.verify({
          razorpay_order_id: orderId,
          razorpay_payment_id: other,
          razorpay_signature: razorpaySignature(secret, orderId, other),
        }),
      ),
    ).toEqual({ status: 409, message: 'This order has already been paid with another payment' });
    expect(await stockOf(id)).toEqual({ stock: 9, sold: 1 });
  });

  describe('security', () => {
    it('refuses a tampered signature (400) and the order stays unpaid', async () => {
      const id = await product();
      const { client } = await shopper([{ id, quantity: 1 }]);
      const order = await createOrderForCart(client);
      const payment = await payInSandbox(server.url, order.order_id);
      const flipped = `${payment.razorpay_signature.slice(0, -1)}${payment.razorpay_signature.endsWith('0') ? '1' : '0'}`;
      for (const signature of [
        flipped,
        payment.razorpay_signature.slice(0, 32),
        '',
        'x'.repeat(64),
      ]) {
        const refused = await apiRefusal(
          client.payments.verify({ ...payment, razorpay_signature: signature || 'z' }),
        );
        expect(refused).toEqual({ status: 400, message: 'Invalid payment signature' });
      }
      // The signature of one payment id does not cover another.
      expect(
        await apiRefusal(
          client.payments.verify({ ...payment, razorpay_payment_id: 'pay_Other0000001' }),
        ),
      ).toEqual({ status: 400, message: 'Invalid payment signature' });
      expect(await storedOrder(order.order_id)).toMatchObject({
        status: 'created',
        paymentStatus: 'pending',
        paymentId: null,
      });
      // Still held for its payment, not sold.
      expect(await stockOf(id)).toEqual({ stock: 9, sold: 0 });
      expect((await client.cart.get()).data?.items).toHaveLength(1);
    });

    it('refuses a valid signature of another order', async () => {
      const id = await product();
      const { client } = await shopper([{ id, quantity: 1 }]);
      const first = await createOrderForCart(client);
      const paidFirst = await payInSandbox(server.url, first.order_id);
      // Another checkout (the cart changed), so another order.
      await client.cart.updateQuantity({ id, quantity: 2 });
      const second = await createOrderForCart(client);
      expect(second.order_id).not.toBe(first.order_id);
      expect(
        await apiRefusal(
          client.payments.verify({ ...paidFirst, razorpay_order_id: second.order_id }),
        ),
      ).toEqual({ status: 400, message: 'Invalid payment signature' });
      expect(await storedOrder(second.order_id)).toMatchObject({ status: 'created' });
    });

    it("answers 404 for another user's order", async () => {
      const id = await product();
      const owner = await shopper([{ id, quantity: 1 }]);
      const order = await createOrderForCart(owner.client);
      const payment = await payInSandbox(server.url, order.order_id);
      const stranger = await server.signUpAndIn();
      expect(await apiRefusal(stranger.client.payments.verify(payment))).toEqual({
        status: 404,
        message: 'Order not found',
      });
      expect(await storedOrder(order.order_id)).toMatchObject({ status: 'created' });
      expect(await apiRefusal(stranger.client.orders.get(order.order_id))).toEqual({
        status: 404,
        message: 'Order not found',
      });
    });

    it('rejects a forged client amount and accepts the exact or rounded total', async () => {
      const { client } = await shopper([{ id: P.sensor, quantity: 1 }]);
      // ₹1,450.50 + ₹261.09 GST = ₹1,711.59
      for (const amount of [1711, 1, 1713, 1711.58]) {
        expect(await apiRefusal(client.payments.createOrder(paymentOrderBody(amount)))).toEqual({
          status: 400,
          message: 'Amount mismatch: the cart total is ₹1,711.59',
        });
      }
      for (const amount of [1712, 1711.59]) {
        const answer = await client.payments.createOrder(paymentOrderBody(amount));
        expect(answer.amount).toBe(1711.59);
      }
    });

    it('prices the coupon on the server: a coupon that does not apply is refused', async () => {
      const { client } = await shopper([{ id: P.sensor, quantity: 1 }]);
      expect(
        await apiRefusal(
          client.payments.createOrder(paymentOrderBody(1212, { coupon_code: 'FLAT500' })),
        ),
      ).toEqual({ status: 400, message: 'Minimum order value for this coupon is ₹5,000.00' });
      expect(
        await apiRefusal(
          client.payments.createOrder(paymentOrderBody(1612, { coupon_code: 'OLD20' })),
        ),
      ).toEqual({ status: 400, message: 'This coupon has expired' });
      // A valid code sent with the order counts even when it is not on the cart: ₹1,450.50 −
      // ₹145.05 = ₹1,305.45 taxable, + ₹234.98 GST.
      const answer = await client.payments.createOrder(
        paymentOrderBody(1540.43, { coupon_code: 'diwali10' }),
      );
      expect(answer.amount).toBe(1540.43);
    });
  });

  describe('refusals of create-razorpay-order', () => {
    it('validates both addresses with the checkout messages', async () => {
      const { client } = await shopper([{ id: P.relay, quantity: 1 }]);
      const cases: [Partial<Parameters<typeof paymentOrderBody>[1]>, string][] = [
        [
          { shipping_address: { ...HARYANA_ADDRESS, phone: '12345' } },
          'Phone must be 10 digits starting with 6-9',
        ],
        [{ shipping_address: { ...HARYANA_ADDRESS, pincode: '12' } }, 'Pincode must be 6 digits'],
        [
          { shipping_address: { ...HARYANA_ADDRESS, email: 'nope' } },
          'Email must be a valid email address',
        ],
        [
          { billing_address: { ...HARYANA_ADDRESS, gstNumber: '06ABCDE1234F1A5' } },
          'Billing GST number must be a valid 15-character GSTIN',
        ],
        [
          { billing_address: { ...HARYANA_ADDRESS, phone: '5123456789' } },
          'Billing phone must be 10 digits starting with 6-9',
        ],
        // The place of supply: never the client's word alone (core's GST tables).
        [
          { shipping_address: { ...HARYANA_ADDRESS, state: 'HR Gurgaon' } },
          'State must be a state or union territory of India',
        ],
        [
          { shipping_address: { ...HARYANA_ADDRESS, pincode: '560001' } },
          'Pincode 560001 is in Karnataka, not in Haryana',
        ],
        [
          { shipping_address: { ...KARNATAKA_ADDRESS, state: 'Haryana' } },
          'Pincode 560058 is in Karnataka, not in Haryana',
        ],
        [
          { shipping_address: { ...HARYANA_ADDRESS, gstNumber: '29AAACR5055K1Z5' } },
          'GST number must start with 06, the GST state code of Haryana',
        ],
        [
          { billing_address: { ...KARNATAKA_ADDRESS, gstNumber: '06AAKCS4821M1Z0' } },
          'Billing GST number must start with 29, the GST state code of Karnataka',
        ],
      ];
      for (const [overrides, message] of cases) {
        expect(
          await apiRefusal(client.payments.createOrder(paymentOrderBody(2183, overrides))),
        ).toEqual({
          status: 400,
          message,
        });
      }
      const response = await fetch(`${server.api}/orders/create-razorpay-order`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${(await server.signUpAndIn()).token}`,
        },
        body: JSON.stringify({
          ...paymentOrderBody(2183),
          shipping_address: { ...HARYANA_ADDRESS, firstName: '' },
        }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { meta: { message: string } }).meta.message).toMatch(
        /^shipping_address\.firstName: /,
      );
    });

    it('stores the place of supply from the shipping state, named as the picker names it', async () => {
      const { client } = await shopper([{ id: P.relay, quantity: 1 }]);
      const answer = await client.payments.createOrder(
        paymentOrderBody(2183, {
          shipping_address: { ...KARNATAKA_ADDRESS, state: ' karnataka ' },
          billing_address: { ...HARYANA_ADDRESS, state: '06', gstNumber: '06AABCU9603R1ZM' },
        }),
      );
      expect(await storedOrder(answer.order_id ?? '')).toMatchObject({
        placeOfSupplyState: 'Karnataka',
        placeOfSupplyCode: '29',
        shippingAddress: { state: 'Karnataka', pincode: '560058' },
        billingAddress: { state: 'Haryana', gstNumber: '06AABCU9603R1ZM' },
      });
    });

    it('refuses an empty cart, another currency and a reused receipt', async () => {
      const empty = await server.signUpAndIn();
      expect(await apiRefusal(empty.client.payments.createOrder(paymentOrderBody(100)))).toEqual({
        status: 400,
        message: 'Your cart is empty',
      });
      const { client } = await shopper([{ id: P.relay, quantity: 1 }]);
      expect(
        await apiRefusal(client.payments.createOrder(paymentOrderBody(2183, { currency: 'USD' }))),
      ).toEqual({ status: 400, message: 'Payments are accepted in INR only' });
      const body = paymentOrderBody(2183);
      await client.payments.createOrder(body);
      expect(await apiRefusal(client.payments.createOrder(body))).toEqual({
        status: 409,
        message: 'This receipt has already been used',
      });
    });

    it('refuses (409) a cart with a line that cannot be bought now', async () => {
      const id = await product({ stock: 5, name: 'Encoder Cable' });
      const { client } = await shopper([{ id, quantity: 4 }]);
      await server.ctx.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, id));
      expect(await apiRefusal(client.payments.createOrder(paymentOrderBody(11800)))).toEqual({
        status: 409,
        message: 'Only 3 units of Encoder Cable in stock',
      });
      await server.ctx.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, id));
      expect(await apiRefusal(client.payments.createOrder(paymentOrderBody(11800)))).toEqual({
        status: 409,
        message: 'Encoder Cable is out of stock',
      });
    });
  });

  /** A coupon of its own (the reconcile job releases every lapsed order's, other tests' too). */
  async function ownCoupon() {
    sequence += 1;
    const code = `LAPSE${sequence}`;
    await server.ctx.db
      .insert(coupons)
      .values({ code, discountType: 'flat', discountValue: 10000, usageLimit: 10 });
    return code;
  }

  /** The fake clock jumps past the payment window, and the reconcile job runs. */
  async function lapse() {
    start += 16 * 60_000;
    return reconcilePayments(server.ctx);
  }

  it('gives a lapsed unpaid reservation back: units and coupon use (the reconcile job)', async () => {
    const id = await product({ stock: 3 });
    const code = await ownCoupon();
    const { client } = await shopper([{ id, quantity: 2 }], code);
    const used = await usedCount(code);
    const order = await createOrderForCart(client);
    expect(await stockOf(id)).toEqual({ stock: 1, sold: 0 });
    expect(await usedCount(code)).toBe((used ?? 0) + 1);
    const summary = await lapse();
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await storedOrder(order.order_id)).toMatchObject({
      status: 'expired',
      paymentStatus: 'expired',
      reservedUntil: null,
    });
    expect(await stockOf(id)).toEqual({ stock: 3, sold: 0 });
    expect(await usedCount(code)).toBe(used);
    expect(server.ctx.catalog.get(id)?.stockQuantity).toBe(3);
    // Running it again changes nothing.
    await lapse();
    expect(await stockOf(id)).toEqual({ stock: 3, sold: 0 });
    expect(await usedCount(code)).toBe(used);
  });

  it('completes a payment that comes after the reservation lapsed, when the units are still there', async () => {
    const id = await product({ stock: 2 });
    const code = await ownCoupon();
    const { client } = await shopper([{ id, quantity: 2 }], code);
    const used = await usedCount(code);
    const order = await createOrderForCart(client);
    const payment = await payInSandbox(server.url, order.order_id);
    await lapse();
    const paid = await client.payments.verify(payment);
    expect(paid.data?.order_status).toBe('paid');
    expect(await stockOf(id)).toEqual({ stock: 0, sold: 2 });
    expect(await usedCount(code)).toBe((used ?? 0) + 1);
  });

  it('refunds a payment that comes after the reservation lapsed and the units were sold (409)', async () => {
    const id = await product({ stock: 2, name: 'Safety Light Curtain' });
    const code = await ownCoupon();
    const { client, user } = await shopper([{ id, quantity: 2 }], code);
    const used = await usedCount(code);
    const order = await createOrderForCart(client);
    const payment = await payInSandbox(server.url, order.order_id);
    await lapse();
    // Someone else bought one meanwhile.
    await server.ctx.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, id));
    const message =
      'Sorry, only 1 unit of Safety Light Curtain is in stock. Your payment has been refunded.';
    expect(await apiRefusal(client.payments.verify(payment))).toEqual({ status: 409, message });
    expect(await storedOrder(order.order_id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      paymentId: payment.razorpay_payment_id,
      refundId: expect.stringMatching(/^rfnd_[0-9A-Za-z]{14}$/),
      refundedAt: expect.any(Date),
      invoiceNumber: null,
      reservedUntil: null,
    });
    expect(await stockOf(id)).toEqual({ stock: 1, sold: 0 });
    expect(await usedCount(code)).toBe(used);
    expect((await client.cart.get()).data?.items).toHaveLength(1);
    const rewards = await server.ctx.db
      .select()
      .from(rewardTransactions)
      .where(and(eq(rewardTransactions.userId, user.id), eq(rewardTransactions.type, 'order')));
    expect(rewards).toEqual([]);
    // The customer sees it refunded on the order.
    const listed = await client.orders.get(order.order_id);
    expect(listed.data?.payment?.status).toBe('refunded');
    // A payment reached it, so it is an order: listed, and Refunded on the dashboard.
    expect((await client.orders.list()).data.map((placed) => placed.order_id)).toEqual([
      order.order_id,
    ]);
    expect((await client.dashboard.recentOrders()).data).toEqual([
      expect.objectContaining({ order_id: order.order_id, payment: { status: 'Refunded' } }),
    ]);
    expect(await apiRefusal(client.payments.verify(payment))).toEqual({
      status: 409,
      message:
        'This order was cancelled because an item or the coupon was no longer available. Your payment will be refunded.',
    });
    await expect(payInSandbox(server.url, order.order_id)).rejects.toThrow(
      'sandbox pay 409: This order has been cancelled',
    );
  });

  it('keeps a single-use coupon for the checkout that holds it', async () => {
    await server.ctx.db.insert(coupons).values({
      code: 'LASTONE',
      discountType: 'flat',
      discountValue: 5000,
      usageLimit: 1,
    });
    const id = await product();
    const first = await shopper([{ id, quantity: 1 }], 'LASTONE');
    const second = await shopper([{ id, quantity: 1 }], 'LASTONE');
    const secondOrder = await createOrderForCart(second.client);
    // The held use counts: the other cart no longer gets the coupon (its total says so).
    const firstOrder = await createOrderForCart(first.client);
    expect(await storedOrder(firstOrder.order_id)).toMatchObject({ couponCode: null, discount: 0 });
    const paid = await second.client.payments.verify(
      await payInSandbox(server.url, secondOrder.order_id),
    );
    expect(paid.data?.order_status).toBe('paid');
    expect(await usedCount('LASTONE')).toBe(1);
    // One unit sold, one held by the other (unpaid) order.
    expect(await stockOf(id)).toEqual({ stock: 8, sold: 1 });
  });
});
