import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { couponRedemptions, coupons } from '../db/schema';
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
 * Checks a code against the rules for a subtotal (paise): for a signed-in user (`userId`),
 * the per-user limit counts their redemptions; a guest's is checked at payment.
 */
export async function checkCoupon(
  db: Executor,
  code: string,
  context: { subtotal: number; userId: string | null; now: Date },
): Promise<{ decision: CouponDecision; coupon: CouponTerms | undefined }> {
  const coupon = await findCoupon(db, code);
  const userRedemptions =
    coupon && context.userId && coupon.perUserLimit !== null
      ? await countRedemptions(db, coupon.code, context.userId)
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
