import { describe, expect, it } from 'vitest';
import { validateDiscountCode } from './validateDiscountCode';

describe('validateDiscountCode', () => {
  it('rejects an empty code after trimming', () => {
    expect(validateDiscountCode('   ')).toEqual({ code: 'Please enter a discount code' });
    expect(validateDiscountCode('')).toEqual({ code: 'Please enter a discount code' });
  });

  it('accepts any non-empty code', () => {
    expect(validateDiscountCode(' SAVE10 ')).toEqual({});
  });

  it('uses overridden messages', () => {
    expect(validateDiscountCode('', { messages: { 'coupon.required': 'Code?' } })).toEqual({
      code: 'Code?',
    });
  });
});
