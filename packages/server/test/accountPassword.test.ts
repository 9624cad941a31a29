import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { apiRefusal } from './helpers/apiRefusal';
import { resetCodeOf, waitForMail } from './helpers/devInbox';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

// Change password (issue 19, accounts): the current password verifies, the new one follows
// core's rules, every earlier token is refused (the caller's too) and the caller gets a new one.

describe.each(DATABASES)('change password on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      fixtures: false,
      env: { PUBLIC_URL: 'https://shop.example.in' },
    });
  });
  afterAll(() => server.close());

  const form = (current: string, next: string) => ({
    current_password: current,
    password: next,
    confirm_password: next,
  });

  it('sets the new password, revokes every earlier token and answers a new one', async () => {
    const { user, token, client } = await server.signUpAndIn();
    // A second session of the same user (another device).
    const other = await server.client.auth.signIn({ login: user.email, password: user.password });
    const otherToken = other.data?.token ?? '';
    const [before] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));

    const answer = await client.auth.changePassword(form(user.password, 'N3w-password'));
    expect(answer.meta).toEqual({ status: true, message: 'Password changed successfully' });
    const fresh = answer.data.token;
    expect(decodeJwt(fresh)).toMatchObject({ sub: user.id, tv: (before?.tokenVersion ?? 0) + 1 });

    // Both earlier sessions are signed out, the one that made the change included.
    for (const old of [token, otherToken]) {
      expect(await apiRefusal(server.clientWith(old).auth.profile(user.id))).toEqual({
        status: 401,
        message: 'Invalid or expired token',
      });
    }
    expect((await server.clientWith(fresh).auth.profile(user.id)).data.id).toBe(user.id);

    // The stored hash is a new scrypt hash; the old password no longer signs in.
    const [after] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect(
      await apiRefusal(server.client.auth.signIn({ login: user.email, password: user.password })),
    ).toEqual({ status: 401, message: 'Invalid email/mobile or password' });
    const again = await server.client.auth.signIn({ login: user.email, password: 'N3w-password' });
    expect(again.data?.user.id).toBe(user.id);
  });

  it('tells the owner by e-mail', async () => {
    const { user, client } = await server.signUpAndIn();
    await client.auth.changePassword(form(user.password, 'N3w-password'));
    const mail = await waitForMail(server, user.email, 'Your password was changed');
    expect(mail.text).toContain('every device signed in to it was signed out');
    expect(mail.text).toContain('reset your password now:\nhttps://shop.example.in/auth\n');
  });

  it('refuses a wrong current password with 400 (not 401: the session stays signed in)', async () => {
    const { user, client } = await server.signUpAndIn();
    const [before] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(
      await apiRefusal(client.auth.changePassword(form('not-my-password', 'N3w-password'))),
    ).toEqual({ status: 400, message: 'Current password is incorrect' });
    const [after] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.tokenVersion).toBe(before?.tokenVersion);
    expect((await client.auth.profile(user.id)).data.id).toBe(user.id);
  });

  it.each([
    [{ current_password: '' }, 'Current password is required'],
    [{ password: '', confirm_password: '' }, 'Password is required'],
    [{ password: '12345', confirm_password: '12345' }, 'Password must be at least 6 characters'],
    [{ confirm_password: 'Other-password' }, 'Passwords do not match'],
    [
      { password: 'secret123', confirm_password: 'secret123' },
      'New password must be different from the current password',
    ],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const { user, client } = await server.signUpAndIn();
    const body = { ...form(user.password, 'N3w-password'), ...change };
    expect(await apiRefusal(client.auth.changePassword(body))).toEqual({ status: 400, message });
  });

  it('needs a signed-in user (401)', async () => {
    expect(
      await apiRefusal(server.client.auth.changePassword(form('secret123', 'N3w-password'))),
    ).toEqual({ status: 401, message: 'Please login to continue' });
  });

  it('locks the change after 5 wrong current passwords, even with the right one', async () => {
    const { user, client } = await server.signUpAndIn();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await apiRefusal(client.auth.changePassword(form(`guess-${i}`, 'N3w-password')))).status,
      ).toBe(400);
    }
    expect(
      await apiRefusal(client.auth.changePassword(form(user.password, 'N3w-password'))),
    ).toEqual({
      status: 429,
      message: 'Too many wrong current passwords. Please try again later or reset your password.',
    });
  });

  it('retires a pending reset link: it cannot set the password back afterwards', async () => {
    const { user, client } = await server.signUpAndIn();
    await server.client.auth.forgotPassword({ login: user.email });
    const token = resetCodeOf(await waitForMail(server, user.email, 'Reset your password'));
    await client.auth.changePassword(form(user.password, 'N3w-password'));
    expect(
      await apiRefusal(
        server.client.auth.resetPassword({
          token,
          password: 'Attacker-1',
          confirm_password: 'Attacker-1',
        }),
      ),
    ).toEqual({
      status: 400,
      message: 'This password reset link has already been used. Please request a new one.',
    });
  });
});
