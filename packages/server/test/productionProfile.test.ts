import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_CUSTOMER } from '../src/seed/seedDatabase';
import { type FakeRazorpay, startFakeRazorpay } from './helpers/fakeRazorpay';

// The server as an operator starts it: NODE_ENV=production refuses the settings that are only
// safe in development, and a started production server has no sandbox gateway, no demo
// account and believes no forwarded header it was not told to.

const SECRET = 'x'.repeat(40);
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: SECRET,
  PUBLIC_URL: 'https://shop.example.in',
  RAZORPAY_KEY_ID: 'rzp_live_Key',
  RAZORPAY_KEY_SECRET: 'secret',
  SMTP_URL: 'smtps://shop:secret@smtp.example.in:465',
};
const without = (env: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

describe('the production profile (loadConfig)', () => {
  it('refuses to start without keys, public URL and JWT secret, naming each variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Refusing to start with NODE_ENV=production:\n {2}- JWT_SECRET must be set[^\n]*\n {2}- PUBLIC_URL must be set[^\n]*\n {2}- RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set when NODE_ENV=production: without them the offline sandbox gateway would mark orders paid without any money\. To run a demo on purpose, set PAYMENTS=sandbox\.\n {2}- SMTP_URL must be set[^\n]*$/,
    );
    for (const name of ['JWT_SECRET', 'PUBLIC_URL', 'RAZORPAY_KEY_ID', 'SMTP_URL']) {
      const env = without(
        PRODUCTION,
        name,
        name === 'RAZORPAY_KEY_ID' ? 'RAZORPAY_KEY_SECRET' : '',
      );
      expect(() => loadConfig(env)).toThrow(new RegExp(`- ${name}[ a-zA-Z_]* must be set`));
    }
    expect(loadConfig(PRODUCTION)).toMatchObject({
      production: true,
      payments: 'razorpay',
      demo: false,
      trustProxy: false,
      publicUrl: 'https://shop.example.in',
    });
  });

  it('runs the sandbox in production only when PAYMENTS=sandbox says so, never beside keys', () => {
    const demo = without(PRODUCTION, 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET');
    expect(loadConfig({ ...demo, PAYMENTS: 'sandbox' }).payments).toBe('sandbox');
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS: 'sandbox' })).toThrow(
      /PAYMENTS=sandbox with RAZORPAY_KEY_ID set/,
    );
    expect(() => loadConfig({ PAYMENTS: 'razorpay' })).toThrow(
      'PAYMENTS=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(
      'PAYMENTS must be "razorpay" or "sandbox", got "paypal"',
    );
    // Development: the sandbox without keys, Razorpay with them.
    expect(loadConfig({}).payments).toBe('sandbox');
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_K', RAZORPAY_KEY_SECRET: 's' }).payments).toBe(
      'razorpay',
    );
  });

  it('seeds the demo customers in development, in production only with --demo or SEED_DEMO=1', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).demo).toBe(false);
    expect(loadConfig(PRODUCTION).demo).toBe(false);
    expect(loadConfig(PRODUCTION, ['--demo']).demo).toBe(true);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: '1' }).demo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be 1 or 0, got "yes"');
  });

  it('trusts a hop count or listed proxies, never any sender (TRUST_PROXY)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', '10.0.0.0/33', 'proxy.example.in', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY must be a hop count/);
    }
  });

  it('takes REDIS_URL as a redis:// or rediss:// URL (request limits shared by instances)', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: ' redis://127.0.0.1:6379/2 ' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.in:6380' }).redisUrl).toBe(
      'rediss://cache.example.in:6380',
    );
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL, got "127.0.0.1:6379"',
    );
  });

  it('takes PUBLIC_URL as an origin only', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://shop.example.in/api' })).toThrow(
      'PUBLIC_URL must be an origin such as https://shop.example.in (scheme and host, no path), got "https://shop.example.in/api"',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.in/' }).publicUrl).toBe(
      'https://shop.example.in',
    );
  });
});

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly url: Promise<string>;
  readonly exit: Promise<number | null>;
}

/** `node src/main.ts` as an operator runs it, on a fresh PGlite directory of its own. */
function startMain(env: Record<string, string>, args: string[] = []): Started {
  const dataDir = mkdtempSync(join(tmpdir(), 'sk-production-'));
  const child = spawn(
    process.execPath,
    ['--conditions=@storefront-kit/source', '--import', 'tsx', 'src/main.ts', ...args],
    {
      cwd: join(__dirname, '..'),
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_PRODUCTS: '30',
        LOG_LEVEL: 'warn',
        SCRYPT_N: '1024',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    });
  });
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s)]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exit.then((code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  url.catch(() => undefined);
  return { child, output: () => output, url, exit };
}

const stop = async (started: Started) => {
  if (started.child.exitCode === null) started.child.kill('SIGTERM');
  await started.exit;
};

describe('a production start', () => {
  it('refuses without keys, public URL and JWT secret: exit code 1 and the variables named', async () => {
    const started = startMain({ NODE_ENV: 'production' });
    await expect(started.exit).resolves.toBe(1);
    const output = started.output();
    expect(output).toContain('storefront-kit API: Refusing to start with NODE_ENV=production:');
    for (const name of [
      'JWT_SECRET',
      'PUBLIC_URL',
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      'SMTP_URL',
    ])
      expect(output).toContain(`- ${name} must be set when NODE_ENV=production`);
    // The operator's message, not a stack trace.
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);

  describe('with keys (a local fake of Razorpay)', () => {
    let razorpay: FakeRazorpay;
    let started: Started;
    let url: string;
    beforeAll(async () => {
      razorpay = await startFakeRazorpay();
      started = startMain({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        PUBLIC_URL: 'https://shop.example.in',
        RAZORPAY_KEY_ID: razorpay.keyId,
        RAZORPAY_KEY_SECRET: razorpay.keySecret,
        RAZORPAY_API_URL: razorpay.url,
        SMTP_URL: PRODUCTION.SMTP_URL,
        HOST: '127.0.0.1',
        SHUTDOWN_GRACE: '2',
      });
      url = await started.url;
    }, 120_000);
    afterAll(async () => {
      if (started) await stop(started);
      await razorpay?.close();
    });

    it('has no sandbox gateway: its script and its pay route do not exist', async () => {
      expect((await fetch(`${url}/sandbox/checkout.js`)).status).toBe(404);
      const pay = await fetch(`${url}/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: 'order_x', key_id: 'rzp_sandbox' }),
      });
      expect(pay.status).toBe(404);
      const health = await (await fetch(`${url}/api/v1/health`)).json();
      expect(health.data).toEqual({ database: 'pglite', products: 30, payments: 'razorpay' });
    });

    it('seeds no demo account: its published password signs nobody in', async () => {
      expect(started.output()).not.toContain(DEMO_CUSTOMER.password);
      const answer = await fetch(`${url}/api/v1/auth/customer/signin_password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
      });
      expect(answer.status).toBe(401);
      // The catalogue is there; the demo customers' reviews are not.
      const list = await (await fetch(`${url}/api/v1/products/web/list/?per_page=30`)).json();
      const ids: string[] = list.data.map((product: { _id: string }) => product._id);
      expect(ids).toHaveLength(30);
      for (const id of ids) {
        const reviews = await (
          await fetch(`${url}/api/v1/reviews/web/list/?product_id=${id}`)
        ).json();
        expect(reviews.data).toEqual([]);
      }
    });

    it('believes no X-Forwarded-For: a client cannot pick a new address per guess', async () => {
      const statuses: number[] = [];
      for (let guess = 0; guess < 14; guess += 1) {
        const answer = await fetch(`${url}/api/v1/auth/customer/signin_password`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `203.0.113.${guess + 1}`,
          },
          body: JSON.stringify({ login: `nobody${guess}@example.in`, password: 'Wrong@12345' }),
        });
        statuses.push(answer.status);
      }
      // Ten guesses a minute from one address (one was spent above), whatever the header says.
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
    });
    // Last in this group: it stops the server.
    it('stops on SIGTERM: a request in flight is answered, a stalled client is cut after SHUTDOWN_GRACE', async () => {
      const { hostname, port } = new URL(url);
      const open = async () => {
        const socket = connect(Number(port), hostname);
        await once(socket, 'connect');
        let received = '';
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString();
        });
        socket.on('error', () => undefined);
        return { socket, received: () => received, closed: once(socket, 'close') };
      };
      const post = (socket: Socket, length: number, start: string) =>
        socket.write(
          `POST /api/v1/enquiries/create HTTP/1.1\r\nHost: ${hostname}\r\n` +
            `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${start}`,
        );
      // Both send their headers and half a body: two requests in flight.
      const finishing = await open();
      const stalled = await open();
      post(finishing.socket, 2, '{');
      post(stalled.socket, 200, '{"name"');
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalled = Date.now();
      started.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // The first completes its body during the grace and gets its whole answer.
      finishing.socket.write('}');
      const code = await started.exit;
      const took = Date.now() - signalled;

      expect(code).toBe(0);
      await finishing.closed;
      expect(finishing.received()).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(finishing.received()).toMatch(
        /\r\n\r\n\{"meta":\{"status":false,"message":"[^"]+"\},"data":null\}$/,
      );
      // The stalled one is cut once the grace is over; the process does not wait for it.
      await stalled.closed;
      expect(stalled.received()).toBe('');
      expect(took).toBeGreaterThanOrEqual(2000);
      expect(took).toBeLessThan(8000);
      expect(started.output()).toContain(
        'shutdown: cutting the connections still open after 2000 ms',
      );
    });
  });

  it('runs the sandbox on purpose (PAYMENTS=sandbox) with a warning at start and on /health', async () => {
    const started = startMain({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      PUBLIC_URL: 'https://demo.example.in',
      PAYMENTS: 'sandbox',
      SMTP_URL: PRODUCTION.SMTP_URL,
    });
    try {
      const url = await started.url;
      await expect.poll(started.output).toMatch(/WARNING: PAYMENTS=sandbox in production/);
      const health = await (await fetch(`${url}/api/v1/health`)).json();
      expect(health.data.payments).toBe('sandbox');
      expect(health.data.warnings).toEqual([
        expect.stringMatching(/^PAYMENTS=sandbox in production: the offline sandbox gateway/),
      ]);
      expect((await fetch(`${url}/sandbox/checkout.js`)).status).toBe(200);
    } finally {
      await stop(started);
    }
  }, 120_000);
});
