import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../src/http/auth';
import { signInLimits } from '../src/services/signInLimits';
import { createUser } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

describe('sign-in limits from the configuration', () => {
  it('limits sign-in per IP to 10 a minute, off when RATE_LIMIT is 0', () => {
    expect(signInLimits({ rateLimitPerMinute: 120 })).toEqual({
      perIpPerMinute: 10,
      maxFailures: 5,
      failureWindowMs: 15 * 60_000,
      lockMs: 15 * 60_000,
      accountMaxFailures: 50,
    });
    expect(signInLimits({ rateLimitPerMinute: 4 }).perIpPerMinute).toBe(4);
    expect(signInLimits({ rateLimitPerMinute: 0 }).perIpPerMinute).toBe(0);
  });
});

describe.each(DATABASES)('sign-in rate limit per IP on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { fixtures: false, env: { RATE_LIMIT: '120' } });
  });
  afterAll(async () => {
    await server.close();
    await rm(server.ctx.config.uploadDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${server.api}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  it('answers 429 to the 11th sign-in from one IP within a minute', async () => {
    // Distinct unknown logins, so the per-account lock (5 failures) never applies.
    const attempt = (i: number) =>
      post('auth/customer/signin_password', { login: `ip${i}@example.in`, password: 'guess1' });
    for (let i = 1; i <= 10; i += 1) {
      const response = await attempt(i);
      expect(response.status).toBe(401);
      expect(response.headers.get('x-ratelimit-limit')).toBe('10');
    }
    const limited = await attempt(11);
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.data).toBeNull();
    expect(body.meta.status).toBe(false);
    expect(body.meta.message).toMatch(/^Too many requests\. Please try again in \d+ s\.$/);
  });

  it('counts sign-ups separately from sign-ins, also 10 a minute', async () => {
    const signUp = (i: number) =>
      post('auth/customer/signup', {
        name: 'Rate Test',
        email: `rate${i}.${Date.now()}@example.in`,
        password: 'secret1',
        confirm_password: 'secret1',
      });
    for (let i = 1; i <= 10; i += 1) expect((await signUp(i)).status).toBe(201);
    expect((await signUp(11)).status).toBe(429);
  });

  it('puts profile update, upload and sign-out under the general per-IP limit', async () => {
    const user = await createUser(server.ctx.db);
    const token = await signToken(server.ctx.jwtKey, user.id, 0);
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    // In turn: the sign-out revokes the token.
    const calls = [
      () => post('auth/customer/update_profile', { name: 'Limited' }, token),
      () => post('auth/upload', { data: png, filetype: 'image/png', extension: 'png' }, token),
      () => post('auth/customer/signout', {}, token),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('120');
    }
  });
});
