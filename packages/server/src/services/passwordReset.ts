import { createHash, randomBytes } from 'node:crypto';
import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  validateForgotPassword,
  validateResetPassword,
} from '@storefront-kit/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { passwordResetTokens, users } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import {
  passwordChangedMail,
  passwordResetMail,
  resetPageUrl,
  sendInBackground,
  signInPageUrl,
} from './accountMails';
import { normalizeLogin } from './authLogin';
import { authRequestFields } from './authRequestFields';
import { newId } from './ids';
import { hashPassword } from './passwords';

/** How long a reset link works. */
export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
/** Reset e-mails at most per account within a lifetime, so nobody can flood a mailbox. */
export const RESET_MAILS_PER_LIFETIME = 3;

/** The one answer to a reset request, whether or not the login names an account. */
export const RESET_REQUESTED =
  'If an account with this email or mobile number exists, a password reset link has been sent to its email address.';
export const RESET_DONE = 'Password reset successfully. Please sign in with your new password.';
export const RESET_INVALID = 'This password reset link is invalid. Please request a new one.';
export const RESET_USED =
  'This password reset link has already been used. Please request a new one.';
export const RESET_EXPIRED = 'This password reset link has expired. Please request a new one.';

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a reset token: only its SHA-256, so the table cannot reset anyone. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Forgot password. Answers at once with {@link RESET_REQUESTED} whatever the login; the lookup,
 * the token and the e-mail happen after the answer (`delivery`), so neither the answer nor its
 * timing tells whether an account exists. An account without an e-mail address gets nothing
 * (there is no SMS), and at most {@link RESET_MAILS_PER_LIFETIME} links live at once.
 */
export function requestPasswordReset(
  ctx: AppContext,
  body: unknown,
  log: Pick<FastifyBaseLogger, 'error'>,
): { delivery: Promise<void> } {
  const fields = authRequestFields(body, ['login'] as const);
  const message = validateForgotPassword(fields).login;
  if (message) throw badRequest(message);
  const input = parseInput(forgotPasswordBodySchema, body);
  const delivery = sendResetLink(ctx, input.login).catch((error: unknown) => {
    log.error({ err: error }, 'password reset e-mail not sent');
  });
  return { delivery };
}

async function sendResetLink(ctx: AppContext, rawLogin: string): Promise<void> {
  const login = normalizeLogin(rawLogin);
  const [user] = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users[login.column], login.value));
  if (!user?.email) return;
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const created = await ctx.db.transaction(async (tx) => {
    // The user's row lock orders concurrent requests, so the count below stays exact.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [live] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      );
    if ((live?.count ?? 0) >= RESET_MAILS_PER_LIFETIME) return false;
    await tx.insert(passwordResetTokens).values({
      id: newId('prt'),
      userId: user.id,
      tokenHash: resetTokenHash(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    return true;
  });
  if (!created) return;
  await ctx.mailer.send(
    passwordResetMail(
      user.email,
      resetPageUrl(ctx.config, token),
      token,
      RESET_TOKEN_LIFETIME_MS / 60_000,
    ),
  );
}

/** Marks every unused reset link of a user as used (after a reset or a password change). */
export async function retireResetTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Reset password with a token from the e-mail: a 400 naming the problem for an unknown (or
 * altered), used or expired token; else, in one transaction, the token is spent (a concurrent
 * second use finds it used), the password replaced, every token of the user revoked and the
 * user's other reset links retired. Returns the user's id, so the caller lifts the sign-in lock.
 */
export async function resetPassword(
  ctx: AppContext,
  body: unknown,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<string> {
  const fields = authRequestFields(body, ['token', 'password', 'confirm_password'] as const);
  const errors = validateResetPassword(fields);
  const message = errors.token ?? errors.password ?? errors.confirm_password;
  if (message) throw badRequest(message);
  const input = parseInput(resetPasswordBodySchema, body);
  if (!TOKEN_FORMAT.test(input.token)) throw badRequest(RESET_INVALID);
  const hash = resetTokenHash(input.token);
  const check = async () => {
    const [row] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hash));
    if (!row) throw badRequest(RESET_INVALID);
    if (row.usedAt) throw badRequest(RESET_USED);
    if (row.expiresAt.getTime() <= ctx.now().getTime()) throw badRequest(RESET_EXPIRED);
  };
  await check();
  // scrypt outside the transaction: it takes a while at the production cost.
  const passwordHash = await hashPassword(input.password, ctx.config.scryptN);
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, spent.userId))
      .returning({ id: users.id, email: users.email });
    await retireResetTokens(tx, spent.userId, now);
    return updated ?? null;
  });
  if (!user) {
    // Spent or expired between the check and the transaction: say which.
    await check();
    throw badRequest(RESET_INVALID);
  }
  if (user.email) {
    void sendInBackground(
      ctx.mailer,
      passwordChangedMail(user.email, signInPageUrl(ctx.config)),
      log,
    );
  }
  return user.id;
}
