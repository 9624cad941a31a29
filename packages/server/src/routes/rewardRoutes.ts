import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok, pageParams, paginate } from '../http/envelope';
import {
  listRewardTransactions,
  rewardSummary,
  toRewardTransactionWire,
} from '../services/rewardLedger';

type Query = Record<string, string | undefined>;

/** The signed-in user's reward points (decisions.md). */
export async function rewardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/rewards/summary', async (request) => {
    const user = await ctx.requireUser(request);
    return ok(await rewardSummary(ctx.db, user.id));
  });

  app.get('/rewards/transactions', async (request) => {
    const user = await ctx.requireUser(request);
    const page = pageParams(request.query as Query, { perPage: 20 });
    const { rows, total } = await listRewardTransactions(ctx.db, user.id, page);
    return ok(rows.map(toRewardTransactionWire), 'OK', paginate(page.page, page.perPage, total));
  });
}
