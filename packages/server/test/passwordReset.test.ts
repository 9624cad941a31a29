import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../src/db/schema';
import type { MailMessage } from '../src/services/mailer';
import { apiRefusal } from './helpers/apiRefusal';
import { devInbox, resetCodeOf, waitForMail } from './helpers/devInbox';
import { createUser } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

// Forgot and reset password (issue 19, accounts): one answer whether or not the account exists,
// a single-use 30-minute token stored as its SHA-256, and a reset that signs the account out
// everywhere and lifts its sign-in lock.

const REQUESTED = {
  meta: {
    status: true,
    message:
      'If an account with this email or mobile number exists, a password reset link has been sent to its email address.',
  },
};
const INVALID = 'This password reset link is invalid. Please request a new one.';
const USED = 'This password reset link has already been used. Please request a new one.';
const EXPIRED = 'This password reset link has expired. Please request a new one.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(DATABASES)('password reset on %s', (kind) => {
  let server: TestServer;
  /** The server's clock; null is the real time. */
  let clock: Date | null = null;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      fixtures: false,
      env: { PUBLIC_URL: 'https://shop.example.in' },
      now: () => clock ?? new Date(),
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    clock = null;
  });

  const forgot = (login: string) => server.client.auth.forgotPassword({ login });
  const reset = (token: string, password = 'N3w-password') =>
    server.client.auth.resetPassword({ token, password, confirm_password: password });
  /** Asks for a reset of `email` and returns the code of the e-mail that follows. */
  const resetCode = async (email: string) => {
    await forgot(email);
    return resetCodeOf(await waitForMail(server, email, 'Reset your password'));
  };

  describe('forgot password', () => {
    it('answers the same for an existing e-mail or mobile, an unknown one and an account without e-mail', async () => {
      const user = await createUser(server.ctx.db, { mobile: '9811100001' });
      const noEmail = await createUser(server.ctx.db, { mobile: '9811100002' });
      await server.ctx.db.update(users).set({ email: null }).where(eq(users.id, noEmail.id));
      const answers = [];
      for (const login of [
        user.email.toUpperCase(),
        '+91 98111 00001',
        'nobody.at.all@example.in',
        '9000000001',
        '9811100002',
      ]) {
        const response = await fetch(`${server.api}/auth/customer/forgot_password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ login }),
        });
        answers.push({ status: response.status, body: await response.json() });
      }
      for (const answer of answers)
        expect(answer).toEqual({ status: 200, body: { ...REQUESTED, data: null } });
      // Two e-mails, both to the existing account (by e-mail and by mobile); none to anyone else.
      await waitForMail(server, user.email, 'Reset your password');
      await expect.poll(() => devInbox(server).filter((m) => m.to === user.email).length).toBe(2);
      const rows = await server.ctx.db.select().from(passwordResetTokens);
      expect(rows.map((row) => row.userId).sort()).toEqual([user.id, user.id]);
    });

    it('does not wait for the mail server: the answer comes while the e-mail is still on its way', async () => {
      const user = await createUser(server.ctx.db);
      const mailer = server.ctx.mailer as { send: (message: MailMessage) => Promise<void> };
      const send = mailer.send;
      let release = () => {};
      const sent: MailMessage[] = [];
      mailer.send = (message) =>
        new Promise((resolve) => {
          sent.push(message);
          release = resolve;
        });
      try {
        expect(await forgot(user.email)).toEqual({ ...REQUESTED, data: null });
        await expect.poll(() => sent.length).toBe(1);
      } finally {
        release();
        mailer.send = send;
      }
    });

    it('mails a link to PUBLIC_URL with a 43-character random token, stored only as its SHA-256, valid 30 minutes', async () => {
      clock = new Date('2026-11-22T06:00:00.000Z');
      const user = await createUser(server.ctx.db);
      await forgot(user.email);
      const mail = await waitForMail(server, user.email, 'Reset your password');
      const token = resetCodeOf(mail);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.from).toBe('storefront-kit <no-reply@shop.example.in>');
      expect(mail.text).toContain(
        `open this link within 30 minutes:\nhttps://shop.example.in/auth/reset-password?token=${token}\n`,
      );
      const rows = await server.ctx.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(rows).toEqual([
        {
          id: expect.stringMatching(/^prt_/),
          userId: user.id,
          tokenHash: sha256(token),
          createdAt: new Date('2026-11-22T06:00:00.000Z'),
          expiresAt: new Date('2026-11-22T06:30:00.000Z'),
          usedAt: null,
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain(token);
      // Two requests, two different tokens.
      clock = null;
      await forgot(user.email);
      await expect.poll(() => devInbox(server).filter((m) => m.to === user.email).length).toBe(2);
      expect(resetCodeOf(devInbox(server)[0] as never)).not.toBe(token);
    });

    it('sends at most 3 live links per account, also to concurrent requests', async () => {
      const user = await createUser(server.ctx.db);
      // At once: the count of live links holds under concurrent requests too.
      await Promise.all(Array.from({ length: 6 }, () => forgot(user.email)));
      await expect.poll(() => devInbox(server).filter((m) => m.to === user.email).length).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(devInbox(server).filter((m) => m.to === user.email)).toHaveLength(3);
    });

    it('refuses an empty login with 400', async () => {
      expect(await apiRefusal(forgot('  '))).toEqual({
        status: 400,
        message: 'Email or mobile number is required',
      });
    });
  });

  describe('reset password', () => {
    it('sets the password, signs out every session, spends the token and tells the owner', async () => {
      const session = await server.signUpAndIn();
      const { user } = session;
      const token = await resetCode(user.email);
      expect(await reset(token)).toEqual({
        meta: {
          status: true,
          message: 'Password reset successfully. Please sign in with your new password.',
        },
        data: null,
      });
      expect(await apiRefusal(session.client.auth.profile(user.id))).toEqual({
        status: 401,
        message: 'Invalid or expired token',
      });
      expect(
        await apiRefusal(server.client.auth.signIn({ login: user.email, password: user.password })),
      ).toEqual({ status: 401, message: 'Invalid email/mobile or password' });
      const signIn = await server.client.auth.signIn({
        login: user.email,
        password: 'N3w-password',
      });
      expect(signIn.data?.user.id).toBe(user.id);
      const [row] = await server.ctx.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, sha256(token)));
      expect(row?.usedAt).toBeInstanceOf(Date);
      await waitForMail(server, user.email, 'Your password was changed');
      // Single use.
      expect(await apiRefusal(reset(token, 'Another-1'))).toEqual({ status: 400, message: USED });
    });

    it('retires the account’s other links with the one used', async () => {
      const user = await createUser(server.ctx.db);
      const first = await resetCode(user.email);
      await forgot(user.email);
      await expect.poll(() => devInbox(server).filter((m) => m.to === user.email).length).toBe(2);
      const second = resetCodeOf(devInbox(server).find((m) => m.to === user.email) as never);
      expect(second).not.toBe(first);
      await reset(second);
      expect(await apiRefusal(reset(first, 'Another-1'))).toEqual({ status: 400, message: USED });
    });

    it('refuses an expired token (after 30 minutes) and accepts one just inside', async () => {
      const start = new Date('2026-11-22T06:00:00.000Z');
      clock = start;
      const early = await createUser(server.ctx.db);
      const late = await createUser(server.ctx.db);
      const inside = await resetCode(early.email);
      const outside = await resetCode(late.email);
      clock = new Date(start.getTime() + 30 * 60_000);
      expect(await apiRefusal(reset(outside))).toEqual({ status: 400, message: EXPIRED });
      clock = new Date(start.getTime() + 30 * 60_000 - 1000);
      expect((await reset(inside)).meta.status).toBe(true);
    });

    it('refuses an unknown, altered or malformed token with 400', async () => {
      const user = await createUser(server.ctx.db);
      const token = await resetCode(user.email);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of [altered, 'A'.repeat(43), 'abc', `${token}x`, sha256(token)]) {
        expect(await apiRefusal(reset(bad))).toEqual({ status: 400, message: INVALID });
      }
      // The real one still works afterwards.
      expect((await reset(token)).meta.status).toBe(true);
    });

    it.each([
      [{ token: ' ' }, 'The password reset link is incomplete. Please request a new one.'],
      [{ password: '', confirm_password: '' }, 'Password is required'],
      [{ password: '12345', confirm_password: '12345' }, 'Password must be at least 6 characters'],
      [{ confirm_password: 'Other-password' }, 'Passwords do not match'],
    ])('refuses %j with 400 "%s"', async (change, message) => {
      const body = {
        token: 'A'.repeat(43),
        password: 'N3w-password',
        confirm_password: 'N3w-password',
        ...change,
      };
      expect(await apiRefusal(server.client.auth.resetPassword(body))).toEqual({
        status: 400,
        message,
      });
    });

    it('lets one of two concurrent uses of a token through', async () => {
      const user = await createUser(server.ctx.db);
      const token = await resetCode(user.email);
      const results = await Promise.allSettled([
        reset(token, 'First-pass1'),
        reset(token, 'Second-pass2'),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect(await apiRefusal(Promise.reject((refused as PromiseRejectedResult).reason))).toEqual({
        status: 400,
        message: USED,
      });
    });

    it('lifts the sign-in lock of the account: the owner signs in at once with the new password', async () => {
      const user = await createUser(server.ctx.db);
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await apiRefusal(server.client.auth.signIn({ login: user.email, password: 'wrong' })))
            .status,
        ).toBe(401);
      }
      expect(
        await apiRefusal(server.client.auth.signIn({ login: user.email, password: user.password })),
      ).toEqual({
        status: 429,
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      });
      await reset(await resetCode(user.email));
      const answer = await server.client.auth.signIn({
        login: user.email,
        password: 'N3w-password',
      });
      expect(answer.data?.user.id).toBe(user.id);
    });

    it('lifts the account-wide lock of a guess from many addresses', async () => {
      const user = await createUser(server.ctx.db);
      const from = (remoteAddress: string, password: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/auth/customer/signin_password',
          payload: { login: user.email, password },
          remoteAddress,
        });
      for (let i = 0; i < 50; i += 1) {
        expect((await from(`203.0.113.${150 + Math.floor(i / 5)}`, 'guess')).statusCode).toBe(401);
      }
      expect((await from('192.0.2.77', user.password)).statusCode).toBe(429);
      await reset(await resetCode(user.email));
      expect((await from('192.0.2.77', 'N3w-password')).statusCode).toBe(200);
    });
  });
});
