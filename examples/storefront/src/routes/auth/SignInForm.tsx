import {
  authFormMessages,
  type FieldErrors,
  hasErrors,
  type SignInBody,
  validateSignIn,
} from '@storefront-kit/core';
import { useSession, useStorefront, useTranslator } from '@storefront-kit/react';
import { type ChangeEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import './AuthPage.css';
import { authText } from './authCopy';
import { Field } from './Field';

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
  const [values, setValues] = useState<SignInBody>({
    login: params.get('login') ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof SignInBody>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = session.authStatus === 'submitting';

  const set = (field: keyof SignInBody) => (event: ChangeEvent<HTMLInputElement>) => {
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
        const found = validateSignIn(values, { messages });
        setErrors(found);
        setFailure(null);
        if (hasErrors(found)) return;
        const result = await session.signIn({
          login: values.login.trim(),
          password: values.password,
        });
        if (result.status === 'success') navigate(safeNext(params.get('next')));
        else setFailure(result.message);
      }}
    >
      <h1 className="auth-page-title">{t('auth.signInTitle')}</h1>
      <Field
        label={authText('auth.login')}
        name="login"
        autoComplete="username"
        value={values.login}
        onChange={set('login')}
        error={errors.login}
      />
      <Field
        label={authText('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      {failure ? (
        <p className="notice notice-error auth-page-failure" role="alert">
          {failure}
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
