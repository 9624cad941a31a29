import type { StorefrontClient } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { apiRefusal } from './helpers/apiRefusal';
import { FIXTURE } from './helpers/fixtures';
import { insertPaidOrder } from './helpers/paidOrder';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASES)('reviews on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** A signed-in customer with a paid order of the products. */
  async function buyer(productIds: string[], name?: string) {
    const customer = await server.signUpAndIn(name ? { name } : {});
    await insertPaidOrder(
      server.ctx.db,
      customer.user.id,
      productIds.map((productId) => ({ productId, quantity: 1 })),
    );
    return customer;
  }

  const productRow = async (id: string) =>
    (await server.ctx.db.select().from(products).where(eq(products.id, id)))[0];

  it('lets a buyer review once, updating rating, review_count and the catalogue', async () => {
    const first = await buyer([P.relay, P.sensor], 'Kavita Rao');
    const answer = await first.client.reviews.create({
      product_id: P.relay,
      rating: 5,
      title: 'Solid relay',
      comment: 'Works as specified on our packaging line.',
    });
    expect(answer.meta).toEqual({
      status: true,
      message: 'Thank you! Your review has been published.',
    });
    expect(answer.data).toEqual({
      _id: answer.data.id,
      id: expect.stringMatching(/^rev_/),
      product_id: P.relay,
      rating: 5,
      title: 'Solid relay',
      comment: 'Works as specified on our packaging line.',
      user: { name: 'Kavita Rao' },
      verified_purchase: true,
      createdAt: expect.any(String),
    });
    expect(await productRow(P.relay)).toMatchObject({ rating: 5, reviewCount: 1 });

    expect(
      await apiRefusal(
        first.client.reviews.create({ product_id: P.relay, rating: 1, comment: 'Changed mind' }),
      ),
    ).toEqual({ status: 409, message: 'You have already reviewed this product' });

    const second = await buyer([P.relay]);
    await second.client.reviews.create({ product_id: P.relay, rating: 4, comment: 'Good' });
    const third = await buyer([P.relay]);
    await third.client.reviews.create({ product_id: P.relay, rating: 4, comment: 'Fine' });
    // (5 + 4 + 4) / 3 = 4.333… → 4.3
    expect(await productRow(P.relay)).toMatchObject({ rating: 4.3, reviewCount: 3 });
    expect(server.ctx.catalog.get(P.relay)?.wire).toMatchObject({ rating: 4.3, review_count: 3 });
    const { data: product } = await server.client.catalog.product(P.relay);
    expect(product).toMatchObject({ rating: 4.3, review_count: 3 });
  });

  it('grants 10 reward points for a review, once', async () => {
    const { client } = await buyer([P.plc]);
    const { data: review } = await client.reviews.create({
      product_id: P.plc,
      rating: 4,
      comment: 'Fast scan times',
    });
    const { data: ledger } = await client.rewards.transactions();
    expect(ledger.filter((row) => row.type === 'review')).toEqual([
      {
        _id: expect.stringMatching(/^rwd_/),
        id: expect.stringMatching(/^rwd_/),
        type: 'review',
        points: 10,
        description: 'Review of Siemens S7-1200 CPU 1214C',
        createdAt: expect.any(String),
      },
    ]);
    expect(review.id).toMatch(/^rev_/);
  });

  it('refuses customers without a paid order of the product with 403', async () => {
    const refusal = {
      status: 403,
      message: 'Only customers who bought this product can review it',
    };
    const stranger = await server.signUpAndIn();
    expect(
      await apiRefusal(
        stranger.client.reviews.create({ product_id: P.hmi, rating: 5, comment: 'Looks nice' }),
      ),
    ).toEqual(refusal);
    // An unpaid attempt is not a purchase, nor is buying another product.
    await insertPaidOrder(server.ctx.db, stranger.user.id, [{ productId: P.hmi, quantity: 1 }], {
      status: 'created',
    });
    await insertPaidOrder(server.ctx.db, stranger.user.id, [{ productId: P.plc, quantity: 1 }]);
    expect(
      await apiRefusal(
        stranger.client.reviews.create({ product_id: P.hmi, rating: 5, comment: 'Looks nice' }),
      ),
    ).toEqual(refusal);
    expect(await productRow(P.hmi)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('validates the body and needs a token', async () => {
    const { client } = await buyer([P.sensor]);
    const cases: [Parameters<StorefrontClient['reviews']['create']>[0], number, string][] = [
      [
        { product_id: P.sensor, rating: 0, comment: 'x' },
        400,
        'rating: Too small: expected number to be >=1',
      ],
      [
        { product_id: P.sensor, rating: 6, comment: 'x' },
        400,
        'rating: Too big: expected number to be <=5',
      ],
      [
        { product_id: P.sensor, rating: 4, comment: '  ' },
        400,
        'comment: Too small: expected string to have >=1 characters',
      ],
      [{ product_id: 'prd_nope', rating: 4, comment: 'Good' }, 404, 'Product not found'],
    ];
    for (const [body, status, message] of cases) {
      expect(await apiRefusal(client.reviews.create(body))).toEqual({ status, message });
    }
    expect(
      await apiRefusal(
        server.client.reviews.create({ product_id: P.sensor, rating: 4, comment: 'Good' }),
      ),
    ).toEqual({ status: 401, message: 'Please login to continue' });
  });

  it('lists a product’s reviews publicly, newest first, with pagination', async () => {
    const names = ['Arjun', 'Bela', 'Chetan'];
    for (const [index, name] of names.entries()) {
      const { client } = await buyer([P.lastUnit], name);
      await client.reviews.create({
        product_id: P.lastUnit,
        rating: index + 3,
        comment: `Review by ${name}`,
      });
      await pause(5);
    }
    const page = await server.client.reviews.list({ product_id: P.lastUnit, per_page: 2 });
    expect(page.data.map((review) => [review.user?.name, review.rating])).toEqual([
      ['Chetan', 5],
      ['Bela', 4],
    ]);
    expect(page.meta.pagination).toEqual({
      per_page: 2,
      page_no: 1,
      total_rows: 3,
      total_pages: 2,
    });
    const rest = await server.client.reviews.list({
      product_id: P.lastUnit,
      per_page: 2,
      page_no: 2,
    });
    expect(rest.data.map((review) => review.comment)).toEqual(['Review by Arjun']);

    const empty = await server.client.reviews.list({ product_id: P.outOfStock });
    expect(empty.data).toEqual([]);
    expect(empty.meta.pagination).toEqual({
      per_page: 10,
      page_no: 1,
      total_rows: 0,
      total_pages: 0,
    });
    expect(await apiRefusal(server.client.reviews.list({ product_id: 'prd_nope' }))).toEqual({
      status: 404,
      message: 'Product not found',
    });
    const unslashed = await fetch(`${server.api}/reviews/web/list?product_id=${P.lastUnit}`);
    expect((await unslashed.json()).data).toHaveLength(3);
    const missing = await fetch(`${server.api}/reviews/web/list/`);
    expect(missing.status).toBe(400);
    expect((await missing.json()).meta.message).toBe('product_id is required');
  });

  it('counts every one of concurrent reviews of a product', async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map(() => buyer([P.onRequest])));
    await Promise.all(
      buyers.map(({ client }, index) =>
        client.reviews.create({ product_id: P.onRequest, rating: index + 2, comment: 'Ok' }),
      ),
    );
    // (2 + 3 + 4 + 5) / 4 = 3.5
    expect(await productRow(P.onRequest)).toMatchObject({ rating: 3.5, reviewCount: 4 });
    expect(server.ctx.catalog.get(P.onRequest)?.reviewCount).toBe(4);
  });
});
