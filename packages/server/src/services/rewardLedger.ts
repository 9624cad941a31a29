import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rewardTransactions } from '../db/schema';
import { rewardTier } from './rewards';

export type RewardTransactionRow = typeof rewardTransactions.$inferSelect;

/**
 * The user's points: the balance (sum of the ledger), the lifetime total (points earned,
 * which decides the tier) and how far the next tier is.
 */
export async function rewardSummary(db: Database, userId: string) {
  const [totals] = await db
    .select({
      points: sql<number>`coalesce(sum(${rewardTransactions.points}), 0)`.mapWith(Number),
      lifetime: sql<number>`coalesce(sum(greatest(${rewardTransactions.points}, 0)), 0)`.mapWith(
        Number,
      ),
    })
    .from(rewardTransactions)
    .where(eq(rewardTransactions.userId, userId));
  const points = totals?.points ?? 0;
  const lifetime = totals?.lifetime ?? 0;
  const { tier, nextTier, pointsToNextTier } = rewardTier(lifetime);
  return {
    points,
    lifetime_points: lifetime,
    tier,
    next_tier: nextTier,
    points_to_next_tier: pointsToNextTier,
  };
}

/** One page of the user's ledger, newest first. */
export async function listRewardTransactions(
  db: Database,
  userId: string,
  page: { offset: number; limit: number | undefined },
): Promise<{ rows: RewardTransactionRow[]; total: number }> {
  const where = eq(rewardTransactions.userId, userId);
  const query = db
    .select()
    .from(rewardTransactions)
    .where(where)
    .orderBy(desc(rewardTransactions.createdAt), desc(rewardTransactions.id))
    .offset(page.offset)
    .$dynamic();
  const rows = await (page.limit === undefined ? query : query.limit(page.limit));
  const [counted] = await db.select({ total: count() }).from(rewardTransactions).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A ledger row as `GET /rewards/transactions` answers it. */
export function toRewardTransactionWire(row: RewardTransactionRow) {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    points: row.points,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}
