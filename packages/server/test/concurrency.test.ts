import { isApiError, serverMessage } from '@storefront-kit/core';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, products } from '../src/db/schema';
import { checkoutWithSandbox, createOrderForCart, payInSandbox } from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const C = FIXTURE.coupons;

/** How each of a set of parallel calls ended: 'ok' or '{status} {message}'. */
async function outcomes(calls: Promise<unknown>[]): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    const error: unknown = result.reason;
    if (isApiError(error)) return `${error.status} ${serverMessage(error)}`;
    throw error;
  });
}

const count = (values: readonly string[], value: string) =>
  values.filter((candidate) => candidate === value).length;

// These races only bite on PostgreSQL (PGlite runs one query at a time); they pass on both.
describe.each(DATABASES)('concurrency on %s', (kind) => {
  let server: TestServer;
  let start = Date.parse('2026-11-22T06:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(kind, {
      now: () => {
        start += 1000;
        return new Date(start);
      },
    });
  });
  afterAll(() => server.close());

  const stockOf = async (id: string) => {
    const [row] = await server.ctx.db
      .select({ stock: products.stockQuantity, sold: products.soldCount })
      .from(products)
      .where(eq(products.id, id));
    return row;
  };

  const couponUse = async (code: string) => {
    const [row] = await server.ctx.db
      .select({ used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.code, code));
    const redemptions = await server.ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponCode, code));
    return { used: row?.used, redemptions: redemptions.length };
  };

  it('20 parallel verifies of one payment give one paid order, stock and coupon taken once', async () => {
    await server.ctx.db.insert(coupons).values({
      code: 'RACE50',
      discountType: 'flat',
      discountValue: 5000,
      usageLimit: 1000,
    });
    const { client } = await server.signUpAndIn();
    await client.cart.add({ id: P.plc, quantity: 2 });
    await client.offers.applyCoupon({ coupon_code: 'RACE50', order_amount: 0 });
    const order = await createOrderForCart(client);
    const payment = await payInSandbox(server.url, order.order_id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.payments.verify(payment)),
    );
    for (const answer of answers) {
      expect(answer.success).toBe(true);
      expect(answer.data).toEqual(answers[0]?.data);
    }
    expect(answers[0]?.data?.payment?.payment_id).toBe(payment.razorpay_payment_id);
    expect(await stockOf(P.plc)).toEqual({ stock: 6, sold: 14 });
    expect(await couponUse('RACE50')).toEqual({ used: 1, redemptions: 1 });
    const paid = await server.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, order.order_id));
    expect(paid).toMatchObject([{ status: 'paid', paymentStatus: 'paid' }]);
  });

  it('20 parallel checkouts of the last unit: exactly one paid, 19 refused before paying, stock 0', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { client } = await server.signUpAndIn();
        await client.cart.add({ id: P.lastUnit, quantity: 1 });
        return client;
      }),
    );
    const results = await outcomes(
      shoppers.map((client) => checkoutWithSandbox(server.url, client)),
    );
    // Refused at order creation, before any payment: by the cart's check once the unit is
    // held, or by the reservation itself when they raced to it.
    const held = '409 Sorry, Schneider Preventa Safety Module is out of stock.';
    const outOfStock = '409 Schneider Preventa Safety Module is out of stock';
    expect(count(results, 'ok')).toBe(1);
    expect(count(results, held) + count(results, outOfStock)).toBe(19);
    expect(await stockOf(P.lastUnit)).toEqual({ stock: 0, sold: 1 });
    const rows = await server.ctx.db
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.total, 1475000));
    expect(
      count(
        rows.map((row) => row.status),
        'paid',
      ),
    ).toBe(1);
    // Nobody paid for what could not ship (before reservations, 19 of 20 did).
    expect(rows.filter((row) => row.status === 'cancelled')).toEqual([]);
  });

  it('3 parallel paid checkouts with a single-use coupon: exactly one gets it', async () => {
    const users: string[] = [];
    const shoppers = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const { client, user } = await server.signUpAndIn();
        users.push(user.id);
        await client.cart.add({ id: P.relay, quantity: 1 });
        await client.offers.applyCoupon({ coupon_code: C.singleUse, order_amount: 0 });
        return client;
      }),
    );
    const results = await outcomes(
      shoppers.map((client) => checkoutWithSandbox(server.url, client)),
    );
    // The first payment order created holds the use. The others are refused before paying (by
    // the coupon check, or by the reservation when they raced it), or, when their cart was read
    // after the use was taken, the cart has dropped the coupon (announcing why) and they pay the
    // full price. Never a second use, and no payment is refunded.
    const refused =
      count(results, '400 This coupon has reached its usage limit') +
      count(results, '409 Coupon ONCE100 has reached its usage limit.');
    expect(count(results, 'ok') + refused).toBe(3);
    expect(count(results, 'ok')).toBeGreaterThanOrEqual(1);
    const orderRows = await server.ctx.db
      .select({ coupon: orders.couponCode, status: orders.status, discount: orders.discount })
      .from(orders)
      .where(inArray(orders.userId, users));
    expect(orderRows.filter((row) => row.coupon === C.singleUse)).toEqual([
      { coupon: C.singleUse, status: 'paid', discount: 10000 },
    ]);
    // Every other paid order paid without any discount.
    expect(orderRows.filter((row) => row.status === 'paid' && row.coupon !== C.singleUse)).toEqual(
      Array(count(results, 'ok') - 1).fill({ coupon: null, status: 'paid', discount: 0 }),
    );
    expect(orderRows.filter((row) => row.status === 'cancelled')).toEqual([]);
    expect(await couponUse(C.singleUse)).toEqual({ used: 1, redemptions: 1 });
  });

  it('parallel syncs with one merge_id apply once; parallel adds lose no unit', async () => {
    const { client } = await server.signUpAndIn();
    const body = { merge_id: 'merge-parallel', items: [{ id: P.sensor, quantity: 2 }] };
    await Promise.all(Array.from({ length: 10 }, () => client.cart.sync(body)));
    expect((await client.cart.get()).data?.items?.map((item) => item.quantity)).toEqual([2]);
    await Promise.all(
      Array.from({ length: 10 }, () =>
        client.cart.add({ id: P.hmi, quantity: 1 }).catch(() => null),
      ),
    );
    const hmi = (await client.cart.get()).data?.items?.find((item) => item.id === P.hmi);
    // Stock 5: five adds fit, the rest are refused; never more than the stock.
    expect(hmi?.quantity).toBe(5);
  });

  it('gives parallel payments distinct, gap-free invoice numbers', async () => {
    const invoiced = async () =>
      (
        await server.ctx.db
          .select({ number: orders.invoiceNumber })
          .from(orders)
          .where(isNotNull(orders.invoiceNumber))
      ).length;
    // The file's earlier tests paid some orders (how many depends on their races).
    const before = await invoiced();
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { client } = await server.signUpAndIn();
        await client.cart.add({ id: P.sensor, quantity: 1 });
        return client;
      }),
    );
    const results = await outcomes(
      shoppers.map((client) => checkoutWithSandbox(server.url, client)),
    );
    expect(results).toEqual(Array(8).fill('ok'));
    const numbers = (
      await server.ctx.db
        .select({ number: orders.invoiceNumber })
        .from(orders)
        .where(isNotNull(orders.invoiceNumber))
    )
      .map((row) => row.number ?? '')
      .sort();
    expect(numbers).toEqual(
      numbers.map((_, index) => `SK/2026-27/${String(index + 1).padStart(6, '0')}`),
    );
    expect(numbers.length).toBe(before + 8);
  });
});
