import type { CreateQuoteBody } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../src/db/schema';
import { apiRefusal } from './helpers/apiRefusal';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const request: CreateQuoteBody = {
  product_id: P.onRequest,
  customer_name: 'Anil Mehta',
  customer_email: 'anil@mehta-engg.in',
  customer_phone: '+91 98110 22334',
  company: 'Mehta Engineering',
  quantity: 4,
  message: 'Need delivery to Pune',
};

describe.each(DATABASES)('quote requests on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it("takes a visitor's request and stores the product's own name, brand and category", async () => {
    const answer = await server.client.quotes.create({
      ...request,
      product_name: 'Forged name',
      brand_name: 'Forged brand',
    });
    expect(answer).toMatchObject({
      success: true,
      message: 'Quote request submitted successfully',
      meta: { status: true, message: 'Quote request submitted successfully' },
      data: {
        product_id: P.onRequest,
        product_name: 'Siemens Sinamics Servo Drive Custom Build',
        brand_name: 'Siemens',
        category_name: 'PLC',
        customer_name: 'Anil Mehta',
        customer_email: 'anil@mehta-engg.in',
        customer_phone: '+91 98110 22334',
        company: 'Mehta Engineering',
        quantity: 4,
        message: 'Need delivery to Pune',
        status: 'New',
      },
    });
    const id = answer.data?.id ?? '';
    const [row] = await server.ctx.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row?.userId).toBeNull();
  });

  it('answers 201 and accepts a request without a product', async () => {
    const response = await fetch(`${server.api}/quote-request/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_name: 'Anil Mehta',
        customer_email: 'anil@mehta-engg.in',
        customer_phone: '9811022334',
        quantity: 1,
        product_name: 'Custom panel',
      }),
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.data).toMatchObject({
      product_id: null,
      product_name: 'Custom panel',
      quantity: 1,
    });
  });

  it("links a signed-in customer's request; they read only their own", async () => {
    const { client, user } = await server.signUpAndIn();
    const first = await client.quotes.create(request);
    await pause(5);
    const second = await client.quotes.create({ ...request, quantity: 10 });
    const [row] = await server.ctx.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, first.data?.id ?? ''));
    expect(row?.userId).toBe(user.id);

    const list = await client.quotes.list();
    expect(list.success).toBe(true);
    expect(list.total_count).toBe(2);
    expect(list.data.map((quote) => quote.quantity)).toEqual([10, 4]);
    expect(list.meta?.pagination).toEqual({
      per_page: 20,
      page_no: 1,
      total_rows: 2,
      total_pages: 1,
    });
    const paged = await client.quotes.list({ page_no: 2, per_page: 1 });
    expect(paged.data.map((quote) => quote.id)).toEqual([first.data?.id]);

    const got = await client.quotes.get(second.data?.id ?? '');
    expect(got.success).toBe(true);
    expect(got.data).toEqual(second.data);
  });

  it('names the first problem with the quote form messages', async () => {
    const cases: [Partial<CreateQuoteBody>, string][] = [
      [{ customer_name: '  ' }, 'Full name is required'],
      [{ customer_email: '' }, 'Email is required'],
      [{ customer_email: 'anil@' }, 'Please enter a valid email address'],
      [{ customer_phone: '' }, 'Phone number is required'],
      [{ customer_phone: '09811022334' }, 'Please enter a valid phone number'],
      [{ quantity: 0 }, 'Quantity must be at least 1'],
      [{ quantity: 1.5 }, 'Quantity must be at least 1'],
      [{ customer_name: '', quantity: 0 }, 'Full name is required'],
    ];
    for (const [change, message] of cases) {
      expect(await apiRefusal(server.client.quotes.create({ ...request, ...change }))).toEqual({
        status: 400,
        message,
      });
    }
    expect(
      await apiRefusal(server.client.quotes.create({ ...request, company: 'x'.repeat(201) })),
    ).toEqual({
      status: 400,
      message: 'company: Too big: expected string to have <=200 characters',
    });
    expect(
      await apiRefusal(server.client.quotes.create({ ...request, product_id: 'prd_nope' })),
    ).toEqual({ status: 404, message: 'Product not found' });
  });

  it('refuses an invalid token even though visitors may ask', async () => {
    expect(await apiRefusal(server.clientWith('not-a-jwt').quotes.create(request))).toEqual({
      status: 401,
      message: 'Invalid or expired token',
    });
    expect(await apiRefusal(server.client.quotes.list())).toEqual({
      status: 401,
      message: 'Please login to continue',
    });
    expect(await apiRefusal(server.client.quotes.get('quo_x'))).toEqual({
      status: 401,
      message: 'Please login to continue',
    });
  });

  it("answers 404 for a visitor's request and an unknown id", async () => {
    const visitor = await server.client.quotes.create(request);
    const { client } = await server.signUpAndIn();
    for (const id of [visitor.data?.id ?? '', 'quo_unknown']) {
      expect(await apiRefusal(client.quotes.get(id))).toEqual({
        status: 404,
        message: 'Quote request not found',
      });
    }
  });
});

describe.each(DATABASES)('quote rate limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { RATE_LIMIT: '3' } });
  });
  afterAll(() => server.close());

  it('refuses a fourth request a minute from one IP with 429', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await server.client.quotes.create(request)).success).toBe(true);
    }
    const refused = await apiRefusal(server.client.quotes.create(request));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^Too many requests\. Please try again in \d+ s\.$/);
  });
});
