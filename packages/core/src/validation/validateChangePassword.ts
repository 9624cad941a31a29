import { PASSWORD_MIN_LENGTH } from '../constants';
import { authFormMessages } from '../messages/authFormMessages';
import { createTranslator } from '../messages/createTranslator';
import type { ChangePasswordBody } from '../schemas/auth';
import type { FieldErrors, ValidationOptions } from './types';

/**
 * Change-password rules: the current password is required; the new one follows the sign-up
 * rules (required, at least 6 characters, confirmed) and differs from the current one.
 *
 * @example
 * validateChangePassword({ current_password: 'Old@123', password: 'abc', confirm_password: 'abc' });
 * // { password: 'Password must be at least 6 characters' }
 */
export function validateChangePassword(
  values: ChangePasswordBody,
  options?: ValidationOptions,
): FieldErrors<keyof ChangePasswordBody> {
  const t = createTranslator(authFormMessages, options?.messages);
  const errors: FieldErrors<keyof ChangePasswordBody> = {};
  if (!values.current_password) errors.current_password = t('auth.currentPasswordRequired');
  if (!values.password) errors.password = t('auth.passwordRequired');
  else if (values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = t('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  } else if (values.password === values.current_password) {
    errors.password = t('auth.newPasswordSameAsCurrent');
  }
  if (values.password !== values.confirm_password) {
    errors.confirm_password = t('auth.passwordMismatch');
  }
  return errors;
}
