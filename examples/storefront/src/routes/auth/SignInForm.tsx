import { authFormMessages, type SignInBody, validateSignIn } from '@storefront-kit/core';
import { useSession, useStorefront, useTranslator } from '@storefront-kit/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import './AuthPage.css';
import { authText } from './authCopy';
import { Field } from './Field';
import { useAuthForm } from './useAuthForm';

/** Where a sign-in lands without `?next=`: the dashboard (spec 2 §2, Auth). */
const AFTER_SIGN_IN = '/dashboard';

/** Only a path of this site (never another origin) is followed after signing in. */
const safeNext = (next: string | null) =>
  next?.startsWith('/') && !next.startsWith('//') ? next : AFTER_SIGN_IN;

/** Sign In: e-mail or mobile and password; the cart is merged and the shopper greeted by core. */
export function SignInForm({ onSignUp }: { onSignUp(): void }) {
  const t = useTranslator(authFormMessages);
  const session = useSession();
  const { messages } = useStorefront();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useAuthForm<SignInBody>(
    { login: params.get('login') ?? '', password: '' },
    (values) => validateSignIn(values, { messages }),
    async (values) => {
      const result = await session.signIn({
        login: values.login.trim(),
        password: values.password,
      });
      if (result.status !== 'success') return result.message;
      navigate(safeNext(params.get('next')));
      return null;
    },
  );
  const submitting = session.authStatus === 'submitting';

  return (
    <form className="auth-page-form" noValidate onSubmit={form.onSubmit}>
      <h1 className="auth-page-title">{t('auth.signInTitle')}</h1>
      <Field label={authText('auth.login')} autoComplete="username" {...form.field('login')} />
      <Field
        label={authText('auth.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Link
        className="link-button auth-page-forgot"
        to={
          form.values.login.trim()
            ? `/auth/forgot-password?login=${encodeURIComponent(form.values.login.trim())}`
            : '/auth/forgot-password'
        }
      >
        {t('auth.forgotPasswordLink')}
      </Link>
      {form.failure ? (
        <p className="notice notice-error auth-page-failure" role="alert">
          {form.failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-block"
        aria-disabled={submitting || undefined}
        disabled={submitting}
      >
        {submitting ? authText('auth.signingIn') : t('auth.signInTitle')}
      </button>
      <button type="button" className="link-button" onClick={onSignUp}>
        {authText('auth.switchToSignUp')}
      </button>
    </form>
  );
}
