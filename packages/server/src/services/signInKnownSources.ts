/**
 * The addresses each account signed in from successfully, remembered for a while (in memory, per
 * instance): while an account is under a distributed attack (the account-wide lock), its owner
 * still signs in from an address it used before.
 */
export interface SignInKnownSources {
  remember(account: string, source: string, now: number): void;
  knows(account: string, source: string, now: number): boolean;
}

const DAY = 24 * 60 * 60 * 1000;
/** How long an address stays known after its last successful sign-in. */
export const KNOWN_SOURCE_MS = 30 * DAY;
/** Addresses kept per account (the least recent goes first). */
const PER_ACCOUNT = 10;
/** Accounts kept at most (the least recently signed in goes first). */
const MAX_ACCOUNTS = 100_000;

export function createSignInKnownSources(): SignInKnownSources {
  const accounts = new Map<string, Map<string, number>>();
  return {
    remember(account, source, now) {
      const sources = accounts.get(account) ?? new Map<string, number>();
      sources.delete(source);
      sources.set(source, now);
      if (sources.size > PER_ACCOUNT) {
        const oldest = sources.keys().next().value;
        if (oldest !== undefined) sources.delete(oldest);
      }
      // Re-inserting keeps the Map in least-recently-signed-in order for eviction.
      accounts.delete(account);
      accounts.set(account, sources);
      if (accounts.size > MAX_ACCOUNTS) {
        const oldest = accounts.keys().next().value;
        if (oldest !== undefined) accounts.delete(oldest);
      }
    },
    knows(account, source, now) {
      const seen = accounts.get(account)?.get(source);
      return seen !== undefined && now - seen < KNOWN_SOURCE_MS;
    },
  };
}
