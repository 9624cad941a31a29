import { and, eq, like, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { signInLimits } from '../db/schema';
import type { SignInLimits } from './signInLimits';

/**
 * Counts failed sign-ins per key and locks a key after too many. Sign-in keys are an account
 * and a source (`user:usr_1|ip:203.0.113.9`, see `signInLockKey`), so a stranger's failures
 * lock the stranger's address, not the owner's. Kept in the database, so every instance on it
 * counts the same attempts: behind a load balancer N instances do not give N times the guesses.
 */
export interface SignInLimiter {
  /** Milliseconds the key stays locked at `now`; 0 when it may sign in. */
  lockedFor(key: string, now: number): Promise<number>;
  /** Records a failed attempt; the one that reaches the limit locks the key. */
  recordFailure(key: string, now: number): Promise<void>;
  /** Forgets the key's failures (after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Forgets every key that starts with `prefix` (an account from all sources, after a reset). */
  resetPrefix(prefix: string): Promise<void>;
}

/** Every this many recorded failures, rows whose window and lock are both over are deleted. */
const PRUNE_EVERY = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A limiter over the `sign_in_limits` table, one counter per `scope` and key: `maxFailures`
 * failures within `failureWindowMs` of the first lock the key for `lockMs`. One statement per
 * failure (an upsert), so concurrent failures on several instances all count.
 */
export function createSignInLimiter(
  db: Executor,
  scope: string,
  limits: Pick<SignInLimits, 'maxFailures' | 'failureWindowMs' | 'lockMs'>,
): SignInLimiter {
  let recorded = 0;
  const row = (key: string) => and(eq(signInLimits.scope, scope), eq(signInLimits.key, key));
  return {
    async lockedFor(key, now) {
      const [found] = await db
        .select({ lockedUntil: signInLimits.lockedUntil })
        .from(signInLimits)
        .where(row(key));
      const until = found?.lockedUntil?.getTime() ?? 0;
      return Math.max(0, until - now);
    },
    async recordFailure(key, now) {
      const at = new Date(now);
      const windowOpened = new Date(now - limits.failureWindowMs);
      const lockEnds = new Date(now + limits.lockMs);
      const t = signInLimits;
      // A new window when the last one is over (or its lock has ended); the failure that
      // reaches the limit locks the key and starts the count again.
      const fresh = sql`(${t.windowStart} <= ${windowOpened} or ${t.lockedUntil} <= ${at})`;
      const count = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
      await db
        .insert(t)
        .values({
          scope,
          key,
          failures: limits.maxFailures <= 1 ? 0 : 1,
          windowStart: at,
          lockedUntil: limits.maxFailures <= 1 ? lockEnds : null,
          updatedAt: at,
        })
        .onConflictDoUpdate({
          target: [t.scope, t.key],
          set: {
            failures: sql`case when ${count} >= ${limits.maxFailures} then 0 else ${count} end`,
            windowStart: sql`case when ${fresh} then ${at}::timestamptz else ${t.windowStart} end`,
            lockedUntil: sql`case when ${count} >= ${limits.maxFailures} then ${lockEnds}::timestamptz when ${t.lockedUntil} > ${at} then ${t.lockedUntil} else null end`,
            updatedAt: at,
          },
        });
      recorded += 1;
      if (recorded % PRUNE_EVERY === 0) {
        const over = new Date(now - Math.max(limits.failureWindowMs, limits.lockMs));
        await db
          .delete(t)
          .where(
            and(
              eq(t.scope, scope),
              lt(t.updatedAt, over),
              sql`coalesce(${t.lockedUntil} <= ${at}, true)`,
            ),
          );
      }
    },
    async reset(key) {
      await db.delete(signInLimits).where(row(key));
    },
    async resetPrefix(prefix) {
      await db
        .delete(signInLimits)
        .where(
          and(eq(signInLimits.scope, scope), like(signInLimits.key, `${escapeLike(prefix)}%`)),
        );
    },
  };
}
