import {
  applyCouponBodySchema,
  computeTotals,
  removeCouponBodySchema,
  toPaise,
  toRupees,
} from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { carts } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import { loadCartLines } from '../services/cartLines';
import { checkCoupon } from '../services/couponCheck';

/** Rate-limited with the server's per-IP limit (`RATE_LIMIT`): codes cannot be guessed quickly. */
const limited = { config: { rateLimit: {} } };

/**
 * Discount coupons (spec 1 §7). The server computes every discount: for a signed-in user on
 * the subtotal of the server cart (the client's `order_amount` is only a guest's), and the
 * accepted coupon is kept on that cart and checked again whenever the cart is read.
 */
export async function offersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/offers/apply-coupon', limited, async (request) => {
    const user = await ctx.user(request);
    const body = parseInput(applyCouponBodySchema, request.body);
    const now = ctx.now();
    const subtotal = user
      ? computeTotals(await loadCartLines(ctx.db, user.id)).subtotal
      : toPaise(body.order_amount);
    const { decision, coupon } = await checkCoupon(ctx.db, body.coupon_code, {
      subtotal,
      userId: user?.id ?? null,
      now,
    });
    if (!decision.ok || !coupon)
      throw badRequest(decision.ok ? 'Invalid coupon code' : decision.message);
    if (user) {
      await ctx.db
        .insert(carts)
        .values({ userId: user.id, couponCode: coupon.code, updatedAt: now })
        .onConflictDoUpdate({
          target: carts.userId,
          set: { couponCode: coupon.code, updatedAt: now },
        });
    }
    return ok(
      {
        discount_amount: toRupees(decision.discount),
        final_amount: toRupees(subtotal - decision.discount),
        coupon_code: coupon.code,
        discount_type: decision.type,
        discount_value:
          decision.type === 'flat' ? toRupees(coupon.discountValue) : coupon.discountValue,
      },
      'Coupon applied',
    );
  });

  app.post('/offers/remove-coupon', limited, async (request) => {
    const user = await ctx.user(request);
    parseInput(removeCouponBodySchema, request.body);
    if (user) {
      await ctx.db
        .update(carts)
        .set({ couponCode: null, updatedAt: ctx.now() })
        .where(eq(carts.userId, user.id));
    }
    return ok(null, 'Coupon removed');
  });
}
