import type { StorefrontClient } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMerges, products } from '../src/db/schema';
import { apiRefusal } from './helpers/apiRefusal';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
/** A clock that ticks a second per read, from the fixtures' day. */
const tickingClock = (start = Date.parse('2026-11-22T06:00:00Z')) => {
  let now = start;
  return () => {
    now += 1000;
    return new Date(now);
  };
};

/** A product whose GST has half a paisa: 99,925 paise × 18% = 17,986.5 → 17,987. */
const ODD = 'prd_cart_odd';

describe.each(DATABASES)('cart on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { now: tickingClock() });
    await server.ctx.db.insert(products).values({
      id: ODD,
      name: 'Phoenix Terminal Block',
      modelNumber: 'PT-2.5',
      sellingPrice: 99925,
      listingPrice: 99925,
      stockQuantity: 1500,
      hsnCode: '85369090',
      categoryId: 'cat_relays',
      brandId: 'brd_omron',
    });
    await server.ctx.db.insert(products).values({
      id: 'prd_cart_inactive',
      name: 'Discontinued Relay',
      sellingPrice: 50000,
      stockQuantity: 10,
      hsnCode: '85364900',
      categoryId: 'cat_relays',
      isActive: false,
    });
  });
  afterAll(() => server.close());

  const signedIn = async (): Promise<StorefrontClient> => (await server.signUpAndIn()).client;

  /** Raw POST, for what the client cannot send (extra fields, malformed bodies). */
  const post = (token: string | null, path: string, body: unknown) =>
    fetch(`${server.api}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('refuses every cart call without a token (401)', async () => {
    const get = await fetch(`${server.api}/user-cart/get-cart`);
    expect(get.status).toBe(401);
    expect(await get.json()).toEqual({
      meta: { status: false, message: 'Please login to continue' },
      data: null,
    });
    for (const path of [
      'add-to-cart',
      'remove-from-cart',
      'update-quantity',
      'clear-cart',
      'sync',
    ]) {
      const response = await post(null, `/user-cart/${path}`, {
        id: P.relay,
        quantity: 1,
        items: [],
      });
      expect(response.status, path).toBe(401);
    }
  });

  it('answers an empty cart for a new user', async () => {
    const client = await signedIn();
    expect(await client.cart.get()).toEqual({
      meta: { status: true, message: 'Cart fetched' },
      data: {
        items: [],
        totalItems: 0,
        subtotal: 0,
        taxableValue: 0,
        tax: 0,
        shipping: 0,
        total: 0,
        discount: 0,
        discountCode: null,
      },
    });
  });

  it('adds a line with every field, priced from the database, and sums repeated adds', async () => {
    const { client, token } = await server.signUpAndIn();
    // A client-sent price and name are ignored.
    const forged = await post(token, '/user-cart/add-to-cart', {
      id: P.relay,
      quantity: 2,
      name: 'Cheap relay',
      price: 1,
    });
    expect(forged.status).toBe(200);
    const answer = await client.cart.add({ id: P.relay, quantity: 1 });
    expect(answer.meta).toEqual({ status: true, message: 'Item added to cart' });
    expect(answer.data).toEqual({
      items: [
        {
          id: P.relay,
          name: 'Omron G9SE Safety Relay',
          price: 1850,
          originalPrice: 2200,
          quantity: 3,
          image: null,
          category: 'Relays',
          sub_category: 'Safety Relays',
          sub_sub_category: null,
          brand: 'Omron',
          type: 'product',
          sku: 'G9SE-201',
          description: 'Industrial grade',
          specifications: { 'Supply voltage': '24 V DC' },
          inStock: true,
          stock: 40,
          maxQuantity: 40,
          discount: 0,
        },
      ],
      totalItems: 3,
      subtotal: 5550,
      taxableValue: 5550,
      tax: 999,
      shipping: 0,
      total: 6549,
      discount: 0,
      discountCode: null,
    });
  });

  it('computes 18% GST half up once per cart, exact in rupees', async () => {
    const client = await signedIn();
    await client.cart.add({ id: ODD, quantity: 1 });
    const one = await client.cart.get();
    expect(one.data).toMatchObject({ subtotal: 999.25, tax: 179.87, total: 1179.12 });
    await client.cart.add({ id: P.sensor, quantity: 3 });
    // 99,925 + 3 × 1,45,050 = 5,35,075 paise; GST 96,313.5 → 96,314.
    expect((await client.cart.get()).data).toMatchObject({
      totalItems: 4,
      subtotal: 5350.75,
      tax: 963.14,
      total: 6313.89,
    });
  });

  it('refuses unknown, inactive, price-on-request and out-of-stock products', async () => {
    const client = await signedIn();
    expect(await apiRefusal(client.cart.add({ id: 'prd_nope', quantity: 1 }))).toEqual({
      status: 404,
      message: 'Product not found',
    });
    expect(await apiRefusal(client.cart.add({ id: 'prd_cart_inactive', quantity: 1 }))).toEqual({
      status: 404,
      message: 'Product not found',
    });
    expect(await apiRefusal(client.cart.add({ id: P.onRequest, quantity: 1 }))).toEqual({
      status: 400,
      message: 'This product is priced on request: please request a quote',
    });
    expect(await apiRefusal(client.cart.add({ id: P.outOfStock, quantity: 1 }))).toEqual({
      status: 400,
      message: 'This product is out of stock',
    });
    expect(await apiRefusal(client.cart.add({ id: P.relay, quantity: 0 }))).toEqual({
      status: 400,
      message: 'Quantity must be at least 1',
    });
    expect((await client.cart.get()).data?.items).toEqual([]);
  });

  it('keeps quantities within the stock and 999', async () => {
    const client = await signedIn();
    await client.cart.add({ id: P.plc, quantity: 5 });
    expect(await apiRefusal(client.cart.add({ id: P.plc, quantity: 4 }))).toEqual({
      status: 400,
      message: 'Only 8 units in stock',
    });
    expect((await client.cart.get()).data?.items?.[0]).toMatchObject({
      quantity: 5,
      stock: 8,
      maxQuantity: 8,
    });
    expect(await apiRefusal(client.cart.updateQuantity({ id: P.plc, quantity: 9 }))).toEqual({
      status: 400,
      message: 'Only 8 units in stock',
    });
    expect(await apiRefusal(client.cart.add({ id: ODD, quantity: 1000 }))).toEqual({
      status: 400,
      message: 'At most 999 units of a product per order',
    });
    const odd = await client.cart.add({ id: ODD, quantity: 999 });
    expect(odd.data?.items?.[1]).toMatchObject({ id: ODD, quantity: 999, maxQuantity: 999 });
  });

  it('updates quantities, and 0 or less removes the line', async () => {
    const client = await signedIn();
    await client.cart.add({ id: P.relay, quantity: 1 });
    await client.cart.add({ id: P.sensor, quantity: 1 });
    const updated = await client.cart.updateQuantity({ id: P.relay, quantity: 4 });
    expect(updated.meta.message).toBe('Quantity updated');
    expect(updated.data?.items?.map((item) => [item.id, item.quantity])).toEqual([
      [P.relay, 4],
      [P.sensor, 1],
    ]);
    expect(updated.data).toMatchObject({ totalItems: 5, subtotal: 8850.5 });
    const removed = await client.cart.updateQuantity({ id: P.relay, quantity: 0 });
    expect(removed.data?.items?.map((item) => item.id)).toEqual([P.sensor]);
    const negative = await client.cart.updateQuantity({ id: P.sensor, quantity: -3 });
    expect(negative.data?.items).toEqual([]);
  });

  it('removes a line (removing a missing line changes nothing)', async () => {
    const client = await signedIn();
    await client.cart.add({ id: P.relay, quantity: 2 });
    await client.cart.add({ id: P.hmi, quantity: 1 });
    const answer = await client.cart.remove({ id: P.relay });
    expect(answer.meta.message).toBe('Item removed from cart');
    expect(answer.data?.items?.map((item) => item.id)).toEqual([P.hmi]);
    const again = await client.cart.remove({ id: P.relay });
    expect(again.data).toMatchObject({ totalItems: 1, subtotal: 18999 });
  });

  it('clears the lines and the coupon', async () => {
    const client = await signedIn();
    await client.cart.add({ id: P.relay, quantity: 1 });
    await client.offers.applyCoupon({ coupon_code: 'DIWALI10', order_amount: 1850 });
    expect((await client.cart.get()).data).toMatchObject({
      discount: 185,
      discountCode: 'DIWALI10',
    });
    const cleared = await client.cart.clear();
    expect(cleared.meta.message).toBe('Cart cleared');
    expect(cleared.data).toMatchObject({ items: [], total: 0, discount: 0, discountCode: null });
    await client.cart.add({ id: P.relay, quantity: 1 });
    expect((await client.cart.get()).data).toMatchObject({ discount: 0, discountCode: null });
  });

  it('prices the coupon on every read and drops one that no longer applies, with the reason', async () => {
    const { client, token } = await server.signUpAndIn();
    await client.cart.add({ id: P.relay, quantity: 2 });
    await client.offers.applyCoupon({ coupon_code: 'diwali10', order_amount: 3700 });
    // 10% of 3,700 = 370, capped at 500; GST on the 3,330 left (CGST Act s.15).
    expect((await client.cart.get()).data).toMatchObject({
      subtotal: 3700,
      taxableValue: 3330,
      tax: 599.4,
      discount: 370,
      total: 3929.4,
      discountCode: 'DIWALI10',
    });
    const more = await client.cart.add({ id: P.plc, quantity: 1 });
    // 10% of 28,200 = 2,820 → capped at 500.
    expect(more.data).toMatchObject({
      subtotal: 28200,
      taxableValue: 27700,
      tax: 4986,
      discount: 500,
      total: 32686,
    });
    await client.cart.remove({ id: P.plc });
    await client.cart.add({ id: ODD, quantity: 1 });
    // The answer of the change that made it inapplicable says why it was dropped.
    const response = await post(token, '/user-cart/remove-from-cart', { id: P.relay });
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      subtotal: 999.25,
      discount: 0,
      discountCode: null,
      removedCoupon: {
        code: 'DIWALI10',
        reason: 'Minimum order value for this coupon is ₹1,000.00',
      },
    });
    await client.cart.add({ id: ODD, quantity: 1 });
    // Dropped for good: it does not come back above the minimum.
    expect((await client.cart.get()).data).toMatchObject({ discount: 0, discountCode: null });
  });

  it('shows the stock now: a sold-out line is out of stock with no room to grow', async () => {
    const client = await signedIn();
    const id = 'prd_cart_dwindling';
    await server.ctx.db.insert(products).values({
      id,
      name: 'Limit Switch',
      sellingPrice: 45000,
      stockQuantity: 3,
      hsnCode: '85365090',
      categoryId: 'cat_sensors',
    });
    await client.cart.add({ id, quantity: 2 });
    await server.ctx.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, id));
    expect((await client.cart.get()).data?.items?.[0]).toMatchObject({
      id,
      quantity: 2,
      inStock: false,
      stock: 0,
      maxQuantity: 0,
    });
  });

  describe('sync', () => {
    it('merges a local cart: summed, capped, negative deltas, unknown products skipped', async () => {
      const client = await signedIn();
      await client.cart.add({ id: P.relay, quantity: 2 });
      await client.cart.add({ id: P.sensor, quantity: 1 });
      await client.cart.add({ id: P.hmi, quantity: 2 });
      const answer = await client.cart.sync({
        merge_id: 'merge-a',
        items: [
          { id: P.relay, quantity: 3 },
          { id: P.sensor, quantity: -1 },
          { id: P.hmi, quantity: 10 },
          { id: P.plc, quantity: 2 },
          { id: 'prd_unknown', quantity: 1 },
          { id: P.onRequest, quantity: 1 },
          { id: P.outOfStock, quantity: 1 },
          { id: P.lastUnit, quantity: -1 },
        ],
      });
      expect(answer.meta.message).toBe('Cart synced');
      expect(answer.data?.items?.map((item) => [item.id, item.quantity])).toEqual([
        [P.relay, 5],
        [P.hmi, 5],
        [P.plc, 2],
      ]);
      expect(answer.data).toMatchObject({
        totalItems: 12,
        // 5 × 1,850 + 5 × 18,999 + 2 × 24,500
        subtotal: 153245,
        tax: 27584.1,
        total: 180829.1,
      });
    });

    it('applies a merge_id once: a retried sync is a no-op', async () => {
      const { client, user } = await server.signUpAndIn();
      const body = { merge_id: 'merge-retry', items: [{ id: P.relay, quantity: 2 }] };
      const first = await client.cart.sync(body);
      const second = await client.cart.sync(body);
      expect(first.data?.items?.map((item) => item.quantity)).toEqual([2]);
      expect(second.data).toEqual(first.data);
      const merges = await server.ctx.db
        .select()
        .from(cartMerges)
        .where(eq(cartMerges.userId, user.id));
      expect(merges.map((merge) => merge.mergeId)).toEqual(['merge-retry']);
      // Without a merge_id every sync applies.
      await client.cart.sync({ items: [{ id: P.relay, quantity: 1 }] });
      const third = await client.cart.sync({ items: [{ id: P.relay, quantity: 1 }] });
      expect(third.data?.items?.map((item) => item.quantity)).toEqual([4]);
    });

    it('keeps merge ids per user', async () => {
      const a = await signedIn();
      const b = await signedIn();
      const body = { merge_id: 'shared-id', items: [{ id: P.sensor, quantity: 1 }] };
      await a.cart.sync(body);
      const answer = await b.cart.sync(body);
      expect(answer.data?.items?.map((item) => item.quantity)).toEqual([1]);
    });

    it('refuses a malformed body with the first problem', async () => {
      const { token } = await server.signUpAndIn();
      const response = await post(token, '/user-cart/sync', { items: [{ id: P.relay }] });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { meta: { message: string } };
      expect(body.meta.message).toMatch(/^items\.0\.quantity: /);
    });
  });
});
