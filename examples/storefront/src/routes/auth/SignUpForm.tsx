import { authFormMessages, type SignUpFormValues } from '@storefront-kit/core';
import { type UseAuthFormResult, useTranslator } from '@storefront-kit/react';
import { type FormEvent, useId, useRef } from 'react';
import './AuthPage.css';
import { authText } from './authCopy';
import { Field } from './Field';

/** The password and its confirmation. */
const NEW_PASSWORD = { type: 'password', autoComplete: 'new-password' } as const;

type TextField = Exclude<keyof SignUpFormValues, 'terms'>;

/**
 * Create Account: name, e-mail and/or mobile, password twice, terms (core's `validateSignUp`).
 * After 'Account created successfully! You can now login.' the form switches to Sign In after
 * 3 s, with the login filled in (core's `createAuthForm`).
 */
export function SignUpForm({ form, onSignIn }: { form: UseAuthFormResult; onSignIn(): void }) {
  const t = useTranslator(authFormMessages);
  const { errors } = form;
  const termsId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const created = form.notice?.kind === 'success';

  const field = (name: TextField) => ({
    name,
    value: form.signUp[name],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      form.setSignUpField(name, event.currentTarget.value),
    error: errors[name],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await form.submit();
    if (result.status === 'invalid') {
      ref.current?.querySelector<HTMLElement>(`[name="${result.firstInvalid}"]`)?.focus();
    }
  };

  return (
    <form ref={ref} className="auth-page-form" noValidate onSubmit={onSubmit}>
      <h1 className="auth-page-title">{t('auth.signUpTitle')}</h1>
      <Field label={authText('auth.name')} autoComplete="name" {...field('name')} />
      <Field label={authText('auth.email')} type="email" autoComplete="email" {...field('email')} />
      <Field
        label={authText('auth.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...field('mobile_number')}
      />
      <Field label={authText('auth.password')} {...NEW_PASSWORD} {...field('password')} />
      <Field
        label={authText('auth.confirmPassword')}
        {...NEW_PASSWORD}
        {...field('confirm_password')}
      />
      <div className="auth-page-field">
        <span className="auth-page-check">
          <input
            id={termsId}
            type="checkbox"
            name="terms"
            checked={form.signUp.terms}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${termsId}-error` : undefined}
            onChange={(event) => form.setSignUpField('terms', event.currentTarget.checked)}
          />
          <label htmlFor={termsId}>{authText('auth.terms')}</label>
        </span>
        {errors.terms ? (
          <p id={`${termsId}-error`} className="auth-page-error">
            {errors.terms}
          </p>
        ) : null}
      </div>
      {form.notice?.kind === 'error' ? (
        <p className="notice notice-error auth-page-failure" role="alert">
          {form.notice.text}
        </p>
      ) : null}
      {created ? (
        <p className="notice auth-page-success" role="status">
          {form.notice?.text}
        </p>
      ) : null}
      <button type="submit" className="button button-block" disabled={form.submitting || created}>
        {form.submitting ? authText('auth.creating') : t('auth.signUpTitle')}
      </button>
      <button type="button" className="link-button" onClick={onSignIn}>
        {authText('auth.switchToSignIn')}
      </button>
    </form>
  );
}
