import * as z from 'zod/mini';
import { envelope, optionalNumber, optionalString, withId } from './common';

/** Reward points (decisions: 1 point per ₹10 paid, 10 per review, 5 per daily login). */
export const rewardSummarySchema = z.object({
  points: z.number(),
  lifetime_points: z.number(),
  tier: z.string(),
  next_tier: optionalString,
  points_to_next_tier: optionalNumber,
});
export type RewardSummary = z.output<typeof rewardSummarySchema>;

export const REWARD_TRANSACTION_TYPES = ['order', 'review', 'daily_login'] as const;

export const rewardTransactionSchema = withId({
  type: z.string(),
  points: z.number(),
  description: z.string(),
  createdAt: z.string(),
});
export type RewardTransaction = z.output<typeof rewardTransactionSchema>;

export const rewardSummaryResponseSchema = envelope(rewardSummarySchema);
export const rewardTransactionListResponseSchema = envelope(z.array(rewardTransactionSchema));
