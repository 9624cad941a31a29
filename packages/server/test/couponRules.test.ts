import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponTerms,
  couponDiscount,
  decideCoupon,
  minimumOrderMessage,
} from '../src/services/couponRules';

const terms = (partial: Partial<CouponTerms>): CouponTerms => ({
  code: 'TEST',
  description: '',
  discountType: 'percentage',
  discountValue: 10,
  maxDiscount: null,
  minOrder: 0,
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  perUserLimit: null,
  isActive: true,
  ...partial,
});

const now = new Date('2026-11-22T06:00:00Z');

describe('couponDiscount', () => {
  it('is a percentage rounded half up to the paisa, exact for any subtotal (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 10_000 }),
        (subtotal, bps) => {
          const discount = couponDiscount(terms({ discountValue: bps / 100 }), subtotal);
          expect(BigInt(discount)).toBe((BigInt(subtotal) * BigInt(bps) + 5000n) / 10_000n);
          expect(discount).toBeLessThanOrEqual(subtotal);
        },
      ),
    );
  });

  it('caps a percentage at max_discount and a flat amount at the subtotal', () => {
    expect(couponDiscount(terms({ maxDiscount: 50000 }), 900000)).toBe(50000);
    expect(couponDiscount(terms({ discountType: 'flat', discountValue: 50000 }), 30000)).toBe(
      30000,
    );
    expect(couponDiscount(terms({ discountType: 'flat', discountValue: 50000 }), 0)).toBe(0);
  });
});

describe('decideCoupon', () => {
  const decide = (
    partial: Partial<CouponTerms>,
    subtotal = 100000,
    userRedemptions: number | null = 0,
  ) => decideCoupon(terms(partial), { subtotal, now, userRedemptions });

  it('gives each refusal its message', () => {
    expect(decideCoupon(undefined, { subtotal: 1, now, userRedemptions: null })).toEqual({
      ok: false,
      message: 'Invalid coupon code',
    });
    expect(decide({ discountType: 'bogus' })).toMatchObject({ message: 'Invalid coupon code' });
    expect(decide({ isActive: false })).toMatchObject({ message: 'Invalid coupon code' });
    expect(decide({ startsAt: new Date(now.getTime() + 1) })).toMatchObject({
      message: 'This coupon is not active yet',
    });
    expect(decide({ expiresAt: now })).toMatchObject({ message: 'This coupon has expired' });
    expect(decide({ usageLimit: 3, usedCount: 3 })).toMatchObject({
      message: 'This coupon has reached its usage limit',
    });
    expect(decide({ perUserLimit: 2 }, 100000, 2)).toMatchObject({
      message: 'You have already used this coupon',
    });
    expect(decide({}, 0)).toMatchObject({ message: 'Add items to your cart to apply a coupon' });
    expect(decide({ minOrder: 123456789 })).toMatchObject({
      message: 'Minimum order value for this coupon is ₹12,34,567.89',
    });
  });

  it('skips the per-user limit for a guest and accepts at the limits', () => {
    expect(decide({ perUserLimit: 1 }, 100000, null)).toEqual({
      ok: true,
      discount: 10000,
      type: 'percentage',
    });
    expect(decide({ usageLimit: 3, usedCount: 2, minOrder: 100000 })).toMatchObject({ ok: true });
    expect(minimumOrderMessage(500000)).toBe('Minimum order value for this coupon is ₹5,000.00');
  });
});
