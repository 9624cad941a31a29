import { createReviewBodySchema } from '@storefront-kit/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ok, pageParams, paginate } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { createReview, listReviews, REVIEW_PUBLISHED, toReviewWire } from '../services/reviews';

type Query = Record<string, string | undefined>;

/** Reviews on the product page. */
export const REVIEWS_PAGE_SIZE = 10;

/** Real product reviews (decisions.md): public list, buyers write one each. */
export async function reviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const list = async (request: FastifyRequest) => {
    const query = request.query as Query;
    const productId = query.product_id?.trim();
    if (!productId) throw badRequest('product_id is required');
    if (!ctx.catalog.get(productId)) throw notFound('Product not found');
    const page = pageParams(query, { perPage: REVIEWS_PAGE_SIZE });
    const { rows, total } = await listReviews(ctx.db, productId, page);
    return ok(rows.map(toReviewWire), 'OK', paginate(page.page, page.perPage, total));
  };
  // The client calls it with a trailing slash (spec style); both spellings answer.
  app.get('/reviews/web/list/', list);
  app.get('/reviews/web/list', list);

  app.post('/reviews/create', { config: { rateLimit: {} } }, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const body = parseInput(createReviewBodySchema, request.body);
    const product = ctx.catalog.get(body.product_id);
    if (!product) throw notFound('Product not found');
    const row = await createReview(
      ctx.db,
      user,
      {
        productId: product.id,
        productName: product.name,
        rating: body.rating,
        title: body.title?.trim() || null,
        comment: body.comment,
      },
      ctx.now(),
    );
    await ctx.catalog.reload([product.id]);
    reply.status(201);
    return ok(toReviewWire(row), REVIEW_PUBLISHED);
  });
}
