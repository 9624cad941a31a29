import { changePasswordBodySchema, validateChangePassword } from '@storefront-kit/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { signToken } from '../http/auth';
import { badRequest, tooManyRequests } from '../http/errors';
import { parseInput } from '../http/validate';
import { passwordChangedMail, sendInBackground, signInPageUrl } from './accountMails';
import { authRequestFields } from './authRequestFields';
import { retireResetTokens } from './passwordReset';
import { hashPassword, verifyPassword } from './passwords';
import type { SignInLimiter } from './signInLimiter';

/** A wrong current password: 400, not 401, which would sign the client out. */
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
export const PASSWORD_CHANGED = 'Password changed successfully';
export const CHANGE_LOCKED =
  'Too many wrong current passwords. Please try again later or reset your password.';

const FIELDS = ['current_password', 'password', 'confirm_password'] as const;

/**
 * Change password for the signed-in user: the current password must verify (5 wrong ones in 15
 * minutes lock the change for 15 minutes, like sign-in, so a stolen token cannot guess it); the
 * new one follows core's `validateChangePassword`. One transaction stores the new scrypt hash,
 * bumps the token version (every token issued so far is refused, the caller's too) and retires
 * pending reset links. Answers the session's new token; the owner's e-mail is told.
 */
export async function changePassword(
  ctx: AppContext,
  deps: { limiter: SignInLimiter },
  userId: string,
  body: unknown,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<{ token: string }> {
  const fields = authRequestFields(body, FIELDS);
  const errors = validateChangePassword(fields);
  const message = FIELDS.map((field) => errors[field]).find(Boolean);
  if (message) throw badRequest(message);
  const input = parseInput(changePasswordBodySchema, body);
  const key = `change:${userId}`;
  if ((await deps.limiter.lockedFor(key, ctx.now().getTime())) > 0) {
    throw tooManyRequests(CHANGE_LOCKED);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw badRequest(CURRENT_PASSWORD_WRONG);
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    await deps.limiter.recordFailure(key, ctx.now().getTime());
    throw badRequest(CURRENT_PASSWORD_WRONG);
  }
  await deps.limiter.reset(key);
  const passwordHash = await hashPassword(input.password, ctx.config.scryptN);
  const now = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion, email: users.email });
    await retireResetTokens(tx, userId, now);
    return row;
  });
  if (!updated) throw badRequest(CURRENT_PASSWORD_WRONG);
  if (updated.email) {
    void sendInBackground(
      ctx.mailer,
      passwordChangedMail(updated.email, signInPageUrl(ctx.config)),
      log,
    );
  }
  return { token: await signToken(ctx.jwtKey, userId, updated.tokenVersion) };
}
