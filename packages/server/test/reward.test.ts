import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../src/http/auth';
import { grantReward, orderPoints } from '../src/services/rewards';
import { apiRefusal } from './helpers/apiRefusal';
import { createUser, FIXTURE } from './helpers/fixtures';
import { insertPaidOrder } from './helpers/paidOrder';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('rewards on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /**
   * A customer with a token signed directly, so the ledger holds only what the test grants
   * (signing in through the API grants the daily-login reward itself).
   */
  async function customer() {
    const user = await createUser(server.ctx.db);
    const token = await signToken(server.ctx.jwtKey, user.id, 0);
    return { user, client: server.clientWith(token) };
  }

  it('starts at zero points in Gold', async () => {
    const { client } = await customer();
    expect((await client.rewards.summary()).data).toEqual({
      points: 0,
      lifetime_points: 0,
      tier: 'Gold',
      next_tier: 'Platinum',
      points_to_next_tier: 1000,
    });
    const ledger = await client.rewards.transactions();
    expect(ledger.data).toEqual([]);
    expect(ledger.meta.pagination).toEqual({
      per_page: 20,
      page_no: 1,
      total_rows: 0,
      total_pages: 0,
    });
  });

  it('sums an order reward, a review and a daily login; Platinum from 1000 points', async () => {
    const { client, user } = await customer();
    const db = server.ctx.db;
    const order = await insertPaidOrder(db, user.id, [{ productId: P.relay, quantity: 1 }]);
    // ₹1,850 + ₹333 GST = ₹2,183 → 218 points (1 per full ₹10).
    expect(order.total).toBe(218_300);
    await grantReward(db, {
      userId: user.id,
      type: 'order',
      points: orderPoints(order.total),
      description: `Order ${order.orderId}`,
      reference: order.id,
    });
    await pause(5);
    await client.reviews.create({ product_id: P.relay, rating: 5, comment: 'Reliable' });
    await pause(5);
    await grantReward(db, {
      userId: user.id,
      type: 'daily_login',
      points: 5,
      description: 'Daily login reward',
      reference: '2026-11-22',
    });

    expect((await client.rewards.summary()).data).toEqual({
      points: 233,
      lifetime_points: 233,
      tier: 'Gold',
      next_tier: 'Platinum',
      points_to_next_tier: 767,
    });
    const ledger = await client.rewards.transactions();
    expect(ledger.data.map((row) => [row.type, row.points, row.description])).toEqual([
      ['daily_login', 5, 'Daily login reward'],
      ['review', 10, 'Review of Omron G9SE Safety Relay'],
      ['order', 218, `Order ${order.orderId}`],
    ]);
    const second = await client.rewards.transactions({ page_no: 2, per_page: 2 });
    expect(second.data.map((row) => row.type)).toEqual(['order']);
    expect(second.meta.pagination).toEqual({
      per_page: 2,
      page_no: 2,
      total_rows: 3,
      total_pages: 2,
    });

    await grantReward(db, {
      userId: user.id,
      type: 'order',
      points: 766,
      description: 'Order big',
      reference: 'ord_big',
    });
    expect((await client.rewards.summary()).data).toMatchObject({
      points: 999,
      tier: 'Gold',
      points_to_next_tier: 1,
    });
    await grantReward(db, {
      userId: user.id,
      type: 'daily_login',
      points: 5,
      description: 'Daily login reward',
      reference: '2026-11-23',
    });
    expect((await client.rewards.summary()).data).toEqual({
      points: 1004,
      lifetime_points: 1004,
      tier: 'Platinum',
      next_tier: null,
      points_to_next_tier: null,
    });
  });

  it("shows only the user's own points and needs a token", async () => {
    const rich = await customer();
    await grantReward(server.ctx.db, {
      userId: rich.user.id,
      type: 'order',
      points: 1500,
      description: 'Order x',
      reference: 'ord_x',
    });
    const { client } = await customer();
    expect((await client.rewards.summary()).data.points).toBe(0);
    expect((await client.rewards.transactions()).data).toEqual([]);
    for (const call of [server.client.rewards.summary(), server.client.rewards.transactions()]) {
      expect(await apiRefusal(call)).toEqual({ status: 401, message: 'Please login to continue' });
    }
  });
});
