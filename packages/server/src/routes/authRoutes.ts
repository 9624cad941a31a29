import { eq } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { publicOrigin } from '../http/publicOrigin';
import { changePassword, PASSWORD_CHANGED } from '../services/accountPassword';
import { signInLockPrefix } from '../services/authLogin';
import { authRevokeTokens } from '../services/authRevokeTokens';
import { SIGN_UP_DONE, signUpCustomer } from '../services/authSignUp';
import {
  RESET_DONE,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
} from '../services/passwordReset';
import { profileJson } from '../services/profileJson';
import { updateProfile } from '../services/profileUpdate';
import { signInCustomer, signInDummyHash } from '../services/signInCustomer';
import { createSignInKnownSources } from '../services/signInKnownSources';
import { createSignInLimiter } from '../services/signInLimiter';
import { signInLimits } from '../services/signInLimits';

/**
 * Customer accounts (spec 2 §7): sign-up, sign-in, sign-out, profile get and update, and
 * password change, forgot and reset. Sign-in, sign-up and the forgot/reset pair are rate-limited
 * per IP (when `RATE_LIMIT` is on); sign-in per account and IP, and the current password of a
 * change per account (in the database, shared by every instance; see `createSignInLimiter`).
 */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limits = signInLimits(ctx.config);
  const deps = {
    limiter: createSignInLimiter(ctx.db, 'source', limits),
    accountLimiter: createSignInLimiter(ctx.db, 'account', {
      ...limits,
      maxFailures: limits.accountMaxFailures,
    }),
    changeLimiter: createSignInLimiter(ctx.db, 'change', limits),
    knownSources: createSignInKnownSources(ctx.db),
    dummyHash: signInDummyHash(ctx.config.scryptN),
  };
  const perIp: FastifyContextConfig =
    limits.perIpPerMinute > 0
      ? { rateLimit: { max: limits.perIpPerMinute, timeWindow: '1 minute' } }
      : {};

  // The same answer whether the account was created or the e-mail/mobile already had one.
  app.post('/auth/customer/signup', { config: perIp }, async (request, reply) => {
    await signUpCustomer(ctx, request.body, request.log);
    return reply.status(201).send(ok(null, SIGN_UP_DONE));
  });

  app.post('/auth/customer/signin_password', { config: perIp }, async (request) =>
    ok(await signInCustomer(ctx, deps, request.body, request.ip), 'Login successful'),
  );

  // The general per-IP limit (`RATE_LIMIT`) on the other mutating routes.
  const general: FastifyContextConfig = { rateLimit: {} };

  app.post('/auth/customer/signout', { config: general }, async (request) => {
    const user = await ctx.requireUser(request);
    await authRevokeTokens(ctx.db, user.id);
    return ok(null, 'Logged out successfully');
  });

  app.post('/auth/customer/change_password', { config: general }, async (request) => {
    const user = await ctx.requireUser(request);
    const answer = await changePassword(
      ctx,
      { limiter: deps.changeLimiter },
      user.id,
      request.body,
      request.log,
    );
    return ok(answer, PASSWORD_CHANGED);
  });

  // The same answer, at once, whether or not the login names an account (the e-mail follows).
  app.post('/auth/customer/forgot_password', { config: perIp }, async (request) => {
    requestPasswordReset(ctx, request.body, request.log);
    return ok(null, RESET_REQUESTED);
  });

  app.post('/auth/customer/reset_password', { config: perIp }, async (request) => {
    const userId = await resetPassword(ctx, request.body, request.log);
    // The owner proved the mailbox: lift the sign-in locks, from every address and account-wide.
    await deps.limiter.resetPrefix(signInLockPrefix(userId));
    await deps.accountLimiter.reset(`user:${userId}`);
    return ok(null, RESET_DONE);
  });

  app.get<{ Params: { id: string } }>('/auth/get/:id', async (request) => {
    const user = await ctx.requireUser(request);
    // Only one's own profile: any other id is "not found", never "forbidden".
    if (request.params.id !== user.id) throw notFound('User not found');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    if (!row) throw notFound('User not found');
    return ok(profileJson(row), 'Profile fetched successfully');
  });

  app.post('/auth/customer/update_profile', { config: general }, async (request) => {
    const user = await ctx.requireUser(request);
    const origin = publicOrigin(request, ctx.config);
    const updated = await updateProfile(ctx, user.id, request.body, origin);
    return ok(profileJson(updated), 'Profile updated successfully');
  });
}
