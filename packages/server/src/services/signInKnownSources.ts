import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { signInKnownSources } from '../db/schema';

/**
 * The addresses each account signed in from successfully, remembered for a while (in the
 * database, for every instance): while an account is under a distributed attack (the
 * account-wide lock), its owner still signs in from an address it used before.
 */
export interface SignInKnownSources {
  remember(account: string, source: string, now: number): Promise<void>;
  knows(account: string, source: string, now: number): Promise<boolean>;
}

const DAY = 24 * 60 * 60 * 1000;
/** How long an address stays known after its last successful sign-in. */
export const KNOWN_SOURCE_MS = 30 * DAY;
/** Every this many sign-ins, addresses not seen for `KNOWN_SOURCE_MS` are forgotten. */
const PRUNE_EVERY = 100;

export function createSignInKnownSources(db: Executor): SignInKnownSources {
  let remembered = 0;
  const t = signInKnownSources;
  return {
    async remember(account, source, now) {
      const at = new Date(now);
      await db
        .insert(t)
        .values({ account, source, lastSeen: at })
        .onConflictDoUpdate({ target: [t.account, t.source], set: { lastSeen: at } });
      remembered += 1;
      if (remembered % PRUNE_EVERY === 0) {
        await db.delete(t).where(lt(t.lastSeen, new Date(now - KNOWN_SOURCE_MS)));
      }
    },
    async knows(account, source, now) {
      const [found] = await db
        .select({ account: t.account })
        .from(t)
        .where(
          and(
            eq(t.account, account),
            eq(t.source, source),
            gt(t.lastSeen, new Date(now - KNOWN_SOURCE_MS)),
          ),
        );
      return found !== undefined;
    },
  };
}
