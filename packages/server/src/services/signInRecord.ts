import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { authIstDate } from './authIstDate';
import { grantReward, REWARD_RULES } from './rewards';

/**
 * Records a successful sign-in: `last_login_at`, and the daily-login reward (5 points) once
 * per IST calendar day, in one transaction. Returns whether the reward was granted now.
 */
export function recordSignIn(db: Database, userId: string, now: Date): Promise<boolean> {
  const day = authIstDate(now);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ lastLoginAt: now, lastDailyReward: day })
      .where(eq(users.id, userId));
    return grantReward(tx, {
      userId,
      type: 'daily_login',
      points: REWARD_RULES.dailyLoginPoints,
      description: 'Daily login reward',
      reference: day,
    });
  });
}
