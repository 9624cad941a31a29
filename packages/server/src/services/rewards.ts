import type { Executor } from '../db/database';
import { rewardTransactions } from '../db/schema';
import { newId } from './ids';

/** Reward rules (decisions.md): 1 point per ₹10 paid, 10 per review, 5 per daily login. */
export const REWARD_RULES = {
  paisePerPoint: 1000,
  reviewPoints: 10,
  dailyLoginPoints: 5,
} as const;

/** Tiers by lifetime points, lowest first. */
export const REWARD_TIERS = [
  { name: 'Gold', minPoints: 0 },
  { name: 'Platinum', minPoints: 1000 },
] as const;

export type RewardType = 'order' | 'review' | 'daily_login';

/**
 * Records points earned, once per (user, type, reference): granting the same order, review
 * or day twice changes nothing. Returns whether the points were granted now.
 */
export async function grantReward(
  db: Executor,
  entry: {
    userId: string;
    type: RewardType;
    points: number;
    description: string;
    reference: string;
  },
): Promise<boolean> {
  if (entry.points <= 0) return false;
  const inserted = await db
    .insert(rewardTransactions)
    .values({ id: newId('rwd'), ...entry })
    .onConflictDoNothing()
    .returning({ id: rewardTransactions.id });
  return inserted.length > 0;
}

/** Points for a paid order total in paise: 1 point per full ₹10. */
export const orderPoints = (totalPaise: number) =>
  Math.floor(totalPaise / REWARD_RULES.paisePerPoint);

/** The tier of a lifetime total, and what the next one needs. */
export function rewardTier(lifetimePoints: number): {
  tier: string;
  nextTier: string | null;
  pointsToNextTier: number | null;
} {
  let index = 0;
  REWARD_TIERS.forEach((tier, i) => {
    if (lifetimePoints >= tier.minPoints) index = i;
  });
  const next = REWARD_TIERS[index + 1];
  return {
    tier: REWARD_TIERS[index]?.name ?? 'Gold',
    nextTier: next?.name ?? null,
    pointsToNextTier: next ? next.minPoints - lifetimePoints : null,
  };
}
