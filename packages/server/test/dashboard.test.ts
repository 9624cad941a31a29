import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, products, solutions } from '../src/db/schema';
import { apiRefusal } from './helpers/apiRefusal';
import { FIXTURE } from './helpers/fixtures';
import { insertPaidOrder } from './helpers/paidOrder';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const HOUR = 60 * 60 * 1000;

describe.each(DATABASES)('dashboard on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.ctx.db.insert(banners).values({
      id: 'ban_3',
      placement: 'dashboard',
      image: '/media/banners/ban_3.svg',
      title: 'Servo drives week',
      subtitle: 'Free commissioning',
      badge: 'New',
      buttonText: 'Explore',
      buttonLink: '/products?category=Servo%20Drives',
      sortOrder: 0,
    });
    await server.ctx.db
      .insert(solutions)
      .values({ id: 'sol_retired', title: 'Retired Solution', isActive: false });
  });
  afterAll(() => server.close());

  it('serves the dashboard banners only, in their order', async () => {
    const { client } = await server.signUpAndIn();
    const answer = await client.dashboard.banners();
    expect(answer.data).toEqual([
      {
        _id: 'ban_3',
        id: 'ban_3',
        image: '/media/banners/ban_3.svg',
        background: null,
        badge: 'New',
        title: 'Servo drives week',
        subtitle: 'Free commissioning',
        primaryButtonText: 'Explore',
        primaryButtonLink: '/products?category=Servo%20Drives',
        link: '/products?category=Servo%20Drives',
      },
      {
        _id: 'ban_2',
        id: 'ban_2',
        image: '/media/banners/ban_2.svg',
        background: null,
        badge: null,
        title: 'Free PLC training',
        subtitle: null,
        primaryButtonText: null,
        primaryButtonLink: null,
        link: undefined,
      },
    ]);
  });

  it('counts active products, brands and active solutions', async () => {
    const { client } = await server.signUpAndIn();
    expect((await client.dashboard.stats()).data).toEqual([
      { name: 'Product', count: 7 },
      { name: 'Brand', count: 3 },
      { name: 'Solution', count: 1 },
    ]);
    await server.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, P.hmi));
    await server.ctx.catalog.reload([P.hmi]);
    try {
      expect((await client.dashboard.stats()).data[0]).toEqual({ name: 'Product', count: 6 });
    } finally {
      await server.ctx.db.update(products).set({ isActive: true }).where(eq(products.id, P.hmi));
      await server.ctx.catalog.reload([P.hmi]);
    }
  });

  it("lists the user's five most recent placed orders in rupees, never an unpaid attempt", async () => {
    const { client, user } = await server.signUpAndIn();
    const other = await server.signUpAndIn();
    const base = Date.parse('2026-11-20T10:00:00Z');
    const at = (hours: number) => ({ createdAt: new Date(base + hours * HOUR) });
    const db = server.ctx.db;
    const plc = await insertPaidOrder(db, user.id, [{ productId: P.plc, quantity: 1 }], at(0));
    const relays = await insertPaidOrder(db, user.id, [{ productId: P.relay, quantity: 2 }], at(1));
    const mixed = await insertPaidOrder(
      db,
      user.id,
      [
        { productId: P.sensor, quantity: 1 },
        { productId: P.hmi, quantity: 1 },
      ],
      at(2),
    );
    const unpaid = await insertPaidOrder(db, user.id, [{ productId: P.sensor, quantity: 1 }], {
      ...at(3),
      status: 'created',
    });
    const lastUnit = await insertPaidOrder(
      db,
      user.id,
      [{ productId: P.lastUnit, quantity: 1 }],
      at(4),
    );
    const newest = await insertPaidOrder(
      db,
      user.id,
      [{ productId: P.sensor, quantity: 3 }],
      at(5),
    );
    await insertPaidOrder(db, other.user.id, [{ productId: P.plc, quantity: 1 }], at(6));

    const { data } = await client.dashboard.recentOrders();
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({
      order_id: newest.orderId,
      createdAt: '2026-11-20T15:00:00.000Z',
      // 3 × ₹1,450.50 = ₹4,351.50 + 18% GST ₹783.27
      total_amount: 5134.77,
      items: [{ name: 'Omron E2E Inductive Proximity Sensor M18', category: 'Sensors' }],
      payment: { status: 'Paid' },
    });
    // The unpaid checkout attempt is not an activity (decisions.md: one order per checkout).
    expect(data.map((order) => order.order_id)).toEqual([
      newest.orderId,
      lastUnit.orderId,
      mixed.orderId,
      relays.orderId,
      plc.orderId,
    ]);
    expect(data.map((order) => order.order_id)).not.toContain(unpaid.orderId);
    expect(data[2]?.items).toHaveLength(2);
    expect(data[2]?.items).toEqual(
      expect.arrayContaining([
        { name: 'Schneider Magelis HMI 7 inch', category: 'HMI' },
        { name: 'Omron E2E Inductive Proximity Sensor M18', category: 'Sensors' },
      ]),
    );
    // 2 × ₹1,850 = ₹3,700 + ₹666
    expect(data[3]).toMatchObject({ order_id: relays.orderId, total_amount: 4366 });

    const { data: none } = await (await server.signUpAndIn()).client.dashboard.recentOrders();
    expect(none).toEqual([]);
  });

  it('needs a token', async () => {
    for (const call of [
      server.client.dashboard.banners(),
      server.client.dashboard.stats(),
      server.client.dashboard.recentOrders(),
    ]) {
      expect(await apiRefusal(call)).toEqual({ status: 401, message: 'Please login to continue' });
    }
  });
});
