import {
  authFormMessages,
  type FieldErrors,
  hasErrors,
  SIGNUP_SWITCH_MS,
  type SignUpField,
  type SignUpValues,
  sessionMessages,
  validateSignUp,
} from '@storefront-kit/core';
import { useSession, useStorefront, useTranslator } from '@storefront-kit/react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import './AuthPage.css';
import { authText } from './authCopy';
import { Field } from './Field';

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
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const termsId = useId();
  const submitting = session.authStatus === 'submitting';

  useEffect(() => {
    if (created === null) return;
    const timer = setTimeout(() => showSignIn.current(created), SIGNUP_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [created]);

  const set = (field: Exclude<SignUpField, 'terms'>) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form
      className="auth-page-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const found = validateSignUp(values, { messages });
        setErrors(found);
        setFailure(null);
        if (hasErrors(found)) return;
        const email = values.email.trim();
        const mobile = values.mobile_number.trim();
        const result = await session.signUp({
          name: values.name.trim(),
          email: email || undefined,
          mobile_number: mobile || undefined,
          password: values.password,
          confirm_password: values.confirm_password,
        });
        if (result.status === 'success') setCreated(email || mobile);
        else setFailure(result.message);
      }}
    >
      <h1 className="auth-page-title">{t('auth.signUpTitle')}</h1>
      <Field
        label={authText('auth.name')}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
      />
      <Field
        label={authText('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label={authText('auth.mobile')}
        name="mobile_number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={values.mobile_number}
        onChange={set('mobile_number')}
        error={errors.mobile_number}
      />
      <Field
        label={authText('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Field
        label={authText('auth.confirmPassword')}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={set('confirm_password')}
        error={errors.confirm_password}
      />
      <div className="auth-page-field">
        <span className="auth-page-check">
          <input
            id={termsId}
            type="checkbox"
            checked={values.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${termsId}-error` : undefined}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, terms: checked }));
              setErrors((current) => ({ ...current, terms: undefined }));
            }}
          />
          <label htmlFor={termsId}>{authText('auth.terms')}</label>
        </span>
        {errors.terms ? (
          <p id={`${termsId}-error`} className="auth-page-error">
            {errors.terms}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="notice notice-error auth-page-failure" role="alert">
          {failure}
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
