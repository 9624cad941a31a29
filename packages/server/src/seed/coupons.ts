import type { coupons } from '../db/schema';
import { at } from './seedClock';

type CouponRow = typeof coupons.$inferInsert;

/** The coupon the demo customer used on a past order (now expired). */
export const USED_COUPON = 'MONSOON15';

/**
 * Coupons: percentage (with a cap) and flat (paise), minimum orders, an expired one, a
 * single-use one, per-customer limits and an inactive one. Valid coupons expire at the end
 * of 2027 or never.
 */
export const SEED_COUPONS: readonly CouponRow[] = [
  {
    code: 'WELCOME10',
    description: 'Welcome offer: 10% off your first order, up to ₹1,000',
    discountType: 'percentage',
    discountValue: 10,
    maxDiscount: 1_000_00,
    minOrder: 2_000_00,
    perUserLimit: 1,
    expiresAt: at('2027-12-31T18:29:59Z'),
  },
  {
    code: 'FLAT500',
    description: '₹500 off orders above ₹5,000',
    discountType: 'flat',
    discountValue: 500_00,
    minOrder: 5_000_00,
    expiresAt: at('2027-12-31T18:29:59Z'),
  },
  {
    code: 'AUTOMATION15',
    description: '15% off orders above ₹25,000, up to ₹5,000 (twice per customer)',
    discountType: 'percentage',
    discountValue: 15,
    maxDiscount: 5_000_00,
    minOrder: 25_000_00,
    usageLimit: 500,
    perUserLimit: 2,
    expiresAt: at('2027-12-31T18:29:59Z'),
  },
  {
    code: 'BULK2000',
    description: '₹2,000 off orders above ₹50,000',
    discountType: 'flat',
    discountValue: 2_000_00,
    minOrder: 50_000_00,
    perUserLimit: 3,
  },
  {
    code: 'LUCKY1000',
    description: '₹1,000 off orders above ₹10,000: one lucky customer only',
    discountType: 'flat',
    discountValue: 1_000_00,
    minOrder: 10_000_00,
    usageLimit: 1,
  },
  {
    code: 'SAFETY5',
    description: '5% off, no minimum',
    discountType: 'percentage',
    discountValue: 5,
    maxDiscount: 2_500_00,
  },
  {
    code: USED_COUPON,
    description:
      'Monsoon sale: 15% off orders above ₹5,000, up to ₹2,500 (ended 30 September 2026)',
    discountType: 'percentage',
    discountValue: 15,
    maxDiscount: 2_500_00,
    minOrder: 5_000_00,
    startsAt: at('2026-06-30T18:30:00Z'),
    expiresAt: at('2026-09-30T18:29:59Z'),
    perUserLimit: 1,
  },
  {
    code: 'OLDDEAL',
    description: 'Withdrawn offer',
    discountType: 'percentage',
    discountValue: 25,
    maxDiscount: 5_000_00,
    isActive: false,
  },
];

/**
 * The discount of a percentage or flat coupon on a subtotal (paise), as the seed applies it
 * to its past orders: percent of the subtotal rounded half up, capped; never above the subtotal.
 */
export function seedCouponDiscount(coupon: CouponRow, subtotal: number): number {
  const raw =
    coupon.discountType === 'percentage'
      ? Math.round((subtotal * coupon.discountValue) / 100)
      : coupon.discountValue;
  return Math.min(raw, coupon.maxDiscount ?? raw, subtotal);
}
