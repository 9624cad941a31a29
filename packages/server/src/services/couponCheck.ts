import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { couponRedemptions, coupons, orders } from '../db/schema';
import {
  type CouponDecision,
  type CouponTerms,
  decideCoupon,
  normalizeCouponCode,
} from './couponRules';

/** A coupon by code (case-insensitive). */
export async function findCoupon(db: Executor, code: string): Promise<CouponTerms | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)));
  return row;
}

/** How many paid orders of the user used the coupon. */
export async function countRedemptions(
  db: Executor,
  code: string,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/**
 * The uses of the coupon that the user's own pending payment orders hold (status 'created':
 * a checkout attempt within its payment window). Pay Now again reuses or replaces that order,
 * which gives the use back first, so the user's own hold never counts against them.
 */
async function heldByOwnCheckout(db: Executor, code: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponCode, code),
        eq(couponRedemptions.userId, userId),
        eq(orders.status, 'created'),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Checks a code against the rules for a subtotal (paise): for a signed-in user (`userId`),
 * the per-user limit counts their redemptions; a guest's is checked at payment. A use held by
 * the user's own pending checkout counts against neither limit, so the coupon stays in their
 * cart and a retry of Pay Now (which reuses or replaces that checkout) keeps it.
 */
export async function checkCoupon(
  db: Executor,
  code: string,
  context: { subtotal: number; userId: string | null; now: Date },
): Promise<{ decision: CouponDecision; coupon: CouponTerms | undefined }> {
  const found = await findCoupon(db, code);
  const held =
    found && context.userId ? await heldByOwnCheckout(db, found.code, context.userId) : 0;
  const coupon = found && held > 0 ? { ...found, usedCount: found.usedCount - held } : found;
  const userRedemptions =
    coupon && context.userId && coupon.perUserLimit !== null
      ? (await countRedemptions(db, coupon.code, context.userId)) - held
      : null;
  return {
    coupon,
    decision: decideCoupon(coupon, {
      subtotal: context.subtotal,
      now: context.now,
      userRedemptions,
    }),
  };
}
