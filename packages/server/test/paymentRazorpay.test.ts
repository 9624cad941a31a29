import { createHmac } from 'node:crypto';
import { RAZORPAY_SCRIPT_URL } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../src/db/schema';
import { reconcilePayments } from '../src/services/reconcilePayments';
import { apiRefusal } from './helpers/apiRefusal';
import {
  createOrderForCart,
  type FakeRazorpay,
  paymentOrderBody,
  razorpaySignature,
  startFakeRazorpay,
} from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const WEBHOOK_SECRET = 'whsec_test_0123456789';

/** Razorpay's webhook request: the event JSON and its signature (hex HMAC-SHA256 of the body). */
function webhook(body: unknown, secret = WEBHOOK_SECRET) {
  const raw = JSON.stringify(body);
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    body: raw,
  };
}

const captured = (orderId: string, paymentId: string) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: {
    payment: {
      entity: {
        id: paymentId,
        entity: 'payment',
        order_id: orderId,
        status: 'captured',
        method: 'card',
      },
    },
  },
});

describe.each(DATABASES)('payments with Razorpay keys (a local fake) on %s', (kind) => {
  let server: TestServer;
  let razorpay: FakeRazorpay;

  /** Added to the real clock: the tests move past the grace time and the payment window. */
  let offset = 0;

  beforeAll(async () => {
    razorpay = await startFakeRazorpay();
    server = await startTestServer(kind, {
      now: () => new Date(Date.now() + offset),
      env: {
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_API_URL: razorpay.url,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await razorpay.close().catch(() => undefined);
  });

  const shopper = async () => {
    const signed = await server.signUpAndIn();
    await signed.client.cart.add({ id: P.relay, quantity: 2 });
    return signed;
  };

  it("creates the order with Razorpay's Orders API: basic auth, paise, receipt", async () => {
    const { client, user } = await shopper();
    const body = paymentOrderBody(4366);
    const seen = razorpay.requests.length;
    const answer = await client.payments.createOrder(body);
    expect(razorpay.requests.slice(seen)).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
        body: {
          amount: 436600,
          currency: 'INR',
          receipt: body.receipt,
          notes: { receipt: body.receipt, customer: user.id },
        },
      },
    ]);
    expect(answer).toEqual({
      success: true,
      order_id: expect.stringMatching(/^order_[0-9a-f]{14}$/),
      amount: 4366,
      currency: 'INR',
      receipt: body.receipt,
      key_id: razorpay.keyId,
      checkout_script_url: RAZORPAY_SCRIPT_URL,
    });
    const [stored] = await server.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, answer.order_id ?? ''));
    expect(stored).toMatchObject({ paymentGateway: 'razorpay', total: 436600, status: 'created' });
  });

  it("verifies Razorpay's signature with the key secret and records the payment method", async () => {
    const { client } = await shopper();
    const order = await createOrderForCart(client);
    const payment = razorpay.pay(order.order_id);
    const verified = await client.payments.verify(payment);
    expect(verified.data).toMatchObject({
      order_status: 'paid',
      payment: {
        payment_id: payment.razorpay_payment_id,
        status: 'paid',
        method: 'upi',
        payment_gateway: 'razorpay',
      },
    });
    expect(razorpay.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${payment.razorpay_payment_id}`,
    });
  });

  it('refuses a signature made with any other secret', async () => {
    const { client } = await shopper();
    const order = await createOrderForCart(client);
    const paymentId = 'pay_ForgedPayment1';
    expect(
      await apiRefusal(
        client.payments.verify({
          razorpay_order_id: order.order_id,
          razorpay_payment_id: paymentId,
          razorpay_signature: razorpaySignature('another-secret', order.order_id, paymentId),
        }),
      ),
    ).toEqual({ status: 400, message: 'Invalid payment signature' });
  });

  it('answers 502 when Razorpay refuses the order, and stores nothing', async () => {
    const { client } = await shopper();
    razorpay.failNext(400, 'Order amount less than minimum amount allowed');
    const body = paymentOrderBody(4366);
    expect(await apiRefusal(client.payments.createOrder(body))).toEqual({
      status: 502,
      message:
        'The payment provider refused the order: Order amount less than minimum amount allowed',
    });
    const stored = await server.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.receipt, body.receipt));
    expect(stored).toEqual([]);
  });

  const stored = async (orderId: string) => {
    const [row] = await server.ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
    return row;
  };

  it('completes an order Razorpay captured but the browser never verified (the reconcile job)', async () => {
    const { client } = await shopper();
    const order = await createOrderForCart(client);
    const paid = razorpay.pay(order.order_id); // the shopper paid, then closed the tab
    // Within the grace time the browser may still verify it: the job leaves it alone.
    expect((await reconcilePayments(server.ctx)).completed).toBe(0);
    offset += 3 * 60_000;
    const seen = razorpay.requests.length;
    const summary = await reconcilePayments(server.ctx);
    expect(summary).toMatchObject({ completed: 1, failed: 0 });
    expect(razorpay.requests.slice(seen).map((r) => `${r.method} ${r.path}`)).toContain(
      `GET /v1/orders/${order.order_id}/payments`,
    );
    expect(await stored(order.order_id)).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
      paymentId: paid.razorpay_payment_id,
      paymentMethod: 'upi',
      reservedUntil: null,
    });
    expect((await client.cart.get()).data?.items ?? []).toEqual([]);
    // The browser's late verify finds it paid: the same order, nothing twice.
    const verified = await client.payments.verify(paid);
    expect(verified.data?.order_status).toBe('paid');
  });

  it("refunds through Razorpay's Refunds API a payment whose units are gone, retrying a failed refund", async () => {
    const { client } = await shopper();
    const order = await createOrderForCart(client);
    offset += 16 * 60_000;
    await reconcilePayments(server.ctx); // the reservation lapses unpaid
    expect(await stored(order.order_id)).toMatchObject({ status: 'expired' });
    const [relay] = await server.ctx.db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, P.relay));
    await server.ctx.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, P.relay));
    try {
      razorpay.failRefunds(1);
      const payment = razorpay.pay(order.order_id); // paid after the window
      const refused = await apiRefusal(client.payments.verify(payment));
      expect(refused.status).toBe(409);
      expect(refused.message).toMatch(
        /^Sorry, only 1 unit of .+ is in stock\. Your payment will be refunded\.$/,
      );
      const total = (await stored(order.order_id))?.total;
      expect(razorpay.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/v1/payments/${payment.razorpay_payment_id}/refund`,
        body: { amount: total, speed: 'normal' },
      });
      expect(await stored(order.order_id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refund_pending',
        refundId: null,
      });
      // The job tries again, and Razorpay confirms it.
      expect(await reconcilePayments(server.ctx)).toMatchObject({ refunded: 1 });
      expect(await stored(order.order_id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        refundId: expect.stringMatching(/^rfnd_/),
        refundedAt: expect.any(Date),
      });
      expect((await client.orders.get(order.order_id)).data?.payment?.status).toBe('refunded');
      // Once refunded, never again.
      const refunds = razorpay.requests.filter((r) => r.path.endsWith('/refund')).length;
      await reconcilePayments(server.ctx);
      expect(razorpay.requests.filter((r) => r.path.endsWith('/refund')).length).toBe(refunds);
    } finally {
      await server.ctx.db
        .update(products)
        .set({ stockQuantity: relay?.stock ?? 0 })
        .where(eq(products.id, P.relay));
      await server.ctx.catalog.reload([P.relay]);
    }
  });

  it("completes an order from Razorpay's signed payment.captured webhook, once, and refuses a forged one", async () => {
    const { client } = await shopper();
    const order = await createOrderForCart(client);
    const paid = razorpay.pay(order.order_id);
    const url = `${server.api}/payments/razorpay-webhook`;
    const event = captured(order.order_id, paid.razorpay_payment_id);
    // Forged: signed with another secret, or the body changed after signing.
    const forged = await fetch(url, webhook(event, 'whsec_other'));
    expect(forged.status).toBe(400);
    expect((await forged.json()).meta.message).toBe('Invalid webhook signature');
    const changed = webhook(event);
    changed.body = changed.body.replace(paid.razorpay_payment_id, 'pay_Attacker00001');
    expect((await fetch(url, changed)).status).toBe(400);
    expect(await stored(order.order_id)).toMatchObject({ status: 'created', paymentId: null });

    const first = await fetch(url, webhook(event));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'completed' });
    expect(await stored(order.order_id)).toMatchObject({
      status: 'paid',
      paymentId: paid.razorpay_payment_id,
      paymentMethod: 'card',
    });
    const invoice = (await stored(order.order_id))?.invoiceNumber;
    // Razorpay retries: the same event changes nothing.
    expect((await fetch(url, webhook(event))).status).toBe(200);
    expect((await stored(order.order_id))?.invoiceNumber).toBe(invoice);
    // Events it does not act on, and orders it does not know, are acknowledged.
    const other = await fetch(url, webhook({ event: 'refund.processed', payload: {} }));
    expect(await other.json()).toEqual({ status: 'ignored' });
    const unknown = await fetch(url, webhook(captured('order_Unknown000001', 'pay_X')));
    expect(await unknown.json()).toEqual({ status: 'ignored' });
  });

  it('has no sandbox gateway', async () => {
    expect((await fetch(`${server.url}/sandbox/checkout.js`)).status).toBe(404);
    const pay = await fetch(`${server.url}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: 'order_x', key_id: 'rzp_test_sandbox' }),
    });
    expect(pay.status).toBe(404);
  });

  it('answers 502 when Razorpay cannot be reached', async () => {
    const { client } = await shopper();
    await razorpay.close();
    expect(await apiRefusal(client.payments.createOrder(paymentOrderBody(4366)))).toEqual({
      status: 502,
      message: 'Could not reach the payment provider. Please try again.',
    });
  });
});
