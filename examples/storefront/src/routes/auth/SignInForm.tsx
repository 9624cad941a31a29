import { authFormMessages } from '@storefront-kit/core';
import { type UseAuthFormResult, useTranslator } from '@storefront-kit/react';
import { type FormEvent, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import './AuthPage.css';
import { authText } from './authCopy';
import { Field } from './Field';

/** Where a sign-in lands without `?next=`: the dashboard (spec 2 §2, Auth). */
const AFTER_SIGN_IN = '/dashboard';

/** Only a path of this site (never another origin) is followed after signing in. */
const safeNext = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') ? next : AFTER_SIGN_IN;

/** Sign In: e-mail or mobile and password; the cart is merged and the shopper greeted by core. */
export function SignInForm({
  form,
  onSignUp,
  next,
}: {
  form: UseAuthFormResult;
  onSignUp(): void;
  next: string | null;
}) {
  const t = useTranslator(authFormMessages);
  const navigate = useNavigate();
  const ref = useRef<HTMLFormElement>(null);
  const { errors } = form;
  const login = form.signIn.login.trim();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await form.submit();
    if (result.status === 'signed-in') navigate(safeNext(next));
    else if (result.status === 'invalid') {
      ref.current?.querySelector<HTMLElement>(`[name="${result.firstInvalid}"]`)?.focus();
    }
  };

  return (
    <form ref={ref} className="auth-page-form" noValidate onSubmit={onSubmit}>
      <h1 className="auth-page-title">{t('auth.signInTitle')}</h1>
      <Field
        label={authText('auth.login')}
        autoComplete="username"
        name="login"
        value={form.signIn.login}
        onChange={(event) => form.setSignInField('login', event.currentTarget.value)}
        error={errors.login}
      />
      <Field
        label={authText('auth.password')}
        type="password"
        autoComplete="current-password"
        name="password"
        value={form.signIn.password}
        onChange={(event) => form.setSignInField('password', event.currentTarget.value)}
        error={errors.password}
      />
      <Link
        className="link-button auth-page-forgot"
        to={
          login
            ? `/auth/forgot-password?login=${encodeURIComponent(login)}`
            : '/auth/forgot-password'
        }
      >
        {t('auth.forgotPasswordLink')}
      </Link>
      {form.notice?.kind === 'error' ? (
        <p className="notice notice-error auth-page-failure" role="alert">
          {form.notice.text}
        </p>
      ) : null}
      {form.notice?.kind === 'success' ? (
        <p className="notice auth-page-success" role="status">
          {form.notice.text}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-block"
        aria-disabled={form.submitting || undefined}
        disabled={form.submitting}
      >
        {form.submitting ? authText('auth.signingIn') : t('auth.signInTitle')}
      </button>
      <button type="button" className="link-button" onClick={onSignUp}>
        {authText('auth.switchToSignUp')}
      </button>
    </form>
  );
}
