import { createTranslator } from '../messages/createTranslator';
import { quoteMessages } from '../messages/quoteMessages';
import { isEmail, isPhoneNumber } from './formats';
import type { FieldErrors, ValidationOptions } from './types';

/** The product page's quote form (spec 2 §3); company and message are optional. */
export interface QuoteFormValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** A number, or the text of a number input. */
  readonly quantity: number | string;
  readonly company?: string;
  readonly message?: string;
}
export type QuoteField = 'name' | 'email' | 'phone' | 'quantity';

/**
 * Quote form rules (spec 2 §5): name, e-mail (simple address pattern) and phone (optional
 * plus, a digit 1-9, up to 15 more digits, spaces ignored) are required; the quantity is a
 * whole number of at least 1. Clear a field's error on edit with `clearFieldError`.
 */
export function validateQuote(
  values: QuoteFormValues,
  options?: ValidationOptions,
): FieldErrors<QuoteField> {
  const t = createTranslator(quoteMessages, options?.messages);
  const errors: FieldErrors<QuoteField> = {};
  const email = values.email.trim();
  const phone = values.phone.trim();
  const quantity = typeof values.quantity === 'number' ? values.quantity : Number(values.quantity);
  if (!values.name.trim()) errors.name = t('quote.nameRequired');
  if (!email) errors.email = t('quote.emailRequired');
  else if (!isEmail(email)) errors.email = t('quote.emailInvalid');
  if (!phone) errors.phone = t('quote.phoneRequired');
  else if (!isPhoneNumber(phone)) errors.phone = t('quote.phoneInvalid');
  // Number('') is 0 and Number('abc') is NaN: both fail here.
  if (!Number.isInteger(quantity) || quantity < 1) errors.quantity = t('quote.quantityMin');
  return errors;
}
