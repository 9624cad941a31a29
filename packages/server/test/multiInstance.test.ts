import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../src/db/schema';
import { takeJobLease } from '../src/services/jobLease';
import { checkoutWithSandbox } from './helpers/fakeRazorpay';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
/** The README's promise: a change reaches every instance's catalogue reads within 1 second. */
const WITHIN_MS = 1000;

interface RawProduct {
  product_name: string;
  product_selling_price: number | null;
  is_stock_available: boolean;
  stock_quantity: number;
  rating: number | null;
  review_count: number;
  product_category_id: { product_category_name?: string } | string | null;
}

// Three API instances on one PostgreSQL database, as behind a load balancer: a change made
// through one of them, or straight in the database (an ERP sync), reaches the catalogue reads
// of all three (issue: "one truth across instances").
describe.runIf(process.env.DATABASE_URL)('three instances on one PostgreSQL', () => {
  const schema = `t_multi_${randomBytes(5).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  let c: TestServer;
  let all: TestServer[];

  beforeAll(async () => {
    // The first creates the schema and the fixtures; the others join it.
    a = await startTestServer('postgres', { pgSchema: schema, dropSchemaOnClose: true });
    [b, c] = await Promise.all([
      startTestServer('postgres', { pgSchema: schema, fixtures: false }),
      startTestServer('postgres', { pgSchema: schema, fixtures: false }),
    ]);
    all = [a, b, c];
  }, 60_000);
  afterAll(async () => {
    await Promise.all([b?.close(), c?.close()]);
    await a?.close();
  });

  const product = async (server: TestServer, id: string): Promise<RawProduct> => {
    const answer = (await (await fetch(`${server.api}/products/get/${id}`)).json()) as {
      data: RawProduct;
    };
    return answer.data;
  };
  const categoryOf = (p: RawProduct) =>
    typeof p.product_category_id === 'object'
      ? p.product_category_id?.product_category_name
      : undefined;
  /** Polls every instance until `check` holds for each, and says how long the last took. */
  const everywhere = async (check: (server: TestServer) => Promise<boolean>) => {
    const started = performance.now();
    await expect
      .poll(async () => (await Promise.all(all.map(check))).every(Boolean), {
        timeout: WITHIN_MS,
        interval: 25,
      })
      .toBe(true);
    return performance.now() - started;
  };

  it('starts every instance with the same catalogue', async () => {
    const sizes = await Promise.all(all.map((server) => server.ctx.catalog.size));
    expect(new Set(sizes).size).toBe(1);
    expect(all.map((server) => server.catalogFeed)).toEqual([
      expect.any(Object),
      expect.any(Object),
      expect.any(Object),
    ]);
  });

  it('shows the last unit sold through A as out of stock on B and C within a second', async () => {
    for (const server of all)
      expect((await product(server, P.lastUnit)).is_stock_available).toBe(true);
    const { client } = await a.signUpAndIn();
    await client.cart.add({ id: P.lastUnit, quantity: 1 });
    const { verified } = await checkoutWithSandbox(a.url, client);
    expect(verified.success).toBe(true);
    await everywhere(async (server) => {
      const seen = await product(server, P.lastUnit);
      if (seen.is_stock_available || seen.stock_quantity !== 0) return false;
      const inStock = await server.client.catalog.products({ in_stock: true, per_page: 100 });
      return !inStock.data.some((listed) => listed.id === P.lastUnit);
    });
    // And a buyer on C cannot add it.
    const other = await c.signUpAndIn();
    await expect(other.client.cart.add({ id: P.lastUnit, quantity: 1 })).rejects.toMatchObject({
      status: expect.any(Number),
    });
  });

  it('shows a new review on B and C', async () => {
    const { client } = await b.signUpAndIn();
    await client.cart.add({ id: P.plc, quantity: 1 });
    await checkoutWithSandbox(b.url, client);
    const before = await product(c, P.plc);
    await client.reviews.create({ product_id: P.plc, rating: 3, comment: 'Works as specified.' });
    await everywhere(
      async (server) => (await product(server, P.plc)).review_count === before.review_count + 1,
    );
  });

  it('applies a price and stock written straight into the database (an ERP sync)', async () => {
    await a.ctx.db
      .update(products)
      .set({ sellingPrice: 2_150_000, stockQuantity: 77 })
      .where(eq(products.id, P.plc));
    await everywhere(async (server) => {
      const seen = await product(server, P.plc);
      return seen.product_selling_price === 21_500 && seen.stock_quantity === 77;
    });
    // The search reads the same model.
    for (const server of all) {
      const found = await server.client.catalog.search({ search: '1214C', limit: 5 });
      expect(found.suggestions[0]).toMatchObject({ id: P.plc, price: 21_500 });
    }
  });

  it('renames a category everywhere (every product that shows it)', async () => {
    await a.ctx.db
      .update(categories)
      .set({ name: 'Programmable Controllers' })
      .where(eq(categories.id, 'cat_plc'));
    await everywhere(
      async (server) => categoryOf(await product(server, P.plc)) === 'Programmable Controllers',
    );
  });

  it('resynchronises an instance whose feed connection dropped, changes made meanwhile included', async () => {
    // Cut B's LISTEN connection, as a network blip or a database restart would.
    const feeds = sql`SELECT pid FROM pg_stat_activity WHERE application_name = ${`sk-catalog-feed:${schema}`}`;
    const { rows } = (await a.ctx.db.execute(feeds)) as unknown as { rows: { pid: number }[] };
    expect(rows).toHaveLength(3);
    await a.ctx.db.execute(sql`SELECT pg_terminate_backend(pid) FROM (${feeds}) AS feed`);
    // Made while nobody listens: no instance hears about it, each must resynchronise.
    await a.ctx.db
      .update(products)
      .set({ name: 'Omron G9SE-201 Safety Relay Unit' })
      .where(eq(products.id, P.relay));
    const started = performance.now();
    await expect
      .poll(
        async () =>
          (await Promise.all(all.map((server) => product(server, P.relay)))).every(
            (seen) => seen.product_name === 'Omron G9SE-201 Safety Relay Unit',
          ),
        { timeout: 5000, interval: 50 },
      )
      .toBe(true);
    // Reconnection waits 250 ms first; the whole catalogue then reloads.
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('counts failed sign-ins across instances: 5 wrong passwords spread over them lock the account on all', async () => {
    const { user } = await a.signUpAndIn();
    const attempt = (server: TestServer, password: string) =>
      fetch(`${server.api}/auth/customer/signin_password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: user.email, password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await attempt(all[i % 3] as TestServer, 'Wrong@123')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The sixth guess, on any instance, meets the lock; so does the right password.
    for (const server of all) {
      const refused = await attempt(server, 'Wrong@123');
      expect(refused.status).toBe(429);
      expect((await attempt(server, user.password)).status).toBe(429);
    }
  });
});

// The request limits (RATE_LIMIT, READ_RATE_LIMIT) count in Redis with REDIS_URL: one count per
// address for all instances. (This machine and CI run Redis on 127.0.0.1:6379.)
describe.runIf(process.env.DATABASE_URL)('three instances sharing request limits in Redis', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const schema = `t_multi_${randomBytes(5).toString('hex')}`;
  let servers: TestServer[] = [];

  beforeAll(async () => {
    // A clean count: this file is the only user of the namespace.
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys('sk-rate-*');
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    const env = { REDIS_URL: redisUrl, RATE_LIMIT: '4', READ_RATE_LIMIT: '6' };
    const first = await startTestServer('postgres', {
      pgSchema: schema,
      dropSchemaOnClose: true,
      env,
    });
    servers = [
      first,
      ...(await Promise.all([
        startTestServer('postgres', { pgSchema: schema, fixtures: false, env }),
        startTestServer('postgres', { pgSchema: schema, fixtures: false, env }),
      ])),
    ];
  }, 60_000);
  afterAll(async () => {
    const [first, ...rest] = servers;
    await Promise.all(rest.map((server) => server.close()));
    await first?.close();
  });

  it('refuses the fifth sign-in from one address however the four before were spread', async () => {
    const signIn = (server: TestServer) =>
      fetch(`${server.api}/auth/customer/signin_password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'nobody@example.in', password: 'Wrong@123' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await signIn(servers[i % 3] as TestServer)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    for (const server of servers) {
      const refused = await signIn(server);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { meta: { message: string } }).meta.message).toMatch(
        /^Too many requests\. Please try again in \d+ s\.$/,
      );
    }
  });

  it('counts reads from one address across instances', async () => {
    const read = (server: TestServer) => fetch(`${server.api}/products/get/${P.relay}`);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await read(servers[i % 3] as TestServer)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    for (const server of servers) expect((await read(server)).status).toBe(429);
  });
});

describe.each(DATABASES)('the reconcile job lease on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { fixtures: false });
  });
  afterAll(() => server.close());

  it('gives the period to one instance at a time, and to another once it lapses', async () => {
    const db = server.ctx.db;
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(await takeJobLease(db, 'reconcile', 'a', now, 60_000)).toBe(true);
    expect(await takeJobLease(db, 'reconcile', 'b', now + 1000, 60_000)).toBe(false);
    // The holder renews its own lease.
    expect(await takeJobLease(db, 'reconcile', 'a', now + 59_000, 60_000)).toBe(true);
    expect(await takeJobLease(db, 'reconcile', 'b', now + 60_000, 60_000)).toBe(false);
    // Lapsed: the next instance takes it, and the first waits.
    expect(await takeJobLease(db, 'reconcile', 'b', now + 119_000, 60_000)).toBe(true);
    expect(await takeJobLease(db, 'reconcile', 'a', now + 120_000, 60_000)).toBe(false);
    // Another job's lease is its own.
    expect(await takeJobLease(db, 'other', 'a', now + 120_000, 60_000)).toBe(true);
  });

  it('lets exactly one of many simultaneous takers win', async () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    const won = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        takeJobLease(server.ctx.db, 'race', `instance-${i}`, now, 60_000),
      ),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});
