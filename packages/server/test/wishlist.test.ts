import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { apiRefusal } from './helpers/apiRefusal';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('wishlist on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('toggles a product in and out, with check and count following the server truth', async () => {
    const { client } = await server.signUpAndIn();
    const added = await client.wishlist.toggle(P.relay);
    expect(added).toEqual({
      meta: { status: true, message: 'Product added to wishlist' },
      data: { isInWishlist: true },
    });
    expect((await client.wishlist.check(P.relay)).data).toEqual({ isInWishlist: true });
    expect((await client.wishlist.check(P.sensor)).data).toEqual({ isInWishlist: false });
    expect((await client.wishlist.count()).data).toEqual({ count: 1 });

    const removed = await client.wishlist.toggle(P.relay);
    expect(removed.meta.message).toBe('Product removed from wishlist');
    expect(removed.data.isInWishlist).toBe(false);
    expect((await client.wishlist.check(P.relay)).data.isInWishlist).toBe(false);
    expect((await client.wishlist.count()).data.count).toBe(0);
  });

  it('lists entries newest first with the product wire JSON and pagination', async () => {
    const { client } = await server.signUpAndIn();
    for (const id of [P.relay, P.sensor, P.plc]) {
      await client.wishlist.toggle(id);
      await pause(5);
    }
    const page = await client.wishlist.list({ per_page: 2 });
    expect(page.meta.pagination).toEqual({
      per_page: 2,
      page_no: 1,
      total_rows: 3,
      total_pages: 2,
    });
    expect(page.data.map((entry) => entry.product.id)).toEqual([P.plc, P.sensor]);
    const [first] = page.data;
    expect(first?.product.product_name).toBe('Siemens S7-1200 CPU 1214C');
    expect(first?.product.product_selling_price).toBe(24500);
    expect(first?._id).toMatch(/^wsh_/);
    expect(Number.isNaN(Date.parse(first?.addedAt ?? ''))).toBe(false);

    const second = await client.wishlist.list({ page_no: 2, per_page: 2 });
    expect(second.data.map((entry) => entry.product.id)).toEqual([P.relay]);

    // Defaults: page 1 of 12.
    const all = await client.wishlist.list();
    expect(all.meta.pagination).toEqual({
      per_page: 12,
      page_no: 1,
      total_rows: 3,
      total_pages: 1,
    });
    // The listing loads up to 1000; more is refused, not cut down.
    const listing = await client.wishlist.list({ per_page: 1000 });
    expect(listing.meta.pagination?.per_page).toBe(1000);
    expect(await apiRefusal(client.wishlist.list({ per_page: 5000 }))).toEqual({
      status: 400,
      message: 'per_page must be between 1 and 1000',
    });
  });

  it('leaves out products that are no longer active', async () => {
    const { client } = await server.signUpAndIn();
    await client.wishlist.toggle(P.hmi);
    await client.wishlist.toggle(P.outOfStock);
    await server.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, P.hmi));
    await server.ctx.catalog.reload([P.hmi]);
    try {
      const list = await client.wishlist.list();
      expect(list.data.map((entry) => entry.product.id)).toEqual([P.outOfStock]);
      expect(list.meta.pagination?.total_rows).toBe(1);
      expect((await client.wishlist.count()).data.count).toBe(1);
      // An inactive product cannot be added either.
      expect(await apiRefusal(client.wishlist.toggle(P.hmi))).toEqual({
        status: 404,
        message: 'Product not found',
      });
    } finally {
      await server.ctx.db.update(products).set({ isActive: true }).where(eq(products.id, P.hmi));
      await server.ctx.catalog.reload([P.hmi]);
    }
  });

  it('refuses an unknown product, a missing product and a missing token', async () => {
    const { client, token } = await server.signUpAndIn();
    expect(await apiRefusal(client.wishlist.toggle('prd_nope'))).toEqual({
      status: 404,
      message: 'Product not found',
    });
    expect(await apiRefusal(client.wishlist.toggle('  '))).toEqual({
      status: 400,
      message: 'product: Too small: expected string to have >=1 characters',
    });
    const check = await fetch(`${server.api}/wishlist/check`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.status).toBe(400);
    expect(await check.json()).toEqual({
      meta: { status: false, message: 'product is required' },
      data: null,
    });
    for (const call of [
      server.client.wishlist.toggle(P.relay),
      server.client.wishlist.check(P.relay),
      server.client.wishlist.count(),
      server.client.wishlist.list(),
    ]) {
      expect(await apiRefusal(call)).toEqual({ status: 401, message: 'Please login to continue' });
    }
  });

  it('serialises concurrent toggles: answers alternate and the final state matches the last', async () => {
    const { client } = await server.signUpAndIn();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.wishlist.toggle(P.sensor)),
    );
    const states = answers.map((answer) => answer.data.isInWishlist);
    expect(states.filter(Boolean)).toHaveLength(3);
    expect(states.filter((state) => !state)).toHaveLength(2);
    expect((await client.wishlist.check(P.sensor)).data.isInWishlist).toBe(true);
    expect((await client.wishlist.count()).data.count).toBe(1);

    // A double click: two toggles at once end where they started, with no error.
    const pair = await Promise.all([
      client.wishlist.toggle(P.sensor),
      client.wishlist.toggle(P.sensor),
    ]);
    expect(pair.map((answer) => answer.data.isInWishlist).sort()).toEqual([false, true]);
    expect((await client.wishlist.check(P.sensor)).data.isInWishlist).toBe(true);
  });
});
