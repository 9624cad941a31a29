import { randomBytes } from 'node:crypto';
import {
  computeTotals,
  findGstState,
  isGstin,
  isGstinChecksumValid,
  orderListResponseSchema,
  percentOff,
  productSchema,
  validateAddress,
} from '@storefront-kit/core';
import { and, asc, count, eq, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import * as schema from '../src/db/schema';
import { SEED_BADGES } from '../src/seed/badges';
import { DEMO_CUSTOMER, seedIfEmpty } from '../src/seed/seedDatabase';
import { verifyPassword } from '../src/services/passwords';
import { orderPoints, REWARD_RULES } from '../src/services/rewards';
import {
  DATABASES,
  type DatabaseKind,
  startTestServer,
  type TestServer,
} from './helpers/testServer';

const SCRYPT_N = 1024;

/** A fresh, empty database of the kind (PGlite in memory, or its own PostgreSQL schema). */
function openFresh(kind: DatabaseKind): Promise<DatabaseHandle> {
  return kind === 'postgres'
    ? openDatabase({
        url: process.env.DATABASE_URL,
        pgSchema: `seed_${randomBytes(6).toString('hex')}`,
        dropSchemaOnClose: true,
      })
    : openDatabase({ dataDir: 'memory' });
}

/** Every catalogue table, ordered by key, as plain rows: what "the same catalogue" means. */
async function catalogueOf(db: DatabaseHandle['db']) {
  const s = schema;
  return {
    categories: await db.select().from(s.categories).orderBy(asc(s.categories.id)),
    subcategories: await db.select().from(s.subcategories).orderBy(asc(s.subcategories.id)),
    subSubcategories: await db
      .select()
      .from(s.subSubcategories)
      .orderBy(asc(s.subSubcategories.id)),
    brands: await db.select().from(s.brands).orderBy(asc(s.brands.id)),
    badges: await db.select().from(s.badges).orderBy(asc(s.badges.id)),
    solutions: await db.select().from(s.solutions).orderBy(asc(s.solutions.id)),
    products: await db.select().from(s.products).orderBy(asc(s.products.id)),
    related: await db
      .select()
      .from(s.relatedProducts)
      .orderBy(asc(s.relatedProducts.productId), asc(s.relatedProducts.relatedId)),
    banners: await db.select().from(s.banners).orderBy(asc(s.banners.id)),
    testimonials: await db.select().from(s.testimonials).orderBy(asc(s.testimonials.id)),
    content: await db.select().from(s.contentItems).orderBy(asc(s.contentItems.id)),
    coupons: await db.select().from(s.coupons).orderBy(asc(s.coupons.code)),
    orders: await db.select().from(s.orders).orderBy(asc(s.orders.id)),
    orderItems: await db.select().from(s.orderItems).orderBy(asc(s.orderItems.id)),
    reviews: await db.select().from(s.reviews).orderBy(asc(s.reviews.id)),
  };
}

describe.each(DATABASES)('seed catalogue on %s', (kind) => {
  let server: TestServer;
  let db: DatabaseHandle['db'];

  beforeAll(async () => {
    server = await startTestServer(kind, { fixtures: false });
    db = server.ctx.db;
    const result = await seedIfEmpty(db, { products: 1000, scryptN: SCRYPT_N });
    expect(result.seeded).toBe(true);
    await server.ctx.catalog.reload();
  });
  afterAll(() => server.close());

  it('has the categories, the tree below them, the brands and the content the issue asks for', async () => {
    const categories = await db.select().from(schema.categories);
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Sensors',
        'Switches',
        'Relays',
        'PLC',
        'HMI',
        'Servo Drives',
        'Safety Components',
        'Pneumatics',
        'Power Supplies',
        'Cables & Connectors',
      ]),
    );
    const subs = await db.select().from(schema.subcategories);
    const subSubs = await db.select().from(schema.subSubcategories);
    for (const category of categories) {
      const own = subs.filter((s) => s.categoryId === category.id);
      expect(own.length, category.name).toBeGreaterThanOrEqual(2);
      expect(
        subSubs.some((ss) => own.some((s) => s.id === ss.subcategoryId)),
        category.name,
      ).toBe(true);
      expect(category.image).toBe(`/media/categories/${category.id}.svg`);
    }
    const brands = (await db.select().from(schema.brands)).map((b) => b.title);
    expect(brands.length).toBeGreaterThanOrEqual(20);
    expect(brands).toEqual(
      expect.arrayContaining([
        'Omron',
        'Siemens',
        'Schneider Electric',
        'ABB',
        'Mitsubishi Electric',
        'Allen-Bradley',
        'Delta',
        'Festo',
        'SMC',
        'Pepperl+Fuchs',
        'Sick',
        'Autonics',
        'Phoenix Contact',
        'Weidmuller',
        'Honeywell',
        'Panasonic',
        'Keyence',
        'IFM',
        'Danfoss',
        'Yaskawa',
        'Fuji Electric',
        'L&T',
      ]),
    );
    const banners = await db.select().from(schema.banners);
    const home = banners.filter((b) => b.placement === 'home');
    expect(home.length).toBeGreaterThanOrEqual(4);
    expect(banners.filter((b) => b.placement === 'dashboard').length).toBeGreaterThanOrEqual(3);
    for (const banner of home) {
      expect(banner.background).toMatch(/^bg-gradient-to-r from-[a-z]+-\d+ /);
      expect(banner.badge).toBeTruthy();
      expect(banner.buttonText).toBeTruthy();
      expect(banner.buttonLink).toMatch(/^\//);
      expect(banner.image).toBe(`/media/banners/${banner.id}.svg`);
    }
    const testimonials = await db.select().from(schema.testimonials);
    expect(testimonials.length).toBeGreaterThanOrEqual(8);
    expect(
      testimonials.every((t) => t.rating >= 1 && t.rating <= 5 && t.testimonial.length > 40),
    ).toBe(true);
    const news = await db
      .select()
      .from(schema.contentItems)
      .where(eq(schema.contentItems.type, 'news'));
    expect(news.length).toBeGreaterThanOrEqual(6);
    expect(new Set(news.map((n) => n.badge))).toEqual(
      new Set([
        'Product Launch',
        'Industry News',
        'How-To Guide',
        'Event Coverage',
        'Sustainability',
        'Maintenance',
      ]),
    );
    expect(
      news.every((n) => n.tags.length >= 2 && /^\d{4}-\d{2}-\d{2}$/.test(n.publishedDate)),
    ).toBe(true);
  });

  it('gives every product a category, brand, HSN code, specifications, datasheet and sane prices', async () => {
    const products = await db.select().from(schema.products);
    expect(products).toHaveLength(1000);
    const leaves = new Map(
      (await db.select().from(schema.subSubcategories)).map((ss) => [ss.id, ss.subcategoryId]),
    );
    const badgeNames = new Set<string>(SEED_BADGES.map((b) => b.name));
    const solutionIds = new Set((await db.select().from(schema.solutions)).map((s) => s.id));
    for (const p of products) {
      expect(p.categoryId).toMatch(/^cat_/);
      expect(p.brandId).toMatch(/^brd_/);
      expect(p.subSubcategoryId && leaves.get(p.subSubcategoryId)).toBe(p.subcategoryId);
      expect(p.hsnCode).toMatch(/^\d{8}$/);
      expect(Number.isInteger(p.sellingPrice) && p.sellingPrice >= 0).toBe(true);
      if (p.listingPrice !== null) {
        expect(Number.isInteger(p.listingPrice)).toBe(true);
        expect(p.listingPrice).toBeGreaterThanOrEqual(p.sellingPrice);
      }
      if (p.discountPercentage !== null) {
        expect(p.discountPercentage).toBe(percentOff(p.listingPrice ?? undefined, p.sellingPrice));
      }
      expect(Number.isInteger(p.stockQuantity) && p.stockQuantity >= 0).toBe(true);
      expect(p.specification.length).toBeGreaterThanOrEqual(6);
      expect(p.specification).toContainEqual({ name: 'Model Number', value: p.modelNumber });
      expect(p.catalog).toEqual([
        { name: `${p.modelNumber} datasheet (PDF)`, value: `/media/datasheets/${p.id}.pdf` },
      ]);
      expect(p.thumbImage).toBe(`/media/products/${p.id}.svg`);
      expect(p.gallery[0]).toBe(p.thumbImage);
      expect(p.longDescription).toMatch(/^<p><strong>/);
      expect(p.longDescription).not.toMatch(/<script|on\w+=|javascript:/i);
      expect(p.badges.every((b) => badgeNames.has(b))).toBe(true);
      expect(p.solutionIds.every((id) => solutionIds.has(id))).toBe(true);
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(Date.parse('2026-11-01T04:30:00Z'));
    }
    const onRequest = products.filter((p) => p.sellingPrice === 0);
    const outOfStock = products.filter((p) => p.stockQuantity === 0);
    const discounted = products.filter((p) => p.discountPercentage !== null);
    const deals = products.filter((p) => p.dealOfTheDay);
    expect(onRequest.length).toBeGreaterThanOrEqual(10);
    expect(outOfStock.length).toBeGreaterThanOrEqual(20);
    expect(discounted.length).toBeGreaterThanOrEqual(200);
    expect(deals.length).toBeGreaterThanOrEqual(5);
    expect(deals.every((p) => p.stockQuantity > 0 && p.sellingPrice > 0)).toBe(true);
    for (const badge of ['Bestseller', 'New Arrival', 'Hot Deal', 'Limited Stock']) {
      expect(
        products.some((p) => p.badges.includes(badge)),
        badge,
      ).toBe(true);
    }
    expect(new Set(products.map((p) => `${p.brandId}|${p.modelNumber}`)).size).toBe(1000);
    expect(new Set(products.map((p) => p.categoryId)).size).toBe(12);
    // The catalogue's wire JSON parses with core's product schema.
    for (const p of products) {
      const wire = server.ctx.catalog.get(p.id)?.wire;
      expect(productSchema.safeParse(wire).success, p.id).toBe(true);
    }
  });

  it('satisfies every foreign key (the seed loads without the per-row checks)', async () => {
    const tables = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));
    let checked = 0;
    for (const table of tables) {
      for (const foreignKey of getTableConfig(table).foreignKeys) {
        const { columns, foreignColumns, foreignTable } = foreignKey.reference();
        const [column] = columns;
        const [target] = foreignColumns;
        if (!column || !target) continue;
        const [orphans] = await db
          .select({ n: count() })
          .from(table)
          .where(
            sql`${column} is not null and not exists (select 1 from ${foreignTable} where ${target} = ${column})`,
          );
        expect(orphans?.n, `${getTableConfig(table).name}.${column.name}`).toBe(0);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('relates products to earlier ones of the same sub-subcategory', async () => {
    const products = new Map(
      (await db.select().from(schema.products)).map((p) => [p.id, p.subSubcategoryId]),
    );
    const related = await db.select().from(schema.relatedProducts);
    expect(related.length).toBeGreaterThan(2500);
    for (const r of related) {
      expect(products.get(r.relatedId)).toBe(products.get(r.productId));
      expect(r.relatedId < r.productId).toBe(true);
    }
  });

  it('keeps ratings and review counts equal to the real reviews, all by buyers', async () => {
    const reviews = await db.select().from(schema.reviews);
    expect(reviews.length).toBeGreaterThanOrEqual(10);
    const byProduct = new Map<string, number[]>();
    for (const r of reviews)
      byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.rating]);
    const products = await db.select().from(schema.products);
    for (const p of products) {
      const ratings = byProduct.get(p.id) ?? [];
      expect(p.reviewCount, p.id).toBe(ratings.length);
      if (ratings.length === 0) expect(p.rating).toBeNull();
      else {
        const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(p.rating, p.id).toBeCloseTo(Math.round(mean * 10) / 10, 5);
      }
      if (p.badges.includes('Top Rated')) {
        expect(ratings.length).toBeGreaterThanOrEqual(3);
        expect(p.rating).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect([...byProduct.values()].some((ratings) => ratings.length >= 2)).toBe(true);
    for (const review of reviews) {
      expect(review.verifiedPurchase).toBe(true);
      const [bought] = await db
        .select({ id: schema.orderItems.id })
        .from(schema.orderItems)
        .innerJoin(schema.orders, eq(schema.orders.id, schema.orderItems.orderId))
        .where(
          and(
            eq(schema.orders.userId, review.userId),
            eq(schema.orderItems.productId, review.productId),
            eq(schema.orders.status, 'paid'),
          ),
        );
      expect(bought, review.id).toBeDefined();
    }
  });

  it('records paid orders with core totals, provider ids, invoices, sold counts and reward points', async () => {
    const orders = await db.select().from(schema.orders);
    const items = await db.select().from(schema.orderItems);
    expect(orders.length).toBeGreaterThanOrEqual(8);
    for (const order of orders) {
      const lines = items.filter((i) => i.orderId === order.id);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.amount).toBe(line.unitPrice * line.quantity);
      const totals = computeTotals(
        lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })),
        { discount: order.discount },
      );
      expect({
        subtotal: order.subtotal,
        taxableValue: order.subtotal - order.discount + order.shipping,
        tax: order.tax,
        shipping: order.shipping,
        discount: order.discount,
        total: order.total,
        totalItems: order.totalItems,
      }).toEqual(totals);
      expect(order.orderId).toMatch(/^order_[0-9A-Za-z]{14}$/);
      expect(order.paymentId).toMatch(/^pay_[0-9A-Za-z]{14}$/);
      expect(order.invoiceNumber).toMatch(/^SK\/20\d\d-\d\d\/\d{6}$/);
      expect(order.status).toBe('paid');
      expect(order.paymentStatus).toBe('paid');
      expect(isGstin(order.billingAddress.gstNumber ?? '')).toBe(true);
      // Addresses the checkout would take, and the place of supply of the shipping state.
      expect(validateAddress(order.shippingAddress)).toEqual({});
      expect(validateAddress(order.billingAddress)).toEqual({});
      expect(findGstState(order.shippingAddress.state)).toEqual({
        name: order.placeOfSupplyState,
        code: order.placeOfSupplyCode,
      });
      expect(lines.reduce((sum, line) => sum + line.discount, 0)).toBe(order.discount);
      expect(isGstinChecksumValid(order.shippingAddress.gstNumber ?? '')).toBe(true);
    }
    expect(new Set(orders.map((o) => o.invoiceNumber)).size).toBe(orders.length);
    // Invoice numbering goes on after the seeded invoices.
    const sequences = await db.select().from(schema.settings);
    for (const order of orders) {
      const [, year, number] = /^SK\/(.+)\/(\d+)$/.exec(order.invoiceNumber ?? '') ?? [];
      const counter = sequences.find((s) => s.key === `invoice_sequence:${year}`);
      expect(Number(counter?.value)).toBeGreaterThanOrEqual(Number(number));
    }
    const withCoupon = orders.filter((o) => o.couponCode);
    expect(withCoupon).toHaveLength(1);
    expect(withCoupon[0]?.discount).toBeGreaterThan(0);
    const [used] = await db
      .select()
      .from(schema.coupons)
      .where(eq(schema.coupons.code, 'MONSOON15'));
    expect(used?.usedCount).toBe(1);

    const rewards = await db.select().from(schema.rewardTransactions);
    for (const order of orders) {
      expect(rewards).toContainEqual(
        expect.objectContaining({
          userId: order.userId,
          type: 'order',
          points: orderPoints(order.total),
          reference: order.orderId,
        }),
      );
    }
    const reviews = await db.select().from(schema.reviews);
    expect(rewards.filter((r) => r.type === 'review')).toHaveLength(reviews.length);
    expect(
      rewards
        .filter((r) => r.type === 'review')
        .every((r) => r.points === REWARD_RULES.reviewPoints),
    ).toBe(true);
    // Units in paid orders are part of each product's sold count.
    const sold = new Map<string, number>();
    for (const item of items)
      sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
    const products = await db
      .select({ id: schema.products.id, soldCount: schema.products.soldCount })
      .from(schema.products)
      .where(inArray(schema.products.id, [...sold.keys()]));
    for (const p of products) expect(p.soldCount).toBeGreaterThanOrEqual(sold.get(p.id) ?? 0);
  });

  it('has coupons of every kind: percentage, flat, minimum order, expired, single-use, per customer', async () => {
    const coupons = await db.select().from(schema.coupons);
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(coupons.some((c) => c.discountType === 'percentage' && c.maxDiscount)).toBe(true);
    expect(coupons.some((c) => c.discountType === 'flat' && c.minOrder > 0)).toBe(true);
    expect(
      coupons.filter((c) => c.expiresAt && c.expiresAt.getTime() < now).map((c) => c.code),
    ).toEqual(['MONSOON15']);
    expect(coupons.find((c) => c.usageLimit === 1)?.code).toBe('LUCKY1000');
    expect(coupons.some((c) => c.perUserLimit === 1 && c.isActive)).toBe(true);
    expect(coupons.every((c) => c.code === c.code.toUpperCase())).toBe(true);
  });

  it('lets the demo customer sign in with email or mobile and see their orders, ticket and wishlist', async () => {
    const [demo] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_CUSTOMER.email));
    expect(demo).toMatchObject({
      name: DEMO_CUSTOMER.name,
      mobileNumber: DEMO_CUSTOMER.mobile,
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122015',
    });
    expect(await verifyPassword(DEMO_CUSTOMER.password, demo?.passwordHash ?? '')).toBe(true);
    const byEmail = await server.client.auth.signIn({
      login: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    expect(byEmail.data?.user.email).toBe(DEMO_CUSTOMER.email);
    const byMobile = await server.client.auth.signIn({
      login: DEMO_CUSTOMER.mobile,
      password: DEMO_CUSTOMER.password,
    });
    expect(byMobile.data?.token).toBeTruthy();

    const client = server.clientWith(byEmail.data?.token ?? null);
    const orders = await client.orders.list();
    expect(orderListResponseSchema.safeParse(orders).success).toBe(true);
    expect(orders.total_count).toBe(4);
    const tickets = await db
      .select()
      .from(schema.tickets)
      .where(eq(schema.tickets.userId, demo?.id ?? ''));
    expect(tickets.length).toBeGreaterThanOrEqual(1);
    const [comments] = await db
      .select({ n: count() })
      .from(schema.ticketComments)
      .where(
        inArray(
          schema.ticketComments.ticketId,
          tickets.map((t) => t.id),
        ),
      );
    expect(comments?.n).toBeGreaterThanOrEqual(1);
    const wishlist = await db
      .select()
      .from(schema.wishlistItems)
      .where(eq(schema.wishlistItems.userId, demo?.id ?? ''));
    expect(wishlist.length).toBeGreaterThanOrEqual(3);
  });

  it("serves the seeded catalogue and content through core's client", async () => {
    const { client } = server;
    expect((await client.catalog.categories({ per_page: -1 })).data).toHaveLength(12);
    expect((await client.catalog.brands({ per_page: -1 })).data.length).toBeGreaterThanOrEqual(20);
    const page = await client.catalog.products({ page_no: 1, per_page: 20 });
    expect(page.data).toHaveLength(20);
    expect(page.meta.pagination?.total_rows).toBe(1000);
    const sensors = await client.catalog.products({ category: 'Sensors', sort_by: 'price_asc' });
    const categoryOf = (ref: (typeof sensors.data)[number]['product_category_id']) =>
      typeof ref === 'object' ? ref?.product_category_name : ref;
    expect(sensors.data.every((p) => categoryOf(p.product_category_id) === 'Sensors')).toBe(true);
    const product = await client.catalog.product('prd_000001');
    expect(product.data.product_catalog?.[0]?.value).toBe('/media/datasheets/prd_000001.pdf');
    expect((await client.catalog.relatedProducts('prd_000200')).data.length).toBeGreaterThan(0);
    expect(
      (await client.catalog.search({ search: 'omron relay', limit: 5 })).total,
    ).toBeGreaterThan(0);
    const deals = await client.catalog.dealsOfTheDay();
    const dealRows = await db
      .select({ n: count() })
      .from(schema.products)
      .where(eq(schema.products.dealOfTheDay, true));
    expect(deals.data).toHaveLength(dealRows[0]?.n ?? -1);
    expect((await client.catalog.bestSelling()).data).toHaveLength(9);
    expect((await client.content.banners()).data.length).toBeGreaterThanOrEqual(4);
    expect((await client.content.testimonials()).data.length).toBeGreaterThanOrEqual(8);
    expect((await client.content.contentList('news')).data.length).toBeGreaterThanOrEqual(6);

    const signedIn = await client.auth.signIn({
      login: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    const demo = server.clientWith(signedIn.data?.token ?? null);
    expect((await demo.dashboard.banners()).data.length).toBeGreaterThanOrEqual(3);
    const rewards = await demo.rewards.transactions({ per_page: 100 });
    expect(rewards.data.filter((t) => t.type === 'order')).toHaveLength(4);
  });

  it('refuses sign-in as the other seeded customers (they exist for orders and reviews)', async () => {
    const others = await db.select().from(schema.users).where(eq(schema.users.passwordHash, '!'));
    expect(others.length).toBeGreaterThanOrEqual(5);
    const answer = await fetch(`${server.api}/auth/customer/signin_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: others[0]?.email, password: 'Customer@123' }),
    });
    expect(answer.status).toBe(401);
  });

  it('serves the seeded image and datasheet paths', async () => {
    const [product] = await db.select().from(schema.products).limit(1);
    const [brand] = await db.select().from(schema.brands).limit(1);
    const [banner] = await db.select().from(schema.banners).limit(1);
    const [news] = await db.select().from(schema.contentItems).limit(1);
    const [testimonial] = await db.select().from(schema.testimonials).limit(1);
    const [category] = await db.select().from(schema.categories).limit(1);
    const [solution] = await db.select().from(schema.solutions).limit(1);
    const paths = [
      ...(product?.gallery ?? []),
      product?.catalog[0]?.value,
      brand?.logo,
      banner?.image,
      news?.image,
      testimonial?.avatar,
      category?.image,
      category?.icon,
      solution?.image,
    ];
    expect(paths).toHaveLength(11);
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path ?? 'missing').toBe(200);
    }
  });

  it('does nothing when seeded again', async () => {
    const [before] = await db.select({ n: count() }).from(schema.products);
    expect(await seedIfEmpty(db, { products: 50, scryptN: SCRYPT_N })).toEqual({ seeded: false });
    const [after] = await db.select({ n: count() }).from(schema.products);
    expect(after?.n).toBe(before?.n);
  });

  it('seeds the catalogue alone without demo (production): no accounts, orders, reviews or tickets', async () => {
    const other = await openFresh(kind);
    try {
      const result = await seedIfEmpty(other.db, { products: 200, scryptN: SCRYPT_N, demo: false });
      expect(result.summary).toMatchObject({
        products: 200,
        customers: 0,
        orders: 0,
        reviews: 0,
        tickets: 0,
        wishlistItems: 0,
      });
      for (const table of [
        schema.users,
        schema.orders,
        schema.orderItems,
        schema.reviews,
        schema.tickets,
        schema.wishlistItems,
        schema.couponRedemptions,
        schema.rewardTransactions,
      ]) {
        const [rows] = await other.db.select({ n: count() }).from(table);
        expect(rows?.n).toBe(0);
      }
      const [products] = await other.db.select({ n: count() }).from(schema.products);
      expect(products?.n).toBe(200);
      // No sales or ratings made up from orders and reviews that do not exist.
      const [rated] = await other.db
        .select({ n: count() })
        .from(schema.products)
        .where(sql`${schema.products.reviewCount} > 0`);
      expect(rated?.n).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('seeds the same catalogue into another fresh database, with the same first products for any N', async () => {
    const other = await openFresh(kind);
    try {
      const result = await seedIfEmpty(other.db, { products: 5000, scryptN: SCRYPT_N });
      expect(result.summary?.products).toBe(5000);
      const [total] = await other.db.select({ n: count() }).from(schema.products);
      expect(total?.n).toBe(5000);
      const [last] = await other.db
        .select()
        .from(schema.products)
        .where(eq(schema.products.id, 'prd_005000'));
      expect(last?.name).toBeTruthy();
      // Everything but the extra products is identical: the taxonomy, content, customers'
      // orders and reviews, and the first 1,000 products with their related products.
      const head = (id: string) => id <= 'prd_001000';
      const seeded = await catalogueOf(other.db);
      expect({
        ...seeded,
        products: seeded.products.filter((p) => head(p.id)),
        related: seeded.related.filter((r) => head(r.productId)),
      }).toEqual(await catalogueOf(db));
    } finally {
      await other.close();
    }
  });
});
