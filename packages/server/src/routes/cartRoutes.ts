import {
  cartLineBodySchema,
  removeFromCartBodySchema,
  syncCartBodySchema,
  updateQuantityBodySchema,
} from '@storefront-kit/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Transaction } from '../db/database';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import {
  addToCart,
  changeCart,
  clearCart,
  removeFromCart,
  syncCart,
  updateQuantity,
} from '../services/cartMutations';
import { loadCartSnapshot, toWireCart } from '../services/cartSnapshot';

/** Rate-limited with the server's per-IP limit (`RATE_LIMIT`), like every mutating route. */
const limited = { config: { rateLimit: {} } };

/**
 * The signed-in user's server cart (spec 1 §7, decisions.md). Every call answers the whole
 * cart, priced from the database with core's `computeTotals` and the coupon checked again.
 */
export async function cartRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  async function answer(userId: string, message: string) {
    return ok(toWireCart(await loadCartSnapshot(ctx.db, userId, ctx.now())), message);
  }

  /** Registers a cart mutation: parse, change the cart under its lock, answer the cart. */
  function mutation<Body>(
    path: string,
    message: string,
    parse: (body: unknown) => Body,
    change: (tx: Transaction, userId: string, body: Body, now: Date) => Promise<void>,
  ) {
    app.post(path, limited, async (request) => {
      const user = await ctx.requireUser(request);
      const body = parse(request.body);
      const now = ctx.now();
      await changeCart(ctx.db, user.id, now, (tx) => change(tx, user.id, body, now));
      return answer(user.id, message);
    });
  }

  app.get('/user-cart/get-cart', async (request) => {
    const user = await ctx.requireUser(request);
    return answer(user.id, 'Cart fetched');
  });

  mutation(
    '/user-cart/add-to-cart',
    'Item added to cart',
    (body) => parseInput(cartLineBodySchema, body),
    addToCart,
  );
  mutation(
    '/user-cart/remove-from-cart',
    'Item removed from cart',
    (body) => parseInput(removeFromCartBodySchema, body),
    (tx, userId, body) => removeFromCart(tx, userId, body.id),
  );
  mutation(
    '/user-cart/update-quantity',
    'Quantity updated',
    (body) => parseInput(updateQuantityBodySchema, body),
    updateQuantity,
  );
  mutation(
    '/user-cart/clear-cart',
    'Cart cleared',
    () => undefined,
    (tx, userId) => clearCart(tx, userId),
  );
  mutation(
    '/user-cart/sync',
    'Cart synced',
    (body) => parseInput(syncCartBodySchema, body),
    (tx, userId, body, now) => syncCart(tx, userId, body.items, body.merge_id, now),
  );
}
