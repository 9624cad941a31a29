import { PASSWORD_MIN_LENGTH } from '../constants';
import { authFormMessages } from '../messages/authFormMessages';
import { createTranslator } from '../messages/createTranslator';
import type { ResetPasswordBody } from '../schemas/auth';
import type { FieldErrors, ValidationOptions } from './types';

/**
 * Reset-password rules: the token from the e-mail's link is required; the new password follows
 * the sign-up rules (required, at least 6 characters, confirmed).
 */
export function validateResetPassword(
  values: ResetPasswordBody,
  options?: ValidationOptions,
): FieldErrors<keyof ResetPasswordBody> {
  const t = createTranslator(authFormMessages, options?.messages);
  const errors: FieldErrors<keyof ResetPasswordBody> = {};
  if (!values.token.trim()) errors.token = t('auth.resetTokenRequired');
  if (!values.password) errors.password = t('auth.passwordRequired');
  else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  }
  if (values.password !== values.confirm_password) {
    errors.confirm_password = t('auth.passwordMismatch');
  }
  return errors;
}
