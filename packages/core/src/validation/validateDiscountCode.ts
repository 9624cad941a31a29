import { couponMessages } from '../messages/couponMessages';
import { createTranslator } from '../messages/createTranslator';
import type { FieldErrors, ValidationOptions } from './types';

/**
 * The discount code box: the code must not be empty after trimming ('Please enter a
 * discount code').
 */
export function validateDiscountCode(
  code: string,
  options?: ValidationOptions,
): FieldErrors<'code'> {
  if (code.trim()) return {};
  return { code: createTranslator(couponMessages, options?.messages)('coupon.required') };
}
