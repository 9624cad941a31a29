import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

describe.each(DATABASES)('server on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers health with the database kind and the catalogue size', async () => {
    const response = await fetch(`${server.api}/health`);
    expect(await response.json()).toEqual({
      meta: { status: true, message: 'OK' },
      data: { database: kind, products: 7, payments: 'sandbox' },
    });
  });

  it('answers an unknown route with the envelope and 404', async () => {
    const response = await fetch(`${server.api}/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      meta: { status: false, message: 'Route GET /api/v1/does-not-exist not found' },
      data: null,
    });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await fetch(`${server.api}/auth/customer/signin_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'x'.repeat(1_100_000), password: 'y' }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      meta: { status: false, message: 'Request body is too large' },
      data: null,
    });
  });

  it('sends security headers and CORS only to allowed origins', async () => {
    const local = await fetch(`${server.api}/health`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(local.headers.get('x-content-type-options')).toBe('nosniff');
    const foreign = await fetch(`${server.api}/health`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
