import { PASSWORD_MIN_LENGTH } from '../constants';
import { authFormMessages } from '../messages/authFormMessages';
import { createTranslator } from '../messages/createTranslator';
import { isEmail, isIndianMobile } from './formats';
import type { FieldErrors, ValidationOptions } from './types';

/** The Create Account form (spec 2 §3) plus its terms checkbox. */
export interface SignUpValues {
  readonly name: string;
  readonly email?: string;
  readonly mobile_number?: string;
  readonly password: string;
  readonly confirm_password: string;
  /** The terms-and-conditions checkbox. */
  readonly terms: boolean;
}
export type SignUpField = keyof SignUpValues;

/**
 * Sign-up rules (spec 2 §5): name; an e-mail or a mobile number (at least one, each checked
 * when given); a password of at least 6 characters; matching confirmation; accepted terms.
 * The "one of e-mail or mobile" message is reported on `email`.
 */
export function validateSignUp(
  values: SignUpValues,
  options?: ValidationOptions,
): FieldErrors<SignUpField> {
  const t = createTranslator(authFormMessages, options?.messages);
  const errors: FieldErrors<SignUpField> = {};
  const email = values.email?.trim() ?? '';
  const mobile = values.mobile_number?.trim() ?? '';
  if (!values.name.trim()) errors.name = t('auth.nameRequired');
  if (!email && !mobile) errors.email = t('auth.emailOrMobileRequired');
  if (email && !isEmail(email)) errors.email = t('auth.invalidEmail');
  if (mobile && !isIndianMobile(mobile)) errors.mobile_number = t('auth.invalidMobile');
  // Passwords are not trimmed: spaces are legitimate characters of a password.
  if (!values.password) errors.password = t('auth.passwordRequired');
  else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  }
  if (values.password !== values.confirm_password) {
    errors.confirm_password = t('auth.passwordMismatch');
  }
  if (!values.terms) errors.terms = t('auth.termsRequired');
  return errors;
}
