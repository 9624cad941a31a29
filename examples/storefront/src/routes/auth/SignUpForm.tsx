import {
  authFormMessages,
  SIGNUP_SWITCH_MS,
  type SignUpValues,
  sessionMessages,
  validateSignUp,
} from '@storefront-kit/core';
import { useSession, useStorefront, useTranslator } from '@storefront-kit/react';
import { useEffect, useId, useRef, useState } from 'react';
import './AuthPage.css';
import { authText } from './authCopy';
import { Field } from './Field';
import { useAuthForm } from './useAuthForm';

/** The core strings this file shows. */
const strings = { ...authFormMessages, ...sessionMessages };

type Values = { -readonly [K in keyof SignUpValues]-?: SignUpValues[K] };

const EMPTY: Values = {
  name: '',
  email: '',
  mobile_number: '',
  password: '',
  confirm_password: '',
  terms: false,
};

/** The password and its confirmation. */
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password' } as const;

/**
 * Create Account: name, e-mail and/or mobile, password twice, terms (core's `validateSignUp`).
 * After 'Account created successfully! You can now login.' it switches to Sign In after 3 s,
 * with the login filled in.
 */
export function SignUpForm({ onSignIn }: { onSignIn(login?: string): void }) {
  const t = useTranslator(strings);
  const session = useSession();
  const { messages } = useStorefront();
  const showSignIn = useRef(onSignIn);
  showSignIn.current = onSignIn;
  const [created, setCreated] = useState<string | null>(null);
  const form = useAuthForm(
    EMPTY,
    (values) => validateSignUp(values, { messages }),
    async (values) => {
      const email = values.email.trim();
      const mobile = values.mobile_number.trim();
      const result = await session.signUp({
        name: values.name.trim(),
        email: email || undefined,
        mobile_number: mobile || undefined,
        password: values.password,
        confirm_password: values.confirm_password,
      });
      if (result.status !== 'success') return result.message;
      setCreated(email || mobile);
      return null;
    },
  );
  const { errors } = form;
  const termsId = useId();
  const submitting = session.authStatus === 'submitting';

  useEffect(() => {
    if (created === null) return;
    const timer = setTimeout(() => showSignIn.current(created), SIGNUP_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [created]);

  return (
    <form className="auth-page-form" noValidate onSubmit={form.onSubmit}>
      <h1 className="auth-page-title">{t('auth.signUpTitle')}</h1>
      <Field label={authText('auth.name')} autoComplete="name" {...form.field('name')} />
      <Field
        label={authText('auth.email')}
        type="email"
        autoComplete="email"
        {...form.field('email')}
      />
      <Field
        label={authText('auth.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...form.field('mobile_number')}
      />
      <Field label={authText('auth.password')} {...NEW_PASSWORD} {...form.field('password')} />
      <Field
        label={authText('auth.confirmPassword')}
        {...NEW_PASSWORD}
        {...form.field('confirm_password')}
      />
      <div className="auth-page-field">
        <span className="auth-page-check">
          <input
            id={termsId}
            type="checkbox"
            checked={form.values.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${termsId}-error` : undefined}
            onChange={(event) => form.change('terms', event.currentTarget.checked)}
          />
          <label htmlFor={termsId}>{authText('auth.terms')}</label>
        </span>
        {errors.terms ? (
          <p id={`${termsId}-error`} className="auth-page-error">
            {errors.terms}
          </p>
        ) : null}
      </div>
      {form.failure ? (
        <p className="notice notice-error auth-page-failure" role="alert">
          {form.failure}
        </p>
      ) : null}
      {created !== null ? (
        <p className="notice auth-page-success" role="status">
          {t('session.signupSuccess')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-block"
        disabled={submitting || created !== null}
      >
        {submitting ? authText('auth.creating') : t('auth.signUpTitle')}
      </button>
      <button type="button" className="link-button" onClick={() => onSignIn()}>
        {authText('auth.switchToSignIn')}
      </button>
    </form>
  );
}
