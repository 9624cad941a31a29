import type { SignInLimits } from './signInLimits';

/**
 * Counts failed sign-ins per key and locks a key after too many. Sign-in keys are an account
 * and a source (`user:usr_1|ip:203.0.113.9`, see `signInLockKey`), so a stranger's failures
 * lock the stranger's address, not the owner's.
 */
export interface SignInLimiter {
  /** Milliseconds the account stays locked at `now`; 0 when it may sign in. */
  lockedFor(key: string, now: number): number;
  /** Records a failed attempt; the one that reaches the limit locks the account. */
  recordFailure(key: string, now: number): void;
  /** Forgets the key's failures (after a successful sign-in). */
  reset(key: string): void;
  /** Forgets every key that starts with `prefix` (an account from all sources, after a reset). */
  resetPrefix(prefix: string): void;
}

interface Entry {
  failures: number[];
  lockedUntil: number;
}

/** Entries kept at most; the least recently touched goes first beyond it. */
const MAX_ENTRIES = 100_000;

/**
 * An in-memory limiter: per server instance. Behind a load balancer each instance counts
 * its own attempts, so the effective limit is `maxFailures` times the instance count; a
 * shared store (PostgreSQL or Redis) would make it global.
 */
export function createSignInLimiter(
  limits: Pick<SignInLimits, 'maxFailures' | 'failureWindowMs' | 'lockMs'>,
): SignInLimiter {
  const entries = new Map<string, Entry>();

  const touch = (key: string, entry: Entry) => {
    // Re-inserting keeps the Map in least-recently-touched order for eviction.
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };

  return {
    lockedFor(key, now) {
      const entry = entries.get(key);
      if (!entry) return 0;
      if (entry.lockedUntil > now) return entry.lockedUntil - now;
      entry.failures = entry.failures.filter((at) => now - at < limits.failureWindowMs);
      if (entry.failures.length === 0) entries.delete(key);
      return 0;
    },
    recordFailure(key, now) {
      const entry = entries.get(key) ?? { failures: [], lockedUntil: 0 };
      entry.failures = entry.failures.filter((at) => now - at < limits.failureWindowMs);
      entry.failures.push(now);
      if (entry.failures.length >= limits.maxFailures) {
        entry.lockedUntil = now + limits.lockMs;
        entry.failures = [];
      }
      touch(key, entry);
    },
    reset(key) {
      entries.delete(key);
    },
    resetPrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
