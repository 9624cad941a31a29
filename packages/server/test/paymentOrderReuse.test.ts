import type { StorefrontClient } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, products } from '../src/db/schema';
import { RESERVATION_MS } from '../src/services/orderReservation';
import { createOrderForCart, KARNATAKA_ADDRESS, payInSandbox } from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;

// decisions.md: one pending payment order per checkout, reused or replaced on retry; attempts
// never paid are not shown as orders and expire with their stock and coupon reservation.
describe.each(DATABASES)('one order per checkout on %s', (kind) => {
  let server: TestServer;
  const clock = { now: Date.parse('2026-11-22T06:00:00Z') };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      now: () => {
        clock.now += 1000;
        return new Date(clock.now);
      },
    });
  });
  afterAll(() => server.close());

  const stockOf = async (id: string) => {
    const [row] = await server.ctx.db
      .select({ stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, id));
    return row?.stock;
  };
  const ordersOf = (userId: string) =>
    server.ctx.db
      .select({
        orderId: orders.orderId,
        status: orders.status,
        receipt: orders.receipt,
        shipping: orders.shippingAddress,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(orders.createdAt);
  const shopper = async (): Promise<{ client: StorefrontClient; userId: string }> => {
    const { client, user } = await server.signUpAndIn();
    return { client, userId: user.id };
  };

  it('pays the same pending order again when Pay Now is retried for the same cart', async () => {
    const { client, userId } = await shopper();
    const before = await stockOf(P.relay);
    await client.cart.add({ id: P.relay, quantity: 2 });
    const first = await createOrderForCart(client);
    // The retry comes with its own receipt and a changed address: the same order, renewed.
    const retry = await createOrderForCart(client, {
      shipping_address: KARNATAKA_ADDRESS,
      billing_address: KARNATAKA_ADDRESS,
    });
    expect(retry.order_id).toBe(first.order_id);
    expect(retry.amount).toBe(first.amount);
    const stored = await ordersOf(userId);
    expect(stored).toEqual([
      {
        orderId: first.order_id,
        status: 'created',
        receipt: retry.receipt,
        shipping: expect.objectContaining({ state: 'Karnataka', pincode: '560058' }),
      },
    ]);
    // Its units are held once, not once per attempt.
    expect(await stockOf(P.relay)).toBe((before ?? 0) - 2);
    // Nothing is an order until paid.
    expect((await client.orders.list()).total_count).toBe(0);
    expect((await client.dashboard.recentOrders()).data).toEqual([]);

    const payment = await payInSandbox(server.url, retry.order_id);
    expect((await client.payments.verify(payment)).success).toBe(true);
    const listed = await client.orders.list();
    expect(listed.total_count).toBe(1);
    expect(listed.data.map((order) => [order.order_id, order.order_status])).toEqual([
      [first.order_id, 'paid'],
    ]);
    expect((await client.dashboard.recentOrders()).data.map((order) => order.payment)).toEqual([
      { status: 'Paid' },
    ]);
    expect(await stockOf(P.relay)).toBe((before ?? 0) - 2);
  });

  it('replaces the pending order when the cart changed: the old one expires and gives its units back', async () => {
    const { client, userId } = await shopper();
    const before = await stockOf(P.sensor);
    await client.cart.add({ id: P.sensor, quantity: 1 });
    const first = await createOrderForCart(client);
    expect(await stockOf(P.sensor)).toBe((before ?? 0) - 1);
    await client.cart.add({ id: P.sensor, quantity: 1 });
    const second = await createOrderForCart(client);
    expect(second.order_id).not.toBe(first.order_id);
    expect((await ordersOf(userId)).map((order) => [order.orderId, order.status])).toEqual([
      [first.order_id, 'expired'],
      [second.order_id, 'created'],
    ]);
    // Two units held by the second order; the first order's one unit is back.
    expect(await stockOf(P.sensor)).toBe((before ?? 0) - 2);
    expect((await client.orders.list()).data).toEqual([]);
  });

  it('replaces it when a coupon was applied since', async () => {
    const { client } = await shopper();
    await client.cart.add({ id: P.plc, quantity: 1 });
    const first = await createOrderForCart(client);
    await client.offers.applyCoupon({ coupon_code: FIXTURE.coupons.percent, order_amount: 0 });
    const second = await createOrderForCart(client);
    expect(second.order_id).not.toBe(first.order_id);
    expect(second.amount ?? 0).toBeLessThan(first.amount ?? 0);
  });

  it('replaces it once its payment window has lapsed', async () => {
    const { client, userId } = await shopper();
    await client.cart.add({ id: P.hmi, quantity: 1 });
    const first = await createOrderForCart(client);
    clock.now += RESERVATION_MS + 60_000;
    const second = await createOrderForCart(client);
    expect(second.order_id).not.toBe(first.order_id);
    expect((await ordersOf(userId)).map((order) => order.status)).toEqual(['expired', 'created']);
  });

  it('answers a double click on Pay Now with the one pending order', async () => {
    const { client, userId } = await shopper();
    await client.cart.add({ id: P.relay, quantity: 1 });
    const first = await createOrderForCart(client);
    const [a, b] = await Promise.all([createOrderForCart(client), createOrderForCart(client)]);
    expect([a.order_id, b.order_id]).toEqual([first.order_id, first.order_id]);
    expect((await ordersOf(userId)).map((order) => order.status)).toEqual(['created']);
  });

  it('still refuses a receipt that was used, on the reuse path too', async () => {
    const { client } = await shopper();
    await client.cart.add({ id: P.relay, quantity: 1 });
    const first = await createOrderForCart(client);
    await expect(
      createOrderForCart(client, { receipt: first.receipt ?? '' }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("keeps a coupon whose only use the shopper's own pending checkout holds, for the retry", async () => {
    const code = `MINE${Date.now().toString(36).toUpperCase()}`;
    await server.ctx.db.insert(coupons).values({
      code,
      description: 'Once per customer, once in all',
      discountType: 'flat',
      discountValue: 10000,
      usageLimit: 1,
      perUserLimit: 1,
    });
    const { client } = await shopper();
    await client.cart.add({ id: P.relay, quantity: 1 });
    await client.offers.applyCoupon({ coupon_code: code, order_amount: 0 });
    const first = await createOrderForCart(client);
    // The held use is the shopper's own: the cart keeps the coupon, and Pay Now again pays
    // the same order.
    expect((await client.cart.get()).data?.discountCode).toBe(code);
    const retry = await createOrderForCart(client);
    expect(retry.order_id).toBe(first.order_id);
    // A changed cart replaces the checkout, which gives the use back and takes it again.
    await client.cart.add({ id: P.relay, quantity: 1 });
    expect((await client.cart.get()).data?.discountCode).toBe(code);
    const replaced = await createOrderForCart(client);
    expect(replaced.order_id).not.toBe(first.order_id);
    // Anyone else meets the limit the hold takes.
    const other = await shopper();
    await other.client.cart.add({ id: P.relay, quantity: 1 });
    await expect(
      other.client.offers.applyCoupon({ coupon_code: code, order_amount: 0 }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
