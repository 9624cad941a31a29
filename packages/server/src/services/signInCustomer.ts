import { randomBytes } from 'node:crypto';
import { signInBodySchema, validateSignIn } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { signToken } from '../http/auth';
import { badRequest, tooManyRequests, unauthorized } from '../http/errors';
import { parseInput } from '../http/validate';
import { normalizeLogin, signInLockKey } from './authLogin';
import { authRequestFields } from './authRequestFields';
import { authUserJson } from './authUserJson';
import { hashPassword, verifyPassword } from './passwords';
import type { SignInKnownSources } from './signInKnownSources';
import type { SignInLimiter } from './signInLimiter';
import { recordSignIn } from './signInRecord';

/** The one answer to an unknown login and to a wrong password. */
export const INVALID_CREDENTIALS = 'Invalid email/mobile or password';

/** What a sign-in needs besides the context. */
export interface SignInDeps {
  /** Failures per account and source address (`signInLockKey`). */
  readonly limiter: SignInLimiter;
  /** Failures per account from every address (a distributed guess). */
  readonly accountLimiter: SignInLimiter;
  /** The addresses each account signed in from, which the account-wide lock lets through. */
  readonly knownSources: SignInKnownSources;
  /** A hash of a random password at the configured cost, verified when the login is unknown. */
  readonly dummyHash: Promise<string>;
}

/** A hash to verify against when no account matches, so both failures take the same time. */
export function signInDummyHash(scryptN: number): Promise<string> {
  const hash = hashPassword(randomBytes(16).toString('base64url'), scryptN);
  // Computed ahead of the first request; a failure surfaces there, not as an unhandled rejection.
  hash.catch(() => undefined);
  return hash;
}

const lockMessage = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

/**
 * Signs a customer in with an e-mail or mobile number and a password. An unknown login and a
 * wrong password get the same 401 after the same scrypt work; too many failures lock the
 * account from that source address (429), so a stranger cannot lock the owner out (and many
 * from many addresses lock it from every address but those it signed in from before). Success
 * updates the last login, grants the daily reward and answers a 12-hour token tied to the
 * user's token version.
 */
export async function signInCustomer(
  ctx: AppContext,
  deps: SignInDeps,
  body: unknown,
  /** The client's address (`request.ip`). */
  source: string,
) {
  const fields = authRequestFields(body, ['login', 'password'] as const);
  const errors = validateSignIn(fields);
  const message = errors.login ?? errors.password;
  if (message) throw badRequest(message);
  const input = parseInput(signInBodySchema, body);
  const login = normalizeLogin(input.login);
  const [user] = await ctx.db.select().from(users).where(eq(users[login.column], login.value));
  // Lock the account whichever login names it, per source; unknown logins lock too (same
  // behaviour). Many failures from many sources lock the account from every address it has not
  // signed in from before. A password reset clears the account's locks.
  const account = user ? `user:${user.id}` : `${login.column}:${login.value}`;
  const key = signInLockKey(account, source);
  const now = ctx.now().getTime();
  const [sourceLock, accountLock, known] = await Promise.all([
    deps.limiter.lockedFor(key, now),
    deps.accountLimiter.lockedFor(account, now),
    deps.knownSources.knows(account, source, now),
  ]);
  const locked = Math.max(sourceLock, known ? 0 : accountLock);
  if (locked > 0) throw tooManyRequests(lockMessage(locked));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await deps.dummyHash));
  if (!user || !valid) {
    await Promise.all([
      deps.limiter.recordFailure(key, ctx.now().getTime()),
      deps.accountLimiter.recordFailure(account, ctx.now().getTime()),
    ]);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await Promise.all([
    deps.limiter.reset(key),
    deps.knownSources.remember(account, source, ctx.now().getTime()),
  ]);
  await recordSignIn(ctx.db, user.id, ctx.now());
  const token = await signToken(ctx.jwtKey, user.id, user.tokenVersion);
  return { token, user: authUserJson(user) };
}
