import { isApiError, type SignUpBody } from '@storefront-kit/core';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rewardTransactions, users } from '../src/db/schema';
import { hashPassword, verifyPassword } from '../src/services/passwords';
import { createUser } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

// verifyPassword is the real one, watched: the sign-in tests check which hash each attempt
// checked the password against (the scrypt work it did), not how long it took.
vi.mock('../src/services/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/services/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const INVALID = 'Invalid email/mobile or password';

/** The status and envelope of a call the client rejects. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('Expected the call to be refused');
}
const failed = (status: number, message: string) => ({
  status,
  body: { meta: { status: false, message }, data: null },
});

let sequence = 0;
/** A fresh, valid sign-up form: unique e-mail and mobile number. */
function signUpForm(partial: Partial<SignUpBody> = {}): SignUpBody {
  sequence += 1;
  const unique = `${Date.now() % 1_000_000}${sequence}`.padStart(9, '0').slice(-9);
  return {
    name: 'Asha Verma',
    email: `asha.${unique}@example.in`,
    mobile_number: `9${unique}`,
    password: 'secret1',
    confirm_password: 'secret1',
    ...partial,
  };
}

describe('passwords with the production parameters', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery', 2 ** 17);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });
});

describe.each(DATABASES)('auth on %s', (kind) => {
  let server: TestServer;
  /** The server's clock; null is the real time. */
  let clock: Date | null = null;

  beforeAll(async () => {
    // A scrypt cost high enough (~30 ms) for the timing test to measure the password check.
    server = await startTestServer(kind, {
      fixtures: false,
      env: { SCRYPT_N: String(2 ** 14) },
      now: () => clock ?? new Date(),
    });
  });
  afterAll(() => server.close());
  afterEach(() => {
    clock = null;
  });

  const get = (path: string, authorization?: string) =>
    fetch(`${server.api}/${path}`, { headers: authorization ? { authorization } : {} });
  const signIn = (login: string, password: string) =>
    server.client.auth.signIn({ login, password });

  describe('sign-up', () => {
    it('creates an account (201) without the password hash, and it can sign in', async () => {
      const form = signUpForm({ email: 'Asha.Verma.Signup@Example.IN', password: 'abc123' });
      const response = await fetch(`${server.api}/auth/customer/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...form, confirm_password: 'abc123' }),
      });
      expect(response.status).toBe(201);
      // No account data in the answer: an e-mail that already has an account gets the same one.
      expect(await response.json()).toEqual({
        meta: { status: true, message: 'Account created successfully' },
        data: null,
      });
      const [row] = await server.ctx.db
        .select()
        .from(users)
        .where(eq(users.email, 'asha.verma.signup@example.in'));
      expect(row).toMatchObject({
        id: expect.stringMatching(/^usr_[0-9A-Za-z]{16}$/),
        name: 'Asha Verma',
        mobileNumber: form.mobile_number,
        userType: 'Customer',
        profileImage: null,
      });
      expect(row?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
      const answer = await signIn('ASHA.VERMA.SIGNUP@example.in', 'abc123');
      expect(answer.data?.user.id).toBe(row?.id);
    });

    it('answers through the client, with a mobile number only', async () => {
      const form = signUpForm({ email: undefined });
      const answer = await server.client.auth.signUp(form);
      expect(answer).toEqual({
        meta: { status: true, message: 'Account created successfully' },
        data: null,
      });
      const [row] = await server.ctx.db
        .select()
        .from(users)
        .where(eq(users.mobileNumber, form.mobile_number ?? ''));
      expect(row).toMatchObject({ email: null, name: 'Asha Verma' });
    });

    it.each([
      [{ name: '   ' }, 'Name is required'],
      [{ email: '', mobile_number: '' }, 'Email or mobile number is required'],
      [{ email: 'asha@' }, 'Please enter a valid email address'],
      [{ mobile_number: '12345' }, 'Mobile number must be 10 digits starting with 6-9'],
      [{ mobile_number: '5876543210' }, 'Mobile number must be 10 digits starting with 6-9'],
      [{ password: '', confirm_password: '' }, 'Password is required'],
      [{ password: '12345', confirm_password: '12345' }, 'Password must be at least 6 characters'],
      [{ confirm_password: 'secret2' }, 'Passwords do not match'],
    ] as const)('refuses %j with 400 "%s"', async (change, message) => {
      expect(await refusal(server.client.auth.signUp(signUpForm(change)))).toEqual(
        failed(400, message),
      );
    });

    it('answers a taken e-mail (any case) or mobile number exactly like a new account, creating none', async () => {
      const first = signUpForm();
      const created = await fetch(`${server.api}/auth/customer/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(first),
      });
      const count = async () => (await server.ctx.db.select({ id: users.id }).from(users)).length;
      const before = await count();
      for (const form of [
        signUpForm({
          email: first.email?.toUpperCase(),
          password: 'other12',
          confirm_password: 'other12',
        }),
        signUpForm({ mobile_number: first.mobile_number }),
      ]) {
        const again = await fetch(`${server.api}/auth/customer/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(form),
        });
        expect(again.status).toBe(created.status);
        expect(await again.json()).toEqual({
          meta: { status: true, message: 'Account created successfully' },
          data: null,
        });
      }
      expect(await count()).toBe(before);
      // The first password still signs in; the second sign-up's does not.
      expect((await signIn(first.email ?? '', 'secret1')).data?.user.email).toBe(first.email);
      expect(await refusal(signIn(first.email ?? '', 'other12'))).toEqual(failed(401, INVALID));
    });
  });

  describe('sign-in', () => {
    it('signs in by e-mail (any case) with a 12-hour HS256 token and the user', async () => {
      const user = await createUser(server.ctx.db, { mobile: '9812345601' });
      const answer = await signIn(user.email.toUpperCase(), user.password);
      expect(answer.meta).toEqual({ status: true, message: 'Login successful' });
      expect(answer.data?.user).toEqual({
        id: user.id,
        name: user.name,
        email: user.email,
        mobile_number: '9812345601',
        user_types: [{ name: 'Customer' }],
        profile_image: null,
      });
      const token = answer.data?.token ?? '';
      expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
      const payload = decodeJwt(token);
      expect(payload).toMatchObject({ sub: user.id, tv: 0 });
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(12 * 60 * 60);
      const profile = await server.clientWith(token).auth.profile(user.id);
      expect(profile.data.id).toBe(user.id);
    });

    it('signs in by mobile number, also written with +91 and spaces', async () => {
      const user = await createUser(server.ctx.db, { mobile: '9812345602' });
      expect((await signIn('9812345602', user.password)).data?.user.id).toBe(user.id);
      expect((await signIn('+91 98123 45602', user.password)).data?.user.id).toBe(user.id);
    });

    it('records the last login', async () => {
      clock = new Date('2026-11-22T06:00:00.000Z');
      const user = await createUser(server.ctx.db);
      await signIn(user.email, user.password);
      const [row] = await server.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.lastLoginAt?.toISOString()).toBe('2026-11-22T06:00:00.000Z');
    });

    it('gives one 401 message for an unknown login and for a wrong password', async () => {
      const user = await createUser(server.ctx.db, { mobile: '9812345603' });
      const expected = failed(401, INVALID);
      expect(await refusal(signIn('nobody@example.in', user.password))).toEqual(expected);
      expect(await refusal(signIn('9000000000', user.password))).toEqual(expected);
      expect(await refusal(signIn(user.email, 'wrong-password'))).toEqual(expected);
      expect(await refusal(signIn('9812345603', 'wrong-password'))).toEqual(expected);
    });

    it('does the same scrypt work for an unknown login as for a wrong password', async () => {
      // Signed up through the API, so its hash has the server's cost, as the dummy hash does.
      const form = signUpForm();
      await server.client.auth.signUp(form);
      const verify = vi.mocked(verifyPassword);
      verify.mockClear();
      expect(await refusal(signIn(`unknown.${Date.now()}@example.in`, 'wrong-password'))).toEqual(
        failed(401, INVALID),
      );
      expect(await refusal(signIn(form.email ?? '', 'wrong-password'))).toEqual(
        failed(401, INVALID),
      );
      // One scrypt check each, both awaited to their answer (false), against hashes of the same
      // scheme and cost (scrypt$N$r$p) but not the same hash: the unknown login's is the dummy.
      expect(verify).toHaveBeenCalledTimes(2);
      const [unknownCall, wrongCall] = verify.mock.calls;
      const cost = (stored: string | undefined) => stored?.split('$').slice(0, 4).join('$');
      expect(cost(unknownCall?.[1])).toBe(`scrypt$${server.ctx.config.scryptN}$8$1`);
      expect(cost(wrongCall?.[1])).toBe(cost(unknownCall?.[1]));
      expect(unknownCall?.[1]).not.toBe(wrongCall?.[1]);
      await expect(verify.mock.results[0]?.value).resolves.toBe(false);
      await expect(verify.mock.results[1]?.value).resolves.toBe(false);
    });

    it.each([
      [{ login: ' ', password: 'secret1' }, 'Email or mobile number is required'],
      [{ login: 'a@b.in', password: '' }, 'Password is required'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      expect(await refusal(server.client.auth.signIn(body))).toEqual(failed(400, message));
    });
  });

  describe('per-account lock', () => {
    it('locks an account for 15 minutes after 5 failures within 15 minutes', async () => {
      const start = new Date('2026-11-22T06:00:00.000Z');
      clock = start;
      const user = await createUser(server.ctx.db, { mobile: '9812345604' });
      for (let i = 0; i < 5; i += 1) {
        clock = new Date(start.getTime() + i * 60_000);
        expect(await refusal(signIn(user.email, 'wrong-password'))).toEqual(failed(401, INVALID));
      }
      // Locked: even the right password, and by the other login of the same account.
      const locked = (minutes: string) =>
        failed(429, `Too many failed sign-in attempts. Please try again in ${minutes}.`);
      expect(await refusal(signIn(user.email, user.password))).toEqual(locked('15 minutes'));
      expect(await refusal(signIn('9812345604', user.password))).toEqual(locked('15 minutes'));
      clock = new Date(start.getTime() + 18 * 60_000 + 1);
      expect(await refusal(signIn(user.email, user.password))).toEqual(locked('1 minute'));
      clock = new Date(start.getTime() + 19 * 60_000);
      expect((await signIn(user.email, user.password)).data?.user.id).toBe(user.id);
    });

    it('does not lock for failures spread over more than 15 minutes', async () => {
      const start = new Date('2026-11-22T06:00:00.000Z');
      const user = await createUser(server.ctx.db);
      for (let i = 0; i < 6; i += 1) {
        clock = new Date(start.getTime() + i * 4 * 60_000);
        expect(await refusal(signIn(user.email, 'wrong-password'))).toEqual(failed(401, INVALID));
      }
      expect((await signIn(user.email, user.password)).data?.user.id).toBe(user.id);
    });

    it('forgets the failures after a successful sign-in', async () => {
      const user = await createUser(server.ctx.db);
      const fail4 = async () => {
        for (let i = 0; i < 4; i += 1) {
          expect(await refusal(signIn(user.email, 'wrong-password'))).toEqual(failed(401, INVALID));
        }
      };
      await fail4();
      await signIn(user.email, user.password);
      await fail4();
      expect((await signIn(user.email, user.password)).data?.user.id).toBe(user.id);
    });

    it("locks the account from the failing address only: the owner's own address still signs in", async () => {
      const user = await createUser(server.ctx.db);
      const from = (remoteAddress: string, password: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/auth/customer/signin_password',
          payload: { login: user.email, password },
          remoteAddress,
        });
      for (let i = 0; i < 5; i += 1) {
        expect((await from('203.0.113.66', 'wrong-password')).statusCode).toBe(401);
      }
      const stranger = await from('203.0.113.66', user.password);
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().meta.message).toBe(
        'Too many failed sign-in attempts. Please try again in 15 minutes.',
      );
      const owner = await from('198.51.100.7', user.password);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().data.user.id).toBe(user.id);
      // And the owner's success does not unlock the stranger's address.
      expect((await from('203.0.113.66', user.password)).statusCode).toBe(429);
    });

    it('locks an account guessed from many addresses, except from addresses its owner signed in from', async () => {
      const user = await createUser(server.ctx.db);
      const from = (remoteAddress: string, password: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/auth/customer/signin_password',
          payload: { login: user.email, password },
          remoteAddress,
        });
      // The owner has signed in from home before.
      expect((await from('198.51.100.20', user.password)).statusCode).toBe(200);
      // 49 failures from 10 addresses: each address is locked after its fifth, the account not yet.
      const statuses: number[] = [];
      for (let i = 0; i < 49; i += 1) {
        statuses.push((await from(`203.0.113.${100 + Math.floor(i / 5)}`, 'guess')).statusCode);
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(49);
      expect((await from('192.0.2.1', user.password)).statusCode).toBe(200);
      // The 50th locks the account from every address it has not signed in from...
      expect((await from('203.0.113.109', 'guess')).statusCode).toBe(401);
      const stranger = await from('192.0.2.2', user.password);
      expect(stranger.statusCode).toBe(429);
      expect(stranger.json().meta.message).toBe(
        'Too many failed sign-in attempts. Please try again in 15 minutes.',
      );
      // ...but not from the owner's addresses (home, and the one just used).
      expect((await from('198.51.100.20', user.password)).statusCode).toBe(200);
      expect((await from('192.0.2.1', user.password)).statusCode).toBe(200);
    });

    it('locks an unknown login the same way', async () => {
      const login = `ghost.${Date.now()}@example.in`;
      for (let i = 0; i < 5; i += 1) {
        expect(await refusal(signIn(login, 'guess'))).toEqual(failed(401, INVALID));
      }
      expect(await refusal(signIn(login, 'guess'))).toEqual(
        failed(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.'),
      );
    });
  });

  describe('daily login reward', () => {
    const rewards = (userId: string) =>
      server.ctx.db
        .select({ points: rewardTransactions.points, reference: rewardTransactions.reference })
        .from(rewardTransactions)
        .where(
          and(eq(rewardTransactions.userId, userId), eq(rewardTransactions.type, 'daily_login')),
        )
        .orderBy(rewardTransactions.reference);

    it('grants 5 points once per IST calendar day', async () => {
      const user = await createUser(server.ctx.db);
      clock = new Date('2026-11-22T06:00:00Z'); // 11:30 IST, 22 November
      await signIn(user.email, user.password);
      clock = new Date('2026-11-22T18:29:00Z'); // 23:59 IST, still 22 November
      await signIn(user.email, user.password);
      expect(await rewards(user.id)).toEqual([{ points: 5, reference: '2026-11-22' }]);
      clock = new Date('2026-11-22T18:31:00Z'); // 00:01 IST, 23 November (UTC: still the 22nd)
      await signIn(user.email, user.password);
      expect(await rewards(user.id)).toEqual([
        { points: 5, reference: '2026-11-22' },
        { points: 5, reference: '2026-11-23' },
      ]);
    });

    it('grants nothing for a failed sign-in', async () => {
      const user = await createUser(server.ctx.db);
      await refusal(signIn(user.email, 'wrong-password'));
      expect(await rewards(user.id)).toEqual([]);
    });
  });

  describe('tokens', () => {
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = (userId: string, exp: number) => ({
      sub: userId,
      tv: 0,
      iat: exp - 60,
      exp,
    });
    const nowSeconds = () => Math.floor(Date.now() / 1000);
    const sign = (payload: Record<string, unknown>, key: Uint8Array, alg = 'HS256') =>
      new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);

    it('accepts a well-formed token built the way these tests build the bad ones', async () => {
      const user = await createUser(server.ctx.db);
      const token = await sign(claims(user.id, nowSeconds() + 600), server.ctx.jwtKey);
      expect((await get(`auth/get/${user.id}`, `Bearer ${token}`)).status).toBe(200);
    });

    it.each([
      ['alg none', 'none'],
      ['expired', 'expired'],
      ['another key', 'other-key'],
      ['HS512 with the right key', 'hs512'],
      ['an unknown user', 'unknown-user'],
      ['no token version', 'no-version'],
      ['no exp (signed with the server key)', 'no-exp'],
    ])('refuses a token with %s (401)', async (_label, variant) => {
      const user = await createUser(server.ctx.db);
      const key = server.ctx.jwtKey;
      const valid = claims(user.id, nowSeconds() + 600);
      const tokens: Record<string, () => Promise<string>> = {
        none: async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(valid)}.`,
        expired: () => sign(claims(user.id, nowSeconds() - 60), key),
        'other-key': () => sign(valid, new TextEncoder().encode('x'.repeat(48))),
        hs512: () => sign(valid, key, 'HS512'),
        'unknown-user': () => sign({ ...valid, sub: 'usr_nobody' }, key),
        'no-version': () => sign({ ...valid, tv: undefined }, key),
        'no-exp': () => sign({ ...valid, exp: undefined }, key),
      };
      const token = await tokens[variant]?.();
      const response = await get(`auth/get/${user.id}`, `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        meta: {
          status: false,
          message: variant === 'expired' ? 'Token expired' : 'Invalid or expired token',
        },
        data: null,
      });
    });

    it.each([
      'Bearer',
      'Bearer not-a-jwt',
      'Bearer a.b.c',
      'Basic dXNlcjpwYXNz',
      'Token abc.def.ghi',
    ])('refuses the authorization header "%s" (401)', async (header) => {
      const response = await get('auth/get/usr_any', header);
      expect(response.status).toBe(401);
      expect((await response.json()).meta.status).toBe(false);
    });

    it('refuses every earlier token after sign-out; a new sign-in works', async () => {
      const first = await server.signUpAndIn();
      const { token } = first;
      const earlier = await sign(claims(first.user.id, nowSeconds() + 600), server.ctx.jwtKey);
      const answer = await first.client.auth.signOut();
      expect(answer.meta).toEqual({ status: true, message: 'Logged out successfully' });
      for (const old of [token, earlier]) {
        expect(await refusal(server.clientWith(old).auth.profile(first.user.id))).toEqual(
          failed(401, 'Invalid or expired token'),
        );
      }
      expect(await refusal(first.client.auth.signOut())).toEqual(
        failed(401, 'Invalid or expired token'),
      );
      const again = await signIn(first.user.email, first.user.password);
      expect(decodeJwt(again.data?.token ?? '').tv).toBe(1);
      const profile = await server.clientWith(again.data?.token ?? '').auth.profile(first.user.id);
      expect(profile.data.id).toBe(first.user.id);
    });

    it('refuses sign-out without a token (401)', async () => {
      expect(await refusal(server.client.auth.signOut())).toEqual(
        failed(401, 'Please login to continue'),
      );
    });
  });
});
