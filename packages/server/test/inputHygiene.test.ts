import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_READ_RATE_LIMIT, loadConfig } from '../src/config';
import { COMPRESS_MIN_BYTES } from '../src/http/compression';
import { registerInputHygiene } from '../src/http/inputHygiene';
import { FIXTURE } from './helpers/fixtures';
import { rawGet } from './helpers/rawGet';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const refusal = (message: string) => ({ meta: { status: false, message }, data: null });

describe.each(DATABASES)('control characters on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await server.signUpAndIn());
  });
  afterAll(() => server.close());

  const get = (path: string, auth = false) =>
    fetch(`${server.api}${path}`, auth ? { headers: { authorization: `Bearer ${token}` } } : {});
  const post = (path: string, body: unknown, auth = false) =>
    fetch(`${server.api}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const expectRefused = async (response: Response, field: string) => {
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: refusal(`Invalid characters in "${field}"`),
    });
  };

  it.each([
    ['/products/get/%00', false],
    ['/products/get-related-products/a%00b', false],
    ['/banner/get/%00', false],
    ['/product-category/get/%00', false],
    ['/auth/get/%00', true],
    ['/support-ticket/get/%00', true],
    ['/quote-requests/get/%00', true],
    ['/orders/web/get-order-details/%00', true],
  ])('refuses NUL in the id of GET %s', async (path, auth) => {
    await expectRefused(await get(path, auth), 'id');
  });

  it.each([
    ['/products/web/list/?search=%00', 'search', false],
    ['/products/web/list/?brand=Omron%00', 'brand', false],
    ['/products/search-autocomplete?search=re%00lay', 'search', false],
    ['/banner/web/list/?placement=%00', 'placement', false],
    ['/product-category/web/list/?type=%00', 'type', false],
    ['/wishlist/check?product=%00', 'product', true],
    ['/support-ticket/web/list?search=%00', 'search', true],
    ['/orders/web/list?search=%00', 'search', true],
    ['/products/web/list/?search=a&search=%00', 'search', false],
  ])('refuses NUL in the query of GET %s', async (path, field, auth) => {
    await expectRefused(await get(path, auth), field);
  });

  it('refuses other control characters in the query, tab and newline included', async () => {
    for (const code of ['%01', '%07', '%09', '%0A', '%0D', '%1B', '%1F', '%7F', '%C2%85']) {
      await expectRefused(await get(`/products/web/list/?search=relay${code}`), 'search');
    }
  });

  it('refuses a control character in a query parameter name', async () => {
    const response = await get('/products/web/list/?se%00arch=relay');
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 400,
      body: refusal('Invalid characters in a parameter name'),
    });
  });

  it.each([
    ['/auth/customer/signin_password', { login: '\u0000', password: 'x' }, 'login', false],
    [
      '/auth/customer/signup',
      {
        name: 'Nul\u0000Byte',
        email: 'nul@example.in',
        mobile_number: '9876500000',
        password: 'Secret@123',
        confirm_password: 'Secret@123',
      },
      'name',
      false,
    ],
    ['/user-cart/add-to-cart', { id: '\u0000', quantity: 1 }, 'id', true],
    [
      '/user-cart/sync',
      {
        items: [
          { id: FIXTURE.products.relay, quantity: 1 },
          { id: 'x\u0000', quantity: 1 },
        ],
      },
      'items.1.id',
      true,
    ],
    ['/wishlist/toggle', { product: '\u0000' }, 'product', true],
    [
      '/support-ticket/create',
      { subject: 'Relay\u0000', category: 'Technical', description: 'It does not switch.' },
      'subject',
      true,
    ],
    [
      '/quote-request/create',
      {
        product_id: FIXTURE.products.relay,
        customer_name: 'Asha',
        customer_email: 'asha@example.in',
        customer_phone: '9876543210',
        quantity: 2,
        message: 'Please quote\u0000',
      },
      'message',
      false,
    ],
    [
      '/offers/apply-coupon',
      { coupon_code: 'DIWALI\u000010', order_amount: 100 },
      'coupon_code',
      false,
    ],
    [
      '/reviews/create',
      { product_id: FIXTURE.products.relay, rating: 5, comment: 'Works \u0007 well enough' },
      'comment',
      true,
    ],
  ])('refuses a control character in the JSON body of POST %s', async (path, body, field, auth) => {
    await expectRefused(await post(path, body, auth), field);
  });

  it('keeps tab, newline and carriage return in free text', async () => {
    const description = 'Line one\r\nLine two\n\tindented';
    const response = await post(
      '/support-ticket/create',
      { subject: 'Relay', category: 'Technical', description },
      true,
    );
    expect(response.status).toBe(201);
    expect((await response.json()).data.description).toBe(description);
  });

  it('refuses a control character in a field name and deep in a nested body', async () => {
    const named = await post('/support-ticket/create', { 'subject\u0000': 'x' }, true);
    expect({ status: named.status, body: await named.json() }).toEqual({
      status: 400,
      body: refusal('Invalid characters in a field name'),
    });
    // Arrays 5,000 deep: checked without recursion, a 400 and not a stack overflow.
    const depth = 5_000;
    const deep = await fetch(`${server.api}/auth/customer/signin_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"login":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
    });
    expect(deep.status).toBe(400);
    expect((await deep.json()).meta.message).toBe(
      `Invalid characters in "login${'.0'.repeat(depth)}"`,
    );
  });

  it('refuses NUL outside the API too: a media file name, an unknown path', async () => {
    const media = await fetch(`${server.url}/media/products/a%00.svg`);
    expect({ status: media.status, body: await media.json() }).toEqual({
      status: 400,
      body: refusal('Invalid characters in "file"'),
    });
    const unknown = await get('/nowhere/%00');
    expect({ status: unknown.status, body: await unknown.json() }).toEqual({
      status: 400,
      body: refusal('Invalid characters in "path"'),
    });
  });
});

describe('control characters in raw bodies', () => {
  it('leaves a body parsed as bytes or text to its route (a signed webhook)', async () => {
    const app = Fastify();
    registerInputHygiene(app);
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_r, body, done) =>
      done(null, body),
    );
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    app.post('/hook', async (request) => ({ length: (request.body as Buffer | string).length }));
    const bytes = await app.inject({
      method: 'POST',
      url: '/hook',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from([0, 1, 2, 0x7f]),
    });
    expect({ status: bytes.statusCode, body: bytes.json() }).toEqual({
      status: 200,
      body: { length: 4 },
    });
    const text = await app.inject({
      method: 'POST',
      url: '/hook',
      headers: { 'content-type': 'text/plain' },
      payload: 'a\u0000b',
    });
    expect({ status: text.statusCode, body: text.json() }).toEqual({
      status: 200,
      body: { length: 3 },
    });
    await app.close();
  });
});

describe.each(DATABASES)('page limits on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    ({ token } = await server.signUpAndIn());
  });
  afterAll(() => server.close());

  const answer = async (path: string) => {
    const response = await fetch(`${server.api}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: await response.json() };
  };
  const refused = (message: string) => ({ status: 400, body: refusal(message) });

  /** Every list route that reads `page_no` and `per_page`. */
  const lists = [
    '/products/web/list/?',
    '/banner/web/list/?',
    `/reviews/web/list/?product_id=${FIXTURE.products.relay}&`,
    '/orders/web/list?',
    '/support-ticket/web/list?',
    '/quote-requests/web/list?',
    '/rewards/transactions?',
  ];

  it.each(lists)(
    '%s takes per_page up to 100 and refuses more, -1, 0 and non-numbers',
    async (list) => {
      expect((await answer(`${list}per_page=100&page_no=1`)).status).toBe(200);
      for (const perPage of ['101', '1000', '-1', '0', 'abc', '1.5', '1e2', '99999999999999']) {
        expect(await answer(`${list}per_page=${perPage}`)).toEqual(
          refused('per_page must be between 1 and 100'),
        );
      }
      for (const page of ['0', '-1', 'abc', '2.5', '100001']) {
        expect(await answer(`${list}page_no=${page}`)).toEqual(
          refused('page_no must be between 1 and 100000'),
        );
      }
    },
  );

  it('refuses a repeated per_page', async () => {
    expect(await answer('/products/web/list/?per_page=5&per_page=500')).toEqual(
      refused('per_page must be given once'),
    );
  });

  it('pages the best sellers with the same page_no rule', async () => {
    expect((await answer('/products/best-selling?page_no=2')).status).toBe(200);
    expect(await answer('/products/best-selling?page_no=0')).toEqual(
      refused('page_no must be between 1 and 100000'),
    );
  });

  it.each([
    '/product-category/web/list/?',
    '/product-sub-category/web/list/?',
    '/product-sub-sub-category/web/list/?',
    '/brands/web/list/?',
    '/badges/web/list/?',
    '/solution/web/list/?',
  ])(
    "%s keeps the spec's -1 for all (a small reference list) and caps pages at 100",
    async (list) => {
      const all = await answer(`${list}per_page=-1`);
      expect(all.status).toBe(200);
      expect(all.body.meta.pagination.per_page).toBe(-1);
      expect((await answer(`${list}per_page=100`)).status).toBe(200);
      for (const perPage of ['101', '-2', '0', 'all']) {
        expect(await answer(`${list}per_page=${perPage}`)).toEqual(
          refused('per_page must be between 1 and 100, or -1 for all'),
        );
      }
    },
  );

  it("takes the wishlist's 1000 (core loads a customer's whole wishlist at once), no more", async () => {
    expect((await answer('/wishlist?page_no=1&per_page=1000')).status).toBe(200);
    expect(await answer('/wishlist?per_page=1001')).toEqual(
      refused('per_page must be between 1 and 1000'),
    );
    expect(await answer('/wishlist?per_page=-1')).toEqual(
      refused('per_page must be between 1 and 1000'),
    );
  });
});

describe.each(DATABASES)('compression on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const LIST = '/products/web/list/?per_page=100';

  it('sends a large JSON answer with brotli or gzip, as the client accepts, and Vary', async () => {
    const plain = await rawGet(`${server.api}${LIST}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Origin, accept-encoding');
    expect(plain.body.length).toBeGreaterThan(4 * COMPRESS_MIN_BYTES);
    const json = JSON.parse(plain.body.toString());
    expect(json.data).toHaveLength(7);

    const br = await rawGet(`${server.api}${LIST}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Origin, accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);

    const gzip = await rawGet(`${server.api}${LIST}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(json);

    const refused = await rawGet(`${server.api}${LIST}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(plain.body)).toBe(true);
  });

  it('compresses an SVG image, not a small answer, a PDF or a PNG', async () => {
    const accept = { 'accept-encoding': 'br, gzip' };
    const health = await rawGet(`${server.api}/health`, accept);
    expect(health.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();

    const svg = await rawGet(`${server.url}/media/products/${FIXTURE.products.relay}.svg`, accept);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-encoding']).toBe('br');

    const pdf = await rawGet(
      `${server.url}/media/datasheets/${FIXTURE.products.relay}.pdf`,
      accept,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    const { token } = await server.signUpAndIn();
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(4096, 0x41), // compressible bytes: a PNG is still sent as it is
    ]);
    const uploaded = await server.clientWith(token).auth.upload({
      data: png.toString('base64'),
      filetype: 'image/png',
      extension: 'png',
    });
    const served = await rawGet(uploaded.data.url, accept);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.body.equals(png)).toBe(true);
  });
});

describe('READ_RATE_LIMIT', () => {
  it('is 600 GETs a minute by default, off with RATE_LIMIT=0 unless set, 0 turns it off', () => {
    const readLimit = (env: Record<string, string>) => loadConfig(env).readRateLimitPerMinute;
    expect(DEFAULT_READ_RATE_LIMIT).toBe(600);
    expect(readLimit({})).toBe(600);
    expect(readLimit({ RATE_LIMIT: '50' })).toBe(600);
    expect(readLimit({ RATE_LIMIT: '0' })).toBe(0);
    expect(readLimit({ RATE_LIMIT: '0', READ_RATE_LIMIT: '900' })).toBe(900);
    expect(readLimit({ READ_RATE_LIMIT: '0' })).toBe(0);
    expect(() => readLimit({ READ_RATE_LIMIT: 'lots' })).toThrow(
      'READ_RATE_LIMIT must be a non-negative integer, got "lots"',
    );
  });
});

describe.each(DATABASES)('the read rate limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Five reads a minute; the proxy on loopback says which client each request is from.
    server = await startTestServer(kind, {
      env: { READ_RATE_LIMIT: '5', TRUST_PROXY: '127.0.0.1' },
    });
  });
  afterAll(() => server.close());

  const from = (client: string) => ({ 'x-forwarded-for': client });
  const read = (path: string, client: string) =>
    fetch(`${server.api}${path}`, { headers: from(client) });

  it('answers 429 with the envelope past the limit, per client, for reads only', async () => {
    const scraper = '203.0.113.10';
    const paths = [
      '/products/web/list/',
      '/products/get/prd_relay',
      '/brands/web/list/',
      '/banner/web/list/',
      '/products/search-autocomplete?search=relay',
    ];
    for (const path of paths) expect((await read(path, scraper)).status).toBe(200);
    const refused = await read('/products/web/list/', scraper);
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 429,
      body: refusal('Too many requests. Please try again in 60 s.'),
    });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await read('/product-category/web/list/', scraper)).status).toBe(429);

    // Another shopper is not affected; health checks, media and writes do not count.
    expect((await read('/products/web/list/', '198.51.100.20')).status).toBe(200);
    expect((await read('/health', scraper)).status).toBe(200);
    const image = await fetch(`${server.url}/media/products/${FIXTURE.products.relay}.svg`, {
      headers: from(scraper),
    });
    expect(image.status).toBe(200);
    const signIn = await fetch(`${server.api}/auth/customer/signin_password`, {
      method: 'POST',
      headers: { ...from(scraper), 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'nobody@example.in', password: 'wrong' }),
    });
    expect(signIn.status).toBe(401);
  });

  it("does not count the site renderer's in-process reads (app.inject)", async () => {
    for (let i = 0; i < 8; i += 1) {
      const answer = await server.app.inject({ method: 'GET', url: '/api/v1/brands/web/list/' });
      expect(answer.statusCode).toBe(200);
    }
  });
});
