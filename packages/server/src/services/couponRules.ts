import { formatINR } from '@storefront-kit/core';
import type { coupons } from '../db/schema';

/** A coupon row as the rules read it (money in paise). */
export type CouponTerms = typeof coupons.$inferSelect;

export type DiscountType = 'percentage' | 'flat';

/** Refusal messages of apply-coupon (and of a coupon dropped from a cart). */
export const COUPON_MESSAGES = {
  invalid: 'Invalid coupon code',
  notStarted: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  usageLimit: 'This coupon has reached its usage limit',
  perUserLimit: 'You have already used this coupon',
  emptyCart: 'Add items to your cart to apply a coupon',
} as const;

/** 'Minimum order value for this coupon is ₹5,000.00' */
export const minimumOrderMessage = (minOrder: number) =>
  `Minimum order value for this coupon is ${formatINR(minOrder)}`;

export type CouponDecision =
  | { readonly ok: true; readonly discount: number; readonly type: DiscountType }
  | { readonly ok: false; readonly message: string };

const isDiscountType = (value: string): value is DiscountType =>
  value === 'percentage' || value === 'flat';

/**
 * The discount of a coupon on a subtotal, in paise: a percentage rounded half up to the
 * paisa and capped by `maxDiscount`, or a flat amount; never more than the subtotal.
 */
export function couponDiscount(
  terms: Pick<CouponTerms, 'discountType' | 'discountValue' | 'maxDiscount'>,
  subtotal: number,
): number {
  if (subtotal <= 0) return 0;
  let discount: number;
  if (terms.discountType === 'percentage') {
    // Basis points keep fractional percentages (12.5%) exact; BigInt keeps huge carts exact.
    const bps = BigInt(Math.max(0, Math.round(terms.discountValue * 100)));
    discount = Number((BigInt(subtotal) * bps + 5000n) / 10_000n);
    if (terms.maxDiscount !== null) discount = Math.min(discount, terms.maxDiscount);
  } else {
    discount = Math.max(0, Math.round(terms.discountValue));
  }
  return Math.min(discount, subtotal);
}

/**
 * Whether a coupon applies to a subtotal at `now`, and its discount. `userRedemptions` is the
 * customer's paid orders with it (null for a guest, whose limit is enforced at payment).
 */
export function decideCoupon(
  terms: CouponTerms | undefined,
  context: { subtotal: number; now: Date; userRedemptions: number | null },
): CouponDecision {
  if (!terms?.isActive || !isDiscountType(terms.discountType)) {
    return { ok: false, message: COUPON_MESSAGES.invalid };
  }
  const now = context.now.getTime();
  if (terms.startsAt && terms.startsAt.getTime() > now) {
    return { ok: false, message: COUPON_MESSAGES.notStarted };
  }
  if (terms.expiresAt && terms.expiresAt.getTime() <= now) {
    return { ok: false, message: COUPON_MESSAGES.expired };
  }
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) {
    return { ok: false, message: COUPON_MESSAGES.usageLimit };
  }
  if (
    terms.perUserLimit !== null &&
    context.userRedemptions !== null &&
    context.userRedemptions >= terms.perUserLimit
  ) {
    return { ok: false, message: COUPON_MESSAGES.perUserLimit };
  }
  if (context.subtotal <= 0) return { ok: false, message: COUPON_MESSAGES.emptyCart };
  if (context.subtotal < terms.minOrder) {
    return { ok: false, message: minimumOrderMessage(terms.minOrder) };
  }
  return { ok: true, discount: couponDiscount(terms, context.subtotal), type: terms.discountType };
}

/** A coupon code as stored: trimmed, upper case (codes are case-insensitive). */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
