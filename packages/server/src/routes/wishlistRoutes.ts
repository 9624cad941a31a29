import {
  WISHLIST_LISTING_LOAD,
  WISHLIST_PAGE_SIZE,
  wishlistToggleBodySchema,
} from '@storefront-kit/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok, pageParams, paginate } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validate';
import { countWishlist, isInWishlist, listWishlist, toggleWishlist } from '../services/wishlist';

type Query = Record<string, string | undefined>;

/** The signed-in user's wishlist: toggle, check, count and list. */
export async function wishlistRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/wishlist/toggle', { config: { rateLimit: {} } }, async (request) => {
    const user = await ctx.requireUser(request);
    const { product } = parseInput(wishlistToggleBodySchema, request.body);
    if (!ctx.catalog.get(product)) throw notFound('Product not found');
    const isIn = await toggleWishlist(ctx.db, user.id, product, ctx.now());
    return ok(
      { isInWishlist: isIn },
      isIn ? 'Product added to wishlist' : 'Product removed from wishlist',
    );
  });

  app.get('/wishlist/check', async (request) => {
    const user = await ctx.requireUser(request);
    const product = (request.query as Query).product?.trim();
    if (!product) throw badRequest('product is required');
    return ok({ isInWishlist: await isInWishlist(ctx.db, user.id, product) });
  });

  app.get('/wishlist/count', async (request) => {
    const user = await ctx.requireUser(request);
    return ok({ count: await countWishlist(ctx.db, user.id) });
  });

  app.get('/wishlist', async (request) => {
    const user = await ctx.requireUser(request);
    // Above MAX_PER_PAGE: core loads the ids of the whole wishlist at once (spec: 1000, to
    // mark the hearts on a listing); one customer's own rows, behind the token.
    const page = pageParams(request.query as Query, {
      perPage: WISHLIST_PAGE_SIZE,
      maxPerPage: WISHLIST_LISTING_LOAD,
    });
    const { entries, total } = await listWishlist(ctx.db, ctx.catalog, user.id, page);
    return ok(entries, 'OK', paginate(page.page, page.perPage, total));
  });
}
