import type { ProductListParams } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;

/** Priced fixture products, cheapest first (₹1,450.50 … ₹24,500). */
const PRICED_LOW_TO_HIGH = [P.sensor, P.relay, P.outOfStock, P.lastUnit, P.hmi, P.plc];

/**
 * Products on request named to sort first by name ('Allen …', 'Baumer …'), so a price order
 * that fell back to the name would put them first; and one with a negative price, which is
 * on request too (a price of 0 or less, spec).
 */
const ON_REQUEST = [
  { id: 'prd_por_allen', name: 'Allen-Bradley Custom Drive Panel', sellingPrice: 0 },
  { id: 'prd_por_baumer', name: 'Baumer Custom Encoder', sellingPrice: 0 },
  { id: 'prd_por_abb', name: 'ABB Custom Motor Control Centre', sellingPrice: -100 },
];
/** Every product on request, in name order (their tie-break in both price orders). */
const ON_REQUEST_BY_NAME = ['prd_por_abb', 'prd_por_allen', 'prd_por_baumer', P.onRequest];

describe.each(DATABASES)("'Price on Request' in the price sorts on %s", (kind) => {
  let server: TestServer;

  const ids = async (params: ProductListParams) =>
    (await server.client.catalog.products(params)).data.map((p) => p.id);

  /** Every page of a listing, `perPage` at a time, joined, with the total each page said. */
  async function allPages(params: ProductListParams, perPage: number) {
    const seen: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; page <= 20; page++) {
      const answer = await server.client.catalog.products({
        ...params,
        per_page: perPage,
        page_no: page,
      });
      totals.add(answer.meta.pagination?.total_rows ?? -1);
      if (answer.data.length === 0) break;
      seen.push(...answer.data.map((p) => p.id));
    }
    return { seen, totals: [...totals] };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.ctx.db.insert(products).values(
      ON_REQUEST.map((p) => ({
        ...p,
        modelNumber: 'CUSTOM',
        listingPrice: null,
        stockQuantity: 5,
        hsnCode: '85371000',
        brandId: 'brd_siemens',
        categoryId: 'cat_plc',
        description: 'Built to order',
      })),
    );
    await server.ctx.catalog.reload();
  });
  afterAll(() => server.close());

  it('Price Low to High starts with the cheapest priced product and ends with those on request', async () => {
    expect(await ids({ sort_by: 'price_asc' })).toEqual([
      ...PRICED_LOW_TO_HIGH,
      ...ON_REQUEST_BY_NAME,
    ]);
  });

  it('Price High to Low starts with the dearest and also ends with those on request', async () => {
    expect(await ids({ sort_by: 'price_desc' })).toEqual([
      ...[...PRICED_LOW_TO_HIGH].reverse(),
      ...ON_REQUEST_BY_NAME,
    ]);
  });

  it('pages through the same order: no product twice or missing where the priced ones end', async () => {
    for (const sort_by of ['price_asc', 'price_desc'] as const) {
      const whole = await ids({ sort_by, per_page: 100 });
      const paged = await allPages({ sort_by }, 3);
      expect(paged.seen).toEqual(whole);
      expect(paged.totals).toEqual([10]);
    }
    // Page 2 of 3 a page runs from the dearest priced products into those on request.
    expect(await ids({ sort_by: 'price_asc', per_page: 4, page_no: 2 })).toEqual([
      P.hmi,
      P.plc,
      'prd_por_abb',
      'prd_por_allen',
    ]);
  });

  it('keeps the order under a search and the other filters (the /search page lists this way)', async () => {
    expect(await ids({ search: 'siemens', sort_by: 'price_asc' })).toEqual([
      P.plc,
      'prd_por_abb',
      'prd_por_allen',
      'prd_por_baumer',
      P.onRequest,
    ]);
    expect(await ids({ search: 'custom', sort_by: 'price_desc' })).toEqual(ON_REQUEST_BY_NAME);
    expect(await ids({ category: 'PLC', sort_by: 'price_desc', per_page: 2, page_no: 1 })).toEqual([
      P.plc,
      'prd_por_abb',
    ]);
  });

  it('a price range from 0 still includes the products on request, one above 0 does not', async () => {
    expect(await ids({ price_range: [0, 2000], sort_by: 'price_asc' })).toEqual([
      P.sensor,
      P.relay,
      ...ON_REQUEST_BY_NAME,
    ]);
    expect(await ids({ price_range: [0, 2000], sort_by: 'price_desc' })).toEqual([
      P.relay,
      P.sensor,
      ...ON_REQUEST_BY_NAME,
    ]);
    expect(await ids({ price_range: [0, 0], sort_by: 'price_asc' })).toEqual(ON_REQUEST_BY_NAME);
    expect(await ids({ price_range: [1, 2000], sort_by: 'price_desc' })).toEqual([
      P.relay,
      P.sensor,
    ]);
  });

  it('a price change moves a product into or out of the on-request tail', async () => {
    await server.ctx.db
      .update(products)
      .set({ sellingPrice: 100000 })
      .where(eq(products.id, 'prd_por_baumer'));
    await server.ctx.db.update(products).set({ sellingPrice: 0 }).where(eq(products.id, P.sensor));
    await server.ctx.catalog.reload(['prd_por_baumer', P.sensor]);
    const ascending = await ids({ sort_by: 'price_asc' });
    expect(ascending[0]).toBe('prd_por_baumer');
    expect(ascending.slice(-4)).toEqual(['prd_por_abb', 'prd_por_allen', P.sensor, P.onRequest]);
    const descending = await ids({ sort_by: 'price_desc' });
    expect(descending.slice(-5)).toEqual([
      'prd_por_baumer',
      'prd_por_abb',
      'prd_por_allen',
      P.sensor,
      P.onRequest,
    ]);
  });
});
