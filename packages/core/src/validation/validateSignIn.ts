import { authFormMessages } from '../messages/authFormMessages';
import { createTranslator } from '../messages/createTranslator';
import type { SignInBody } from '../schemas/auth';
import type { FieldErrors, ValidationOptions } from './types';

/** Sign-in rules: the login (e-mail or mobile) and the password are required. */
export function validateSignIn(
  values: SignInBody,
  options?: ValidationOptions,
): FieldErrors<keyof SignInBody> {
  const t = createTranslator(authFormMessages, options?.messages);
  const errors: FieldErrors<keyof SignInBody> = {};
  if (!values.login.trim()) errors.login = t('auth.loginRequired');
  if (!values.password) errors.password = t('auth.passwordRequired');
  return errors;
}
