import { authFormMessages } from '../messages/authFormMessages';
import { createTranslator } from '../messages/createTranslator';
import type { ForgotPasswordBody } from '../schemas/auth';
import type { FieldErrors, ValidationOptions } from './types';

/** Forgot-password rule: the login (e-mail or mobile number) is required. */
export function validateForgotPassword(
  values: ForgotPasswordBody,
  options?: ValidationOptions,
): FieldErrors<keyof ForgotPasswordBody> {
  const t = createTranslator(authFormMessages, options?.messages);
  const errors: FieldErrors<keyof ForgotPasswordBody> = {};
  if (!values.login.trim()) errors.login = t('auth.loginRequired');
  return errors;
}
