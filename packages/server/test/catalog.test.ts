import type { ProductListParams } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, relatedProducts, solutions } from '../src/db/schema';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const INACTIVE = 'prd_inactive';

/** Every active fixture product in name order (Name A-Z). */
const BY_NAME = [P.sensor, P.relay, P.outOfStock, P.hmi, P.lastUnit, P.plc, P.onRequest];

const refusal = (status: number, message: string) => ({
  status,
  body: { meta: { status: false, message }, data: null },
});

describe.each(DATABASES)('catalogue on %s', (kind) => {
  let server: TestServer;

  const ids = async (params?: ProductListParams) =>
    (await server.client.catalog.products(params)).data.map((p) => p.id);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.ctx;
    // Real review averages for the rating sort and filter; an inactive product that must
    // never show; an inactive solution; a related link to the inactive product.
    await db.update(products).set({ rating: 4.5, reviewCount: 10 }).where(eq(products.id, P.relay));
    await db.update(products).set({ rating: 4.8, reviewCount: 3 }).where(eq(products.id, P.sensor));
    await db.update(products).set({ rating: 4.5, reviewCount: 20 }).where(eq(products.id, P.hmi));
    await db.insert(products).values({
      id: INACTIVE,
      name: 'Omron Discontinued Relay',
      modelNumber: 'G2R-OLD',
      sellingPrice: 50000,
      stockQuantity: 10,
      hsnCode: '85364900',
      brandId: 'brd_omron',
      categoryId: 'cat_relays',
      subcategoryId: 'sub_safety_relays',
      badges: ['Bestseller'],
      soldCount: 500,
      dealOfTheDay: true,
      isActive: false,
    });
    await db
      .insert(relatedProducts)
      .values({ productId: P.relay, relatedId: INACTIVE, sortOrder: 3 });
    await db
      .insert(solutions)
      .values({ id: 'sol_legacy', title: 'Legacy Retrofits', isActive: false });
    await server.ctx.catalog.reload();
  });
  afterAll(() => server.close());

  describe('product listing', () => {
    it('lists active products by name, 20 a page, with the pagination meta', async () => {
      const answer = await server.client.catalog.products();
      expect(answer.data.map((p) => p.id)).toEqual(BY_NAME);
      expect(answer.meta).toEqual({
        status: true,
        message: 'Products fetched successfully',
        pagination: { per_page: 20, page_no: 1, total_rows: 7, total_pages: 1 },
      });
    });

    it('sorts by each of the six orders', async () => {
      expect(await ids({ sort_by: 'name_asc' })).toEqual(BY_NAME);
      expect(await ids({ sort_by: 'name_desc' })).toEqual([...BY_NAME].reverse());
      // 'Price on Request' has no price: after the priced products in both directions.
      expect(await ids({ sort_by: 'price_asc' })).toEqual([
        P.sensor,
        P.relay,
        P.outOfStock,
        P.lastUnit,
        P.hmi,
        P.plc,
        P.onRequest,
      ]);
      expect(await ids({ sort_by: 'price_desc' })).toEqual([
        P.plc,
        P.hmi,
        P.lastUnit,
        P.outOfStock,
        P.relay,
        P.sensor,
        P.onRequest,
      ]);
      // Highest average first; equal averages: more reviews first; unrated last, by name.
      expect(await ids({ sort_by: 'rating' })).toEqual([
        P.sensor,
        P.hmi,
        P.relay,
        P.outOfStock,
        P.lastUnit,
        P.plc,
        P.onRequest,
      ]);
      expect(await ids({ sort_by: 'newest' })).toEqual([
        P.lastUnit,
        P.plc,
        P.onRequest,
        P.hmi,
        P.sensor,
        P.relay,
        P.outOfStock,
      ]);
    });

    it('pages with per_page and page_no, at most 100 a page', async () => {
      const page2 = await server.client.catalog.products({ per_page: 3, page_no: 2 });
      expect(page2.data.map((p) => p.id)).toEqual([P.hmi, P.lastUnit, P.plc]);
      expect(page2.meta.pagination).toEqual({
        per_page: 3,
        page_no: 2,
        total_rows: 7,
        total_pages: 3,
      });
      expect(await ids({ per_page: 3, page_no: 3 })).toEqual([P.onRequest]);
      const beyond = await server.client.catalog.products({ per_page: 3, page_no: 4 });
      expect(beyond.data).toEqual([]);
      expect(beyond.meta.pagination?.total_rows).toBe(7);
      const all = await server.client.catalog.products({ per_page: 100, sort_by: 'price_desc' });
      expect(all.data).toHaveLength(7);
      expect(all.meta.pagination).toEqual({
        per_page: 100,
        page_no: 1,
        total_rows: 7,
        total_pages: 1,
      });
      await expect(server.client.catalog.products({ per_page: -1 })).rejects.toMatchObject(
        refusal(400, 'per_page must be between 1 and 100'),
      );
    });

    it('filters by category, subcategory and sub-subcategory names, case-insensitively', async () => {
      expect(await ids({ category: 'Sensors' })).toEqual([P.sensor, P.outOfStock]);
      expect(await ids({ category: 'sensors' })).toEqual([P.sensor, P.outOfStock]);
      expect(await ids({ subcategory: 'Safety Relays' })).toEqual([P.relay, P.lastUnit]);
      expect(await ids({ subsubcategory: 'INDUCTIVE' })).toEqual([P.sensor]);
      expect(await ids({ category: 'Relays', subcategory: 'Proximity Sensors' })).toEqual([]);
      expect(await ids({ category: 'Robots' })).toEqual([]);
    });

    it('filters by brand title, solution title and badges (any of them)', async () => {
      expect(await ids({ brand: 'Omron' })).toEqual([P.sensor, P.relay, P.outOfStock]);
      expect(await ids({ brand: 'schneider electric' })).toEqual([P.hmi, P.lastUnit]);
      expect(await ids({ solution: 'Packaging Automation' })).toEqual([P.sensor]);
      expect(await ids({ badges: 'Bestseller' })).toEqual([P.relay]);
      expect(await ids({ badges: ['Bestseller', 'New Arrival'] })).toEqual([P.relay, P.plc]);
      expect(await ids({ badges: ['Clearance'] })).toEqual([]);
    });

    it('filters in stock, by minimum rating and by type', async () => {
      expect(await ids({ in_stock: true })).toEqual([P.sensor, P.relay, P.hmi, P.lastUnit, P.plc]);
      expect(await ids({ min_rating: 4.6 })).toEqual([P.sensor]);
      expect(await ids({ min_rating: 4.5, sort_by: 'rating' })).toEqual([P.sensor, P.hmi, P.relay]);
      expect(await ids({ type: 'product' })).toEqual(BY_NAME);
      expect(await ids({ type: 'solution' })).toEqual(BY_NAME);
      expect(await ids({ type: 'kit' })).toEqual([]);
    });

    it('filters by a price range in rupees, both ends included', async () => {
      expect(await ids({ price_range: [1450.5, 3200], sort_by: 'price_asc' })).toEqual([
        P.sensor,
        P.relay,
        P.outOfStock,
      ]);
      expect(await ids({ price_range: [1450.51, 3199.99] })).toEqual([P.relay]);
      expect(await ids({ price_range: [0, 0] })).toEqual([P.onRequest]);
      // Given high to low, read low to high.
      expect(await ids({ price_range: [3200, 1450.5], sort_by: 'price_asc' })).toEqual([
        P.sensor,
        P.relay,
        P.outOfStock,
      ]);
    });

    it('combines filters, search and sort', async () => {
      expect(await ids({ brand: 'Omron', in_stock: true, sort_by: 'price_desc' })).toEqual([
        P.relay,
        P.sensor,
      ]);
      expect(await ids({ search: 'omron' })).toEqual([P.sensor, P.relay, P.outOfStock]);
      expect(await ids({ search: 'safety', sort_by: 'newest' })).toEqual([P.lastUnit, P.relay]);
      expect(await ids({ search: 'siemens', price_range: [1, 1_000_000] })).toEqual([P.plc]);
      const answer = await server.client.catalog.products({ search: 'sensor', per_page: 1 });
      expect(answer.data.map((p) => p.id)).toEqual([P.sensor]);
      expect(answer.meta.pagination).toEqual({
        per_page: 1,
        page_no: 1,
        total_rows: 2,
        total_pages: 2,
      });
    });

    it('ranks a search by relevance unless sorted, with facet counts of the results', async () => {
      const answer = await fetch(`${server.api}/products/web/list/?search=omron`);
      const body = (await answer.json()) as {
        data: { id: string }[];
        meta: { pagination: { total_rows: number } };
        facets: unknown;
      };
      // In stock first, then units sold: the sensor (55 sold), the relay (30), the one out of stock.
      expect(body.data.map((p) => p.id)).toEqual([P.sensor, P.relay, P.outOfStock]);
      expect(body.facets).toEqual({
        brand: [{ value: 'Omron', count: 3 }],
        category: [
          { value: 'Sensors', count: 2 },
          { value: 'Relays', count: 1 },
        ],
        in_stock: { in_stock: 2, out_of_stock: 1 },
        price: [{ min: 1000, max: 4999.99, count: 3 }],
      });
      // A sort asked for wins over relevance.
      expect(await ids({ search: 'omron', sort_by: 'name_desc' })).toEqual([
        P.outOfStock,
        P.relay,
        P.sensor,
      ]);
      // Facets count what the filters leave.
      const stocked = await fetch(`${server.api}/products/web/list/?search=omron&in_stock=true`);
      expect(((await stocked.json()) as { facets: { in_stock: unknown } }).facets.in_stock).toEqual(
        { in_stock: 2, out_of_stock: 0 },
      );
      // Listings without a search answer no facets.
      const plain = await fetch(`${server.api}/products/web/list/?brand=Omron`);
      expect(await plain.json()).not.toHaveProperty('facets');
    });

    it('refuses malformed parameters with 400 and a message naming them', async () => {
      const list = (params: Record<string, unknown>) =>
        server.client.catalog.products(params as ProductListParams);
      await expect(list({ sort_by: 'cheapest' })).rejects.toMatchObject(
        refusal(
          400,
          'sort_by must be one of name_asc, name_desc, price_asc, price_desc, rating, newest, relevance',
        ),
      );
      await expect(list({ price_range: 'cheap' })).rejects.toMatchObject(
        refusal(400, "price_range must be 'min,max' in rupees, e.g. 0,5000"),
      );
      await expect(list({ price_range: '100' })).rejects.toMatchObject(
        refusal(400, "price_range must be 'min,max' in rupees, e.g. 0,5000"),
      );
      await expect(list({ page_no: 0 })).rejects.toMatchObject(
        refusal(400, 'page_no must be between 1 and 100000'),
      );
      await expect(list({ per_page: 'many' })).rejects.toMatchObject(
        refusal(400, 'per_page must be between 1 and 100'),
      );
      await expect(list({ in_stock: 'maybe' })).rejects.toMatchObject(
        refusal(400, 'in_stock must be true or false'),
      );
      await expect(list({ min_rating: 6 })).rejects.toMatchObject(
        refusal(400, 'min_rating must be a number from 0 to 5'),
      );
      await expect(list({ search: 'a b c d e f g h i j k l m' })).rejects.toMatchObject(
        refusal(400, 'search must have at most 12 words'),
      );
      const repeated = await fetch(`${server.api}/products/web/list/?brand=Omron&brand=Siemens`);
      expect(repeated.status).toBe(400);
      expect(await repeated.json()).toEqual({
        meta: { status: false, message: 'brand must be given once' },
        data: null,
      });
    });

    it('lets shared caches keep public catalogue answers for a minute', async () => {
      const response = await fetch(`${server.api}/products/web/list/?brand=Omron`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    });
  });

  describe('products', () => {
    it('gets a product as the wire JSON, prices in rupees', async () => {
      const { data } = await server.client.catalog.product(P.sensor);
      expect(data).toMatchObject({
        id: P.sensor,
        _id: P.sensor,
        product_name: 'Omron E2E Inductive Proximity Sensor M18',
        model_number: 'E2E-X5ME1',
        product_selling_price: 1450.5,
        product_listing_price: 1600,
        is_stock_available: true,
        is_active: true,
        stock_quantity: 200,
        hsn_code: '85365090',
        brand_id: { _id: 'brd_omron', title: 'Omron' },
        product_category_id: { _id: 'cat_sensors', product_category_name: 'Sensors' },
        product_sub_category_id: {
          _id: 'sub_proximity',
          product_sub_category_name: 'Proximity Sensors',
        },
        product_sub_sub_category_id: {
          _id: 'ss_inductive',
          product_sub_sub_category_name: 'Inductive',
        },
        solutions: ['Packaging Automation'],
        rating: 4.8,
        review_count: 3,
      });
    });

    it('answers 404 for an unknown or inactive product', async () => {
      await expect(server.client.catalog.product('prd_nope')).rejects.toMatchObject(
        refusal(404, 'Product not found'),
      );
      await expect(server.client.catalog.product(INACTIVE)).rejects.toMatchObject(
        refusal(404, 'Product not found'),
      );
    });

    it('never lists, finds or counts an inactive product', async () => {
      expect(await ids({ brand: 'Omron', per_page: 100 })).not.toContain(INACTIVE);
      expect((await server.client.catalog.search({ search: 'discontinued' })).total).toBe(0);
      const bestIds = (await server.client.catalog.bestSelling()).data.map((p) => p.id);
      expect(bestIds).not.toContain(INACTIVE);
      const dealIds = (await server.client.catalog.dealsOfTheDay()).data.map((p) => p.id);
      expect(dealIds).toEqual([P.plc]);
    });

    it('lists the related products that exist and are active, in their order', async () => {
      const related = await server.client.catalog.relatedProducts(P.relay);
      expect(related.success).toBe(true);
      expect(related.data.map((p) => p.id)).toEqual([P.lastUnit, P.sensor]);
      expect((await server.client.catalog.relatedProducts(P.plc)).data).toEqual([]);
      expect(await server.client.catalog.relatedProducts('prd_nope')).toEqual({
        success: false,
        data: [],
      });
      const response = await fetch(`${server.api}/products/get-related-products/prd_nope`);
      expect(response.status).toBe(404);
    });

    it('ranks best sellers by units sold, with pages', async () => {
      const best = await server.client.catalog.bestSelling();
      expect(best.data.map((p) => p.id)).toEqual([P.sensor, P.relay, P.plc, P.hmi]);
      expect(best.meta.pagination).toEqual({
        per_page: 9,
        page_no: 1,
        total_rows: 4,
        total_pages: 1,
      });
      const page2 = await server.client.catalog.bestSelling({
        page_no: 2,
        limit: 2,
        time_period: 'week',
      });
      expect(page2.data.map((p) => p.id)).toEqual([P.plc, P.hmi]);
      expect(page2.meta.pagination).toEqual({
        per_page: 2,
        page_no: 2,
        total_rows: 4,
        total_pages: 2,
      });
      await expect(
        server.client.catalog.bestSelling({ time_period: 'decade' as 'year' }),
      ).rejects.toMatchObject(refusal(400, 'time_period must be week, month or year'));
    });

    it('lists the deals of the day', async () => {
      const deals = await server.client.catalog.dealsOfTheDay();
      expect(deals.data.map((p) => [p.id, p.product_selling_price])).toEqual([[P.plc, 24500]]);
    });

    it('follows stock and rating changes after reload(ids)', async () => {
      const { db, catalog } = server.ctx;
      await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, P.relay));
      await db.update(products).set({ rating: 5, reviewCount: 1 }).where(eq(products.id, P.plc));
      await catalog.reload([P.relay, P.plc]);
      try {
        expect(await ids({ in_stock: true })).toEqual([P.sensor, P.hmi, P.lastUnit, P.plc]);
        expect(await ids({ min_rating: 4.6, sort_by: 'rating' })).toEqual([P.plc, P.sensor]);
        expect((await server.client.catalog.product(P.relay)).data.is_stock_available).toBe(false);
      } finally {
        await db.update(products).set({ stockQuantity: 40 }).where(eq(products.id, P.relay));
        await db
          .update(products)
          .set({ rating: null, reviewCount: 0 })
          .where(eq(products.id, P.plc));
        await catalog.reload([P.relay, P.plc]);
      }
      expect(await ids({ in_stock: true })).toHaveLength(5);
    });
  });

  describe('search autocomplete', () => {
    const search = (text: string, limit?: number) =>
      server.client.catalog.search({ search: text, limit });
    const summary = async (text: string, limit?: number) => {
      const { suggestions, total } = await search(text, limit);
      return { total, hits: suggestions.map((s) => [s.id, s.relevance_score]) };
    };

    it('answers suggestions with the product fields and the number of matches', async () => {
      const { suggestions, total } = await search('e2e');
      expect(total).toBe(1);
      expect(suggestions).toEqual([
        {
          id: P.sensor,
          name: 'Omron E2E Inductive Proximity Sensor M18',
          description: 'Industrial grade',
          image: null,
          brand: 'Omron',
          category: 'Sensors',
          subcategory: 'Proximity Sensors',
          sub_sub_category: 'Inductive',
          model_number: 'E2E-X5ME1',
          hsn_code: '85365090',
          price: 1450.5,
          is_stock_available: true,
          // 'e2e' starts the model number E2E-X5ME1 (3 of its 9 characters).
          relevance_score: 89,
        },
      ]);
    });

    it('ranks the whole part number, then its start, then name words; in stock and sales break ties', async () => {
      // The whole model number, however typed: 100. Its start: 86-95 by how much is typed.
      expect(await summary('6ES7214-1AG40-0XB0')).toEqual({ total: 1, hits: [[P.plc, 100]] });
      expect(await summary('6es7 214 1ag40 0xb0')).toEqual({ total: 1, hits: [[P.plc, 100]] });
      expect(await summary('6ES7214')).toEqual({ total: 1, hits: [[P.plc, 89]] });
      // Words of the name or the model: 85, less 2 when none names what the product is
      // (the name's last word before a comma), less 2 for a word typed in part.
      expect(await summary('S7-1200')).toEqual({ total: 1, hits: [[P.plc, 83]] });
      expect(await summary('1ag40')).toEqual({ total: 1, hits: [[P.plc, 83]] });
      // Both words in the name, 'relay' naming what it is: 85. The safety module is in the
      // Safety Relays category: one word of two in its name, 'relays' typed in part: 42.
      expect(await summary('safety relay')).toEqual({
        total: 2,
        hits: [
          [P.relay, 85],
          [P.lastUnit, 42],
        ],
      });
      // Equal scores: in stock first, then units sold (sensor 55, relay 30, then out of stock).
      expect(await summary('omron')).toEqual({
        total: 3,
        hits: [
          [P.sensor, 83],
          [P.relay, 83],
          [P.outOfStock, 83],
        ],
      });
      expect(await summary('safety')).toEqual({
        total: 2,
        hits: [
          [P.relay, 83],
          [P.lastUnit, 83],
        ],
      });
      // A word only in the brand, a category or the specifications: 35-59.
      expect(await summary('electric')).toEqual({
        total: 2,
        hits: [
          [P.hmi, 35],
          [P.lastUnit, 35],
        ],
      });
    });

    it('forgives typos in words of 5 letters or more, never in part numbers', async () => {
      expect(await summary('omorn')).toEqual({
        total: 3,
        hits: [
          [P.sensor, 76],
          [P.relay, 76],
          [P.outOfStock, 76],
        ],
      });
      expect(await summary('saftey relay')).toEqual({
        total: 2,
        hits: [
          [P.relay, 78],
          [P.lastUnit, 37],
        ],
      });
      expect(await summary('6ES7215')).toEqual({ total: 0, hits: [] });
      expect(await summary('e3z-d62')).toEqual({ total: 0, hits: [] });
    });

    it('needs every word', async () => {
      expect(await summary('siemens s7')).toEqual({ total: 1, hits: [[P.plc, 83]] });
      expect(await summary('Omron sensor')).toEqual({
        total: 2,
        hits: [
          [P.sensor, 83],
          [P.outOfStock, 83],
        ],
      });
      expect(await summary('omron plc')).toEqual({ total: 0, hits: [] });
    });

    it('limits the suggestions (8 by default, at most 20) but counts every match', async () => {
      expect(await summary('om', 2)).toEqual({
        total: 3,
        hits: [
          [P.sensor, 81],
          [P.relay, 81],
        ],
      });
      expect((await search('s', 50)).total).toBe(0);
      const many = await fetch(`${server.api}/products/search-autocomplete?search=s7&limit=500`);
      expect(many.status).toBe(200);
      await expect(search('omron', 0)).rejects.toMatchObject(
        refusal(400, 'limit must be a positive integer'),
      );
    });

    it('answers nothing below 2 characters after trimming', async () => {
      expect(await search('  o  ')).toEqual({ suggestions: [], total: 0 });
      expect(await search('zzzz')).toEqual({ suggestions: [], total: 0 });
    });
  });

  describe('categories, brands, badges, solutions, menu', () => {
    it('lists categories in their order with active product counts', async () => {
      const answer = await server.client.catalog.categories({ type: 'product' });
      expect(answer.data.map((c) => [c.id, c.product_category_name, c.product_count])).toEqual([
        ['cat_sensors', 'Sensors', 2],
        ['cat_relays', 'Relays', 2],
        ['cat_plc', 'PLC', 2],
        ['cat_hmi', 'HMI', 1],
      ]);
      expect(answer.data[0]).toMatchObject({
        product_category_description: 'Proximity, photoelectric and more',
      });
      expect(answer.meta.pagination).toEqual({
        per_page: -1,
        page_no: 1,
        total_rows: 4,
        total_pages: 1,
      });
      const page2 = await server.client.catalog.categories({ per_page: 3, page_no: 2 });
      expect(page2.data.map((c) => c.id)).toEqual(['cat_hmi']);
      expect(page2.meta.pagination).toEqual({
        per_page: 3,
        page_no: 2,
        total_rows: 4,
        total_pages: 2,
      });
    });

    it('gets one category, 404 for an unknown one', async () => {
      const { data } = await server.client.catalog.category('cat_plc');
      expect(data).toMatchObject({ id: 'cat_plc', product_category_name: 'PLC', product_count: 2 });
      await expect(server.client.catalog.category('cat_robots')).rejects.toMatchObject(
        refusal(404, 'Category not found'),
      );
    });

    it('lists subcategories and sub-subcategories, optionally of one parent', async () => {
      const subs = await server.client.catalog.subcategories();
      expect(subs.data.map((s) => s.product_sub_category_name)).toEqual([
        'Compact PLC',
        'Proximity Sensors',
        'Safety Relays',
      ]);
      const relays = await server.client.catalog.subcategories({
        product_category_id: 'cat_relays',
      });
      expect(relays.data).toEqual([
        {
          id: 'sub_safety_relays',
          _id: 'sub_safety_relays',
          product_sub_category_name: 'Safety Relays',
          product_category_id: { _id: 'cat_relays', product_category_name: 'Relays' },
        },
      ]);
      const leaves = await server.client.catalog.subSubcategories({
        product_sub_category_id: 'sub_proximity',
      });
      expect(leaves.data).toEqual([
        {
          id: 'ss_inductive',
          _id: 'ss_inductive',
          product_sub_sub_category_name: 'Inductive',
          product_sub_category_id: {
            _id: 'sub_proximity',
            product_sub_category_name: 'Proximity Sensors',
          },
        },
      ]);
      const none = await server.client.catalog.subSubcategories({
        product_sub_category_id: 'sub_compact_plc',
      });
      expect(none.data).toEqual([]);
    });

    it('answers the header menu tree', async () => {
      const { data } = await server.client.catalog.menu();
      expect(data).toEqual([
        {
          _id: 'cat_sensors',
          name: 'Sensors',
          subcategories: [
            {
              _id: 'sub_proximity',
              name: 'Proximity Sensors',
              subsubcategories: [{ _id: 'ss_inductive', name: 'Inductive' }],
            },
          ],
        },
        {
          _id: 'cat_relays',
          name: 'Relays',
          subcategories: [
            { _id: 'sub_safety_relays', name: 'Safety Relays', subsubcategories: [] },
          ],
        },
        {
          _id: 'cat_plc',
          name: 'PLC',
          subcategories: [{ _id: 'sub_compact_plc', name: 'Compact PLC', subsubcategories: [] }],
        },
        { _id: 'cat_hmi', name: 'HMI', subcategories: [] },
      ]);
    });

    it('lists brands by title with product counts, 8 or all', async () => {
      const all = await server.client.catalog.brands({ per_page: -1 });
      expect(all.data.map((b) => [b.id, b.title, b.logo, b.product_count])).toEqual([
        ['brd_omron', 'Omron', '/media/brands/brd_omron.svg', 3],
        ['brd_schneider', 'Schneider Electric', '/media/brands/brd_schneider.svg', 2],
        ['brd_siemens', 'Siemens', '/media/brands/brd_siemens.svg', 2],
      ]);
      const two = await server.client.catalog.brands({ per_page: 2 });
      expect(two.data.map((b) => b.title)).toEqual(['Omron', 'Schneider Electric']);
      expect(two.meta.pagination).toEqual({
        per_page: 2,
        page_no: 1,
        total_rows: 3,
        total_pages: 2,
      });
    });

    it('lists badges and solutions; /solution/active only the active ones', async () => {
      const badgeList = await server.client.catalog.badges();
      expect(badgeList.data).toEqual([
        {
          id: 'bdg_best',
          _id: 'bdg_best',
          name: 'Bestseller',
          slug: 'bestseller',
          color: '#f59e0b',
        },
        {
          id: 'bdg_new',
          _id: 'bdg_new',
          name: 'New Arrival',
          slug: 'new-arrival',
          color: '#10b981',
        },
      ]);
      const all = await server.client.catalog.solutions();
      expect(all.data.map((s) => [s.id, s.title, s.is_active])).toEqual([
        ['sol_legacy', 'Legacy Retrofits', false],
        ['sol_packaging', 'Packaging Automation', true],
      ]);
      const active = await server.client.catalog.activeSolutions();
      expect(active.data.map((s) => s.title)).toEqual(['Packaging Automation']);
    });
  });
});
