import {
  authFormMessages,
  faultMessage,
  type ResetPasswordBody,
  serverMessage,
  validateResetPassword,
} from '@storefront-kit/core';
import { useSession, useStorefront, useTranslator } from '@storefront-kit/react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import './AuthPage.css';
import { authText } from './authCopy';
import { Field } from './Field';
import { focusOnShow } from './focusOnShow';
import { usePasswordForm } from './usePasswordForm';

/**
 * `/auth/reset-password?token=…` (the link of the reset e-mail): sets a new password with the
 * token. The server revokes the account's sessions; the shopper then signs in with the new
 * password. An invalid, used or expired link says so, with a way to ask for a new one.
 */
export function ResetPasswordPage() {
  const t = useTranslator(authFormMessages);
  const { client, messages } = useStorefront();
  const session = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const signedOut = useRef(false);
  usePageMeta(t('auth.resetPasswordTitle'), authText('auth.resetIntro'));
  const form = usePasswordForm<Omit<ResetPasswordBody, 'token'>>(
    { password: '', confirm_password: '' },
    (values) => {
      // A link without its token cannot be fixed in the form: the page says so instead.
      const { token: _token, ...errors } = validateResetPassword(
        { token, ...values },
        { messages },
      );
      return errors;
    },
    async (values) => {
      setSaving(true);
      try {
        await client.auth.resetPassword({ token, ...values });
        // Every session of the account ends with the reset: this browser's too.
        if (session.isLoggedIn && !signedOut.current) {
          signedOut.current = true;
          await session.signOut();
        }
        setDone(true);
        return null;
      } catch (error) {
        return (
          faultMessage(error, messages) ?? serverMessage(error) ?? authText('auth.resetFailed')
        );
      } finally {
        setSaving(false);
      }
    },
  );

  // The token's rule does not depend on the passwords.
  const tokenProblem = validateResetPassword(
    { token, password: '', confirm_password: '' },
    { messages },
  ).token;

  return (
    <div className="container auth-page-page">
      <div className="auth-page-card">
        {done ? (
          <section className="auth-page-form" aria-labelledby="reset-title">
            <h1 id="reset-title" className="auth-page-title">
              {t('auth.resetPasswordTitle')}
            </h1>
            <p ref={focusOnShow} tabIndex={-1} className="notice auth-page-success" role="status">
              {authText('auth.resetDone')}
            </p>
            <Link className="button button-block" to="/auth">
              {t('auth.signInTitle')}
            </Link>
          </section>
        ) : tokenProblem ? (
          <section className="auth-page-form" aria-labelledby="reset-title">
            <h1 id="reset-title" className="auth-page-title">
              {t('auth.resetPasswordTitle')}
            </h1>
            <p className="notice notice-error auth-page-failure" role="alert">
              {tokenProblem}
            </p>
            <Link className="button button-block" to="/auth/forgot-password">
              {authText('auth.requestNewLink')}
            </Link>
          </section>
        ) : (
          <form className="auth-page-form" noValidate onSubmit={form.onSubmit}>
            <h1 className="auth-page-title">{t('auth.resetPasswordTitle')}</h1>
            <p>{authText('auth.resetIntro')}</p>
            <Field
              label={t('auth.field.newPassword')}
              type="password"
              autoComplete="new-password"
              {...form.field('password')}
            />
            <Field
              label={t('auth.field.confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...form.field('confirm_password')}
            />
            {form.failure ? (
              <div className="auth-page-form">
                <p className="notice notice-error auth-page-failure" role="alert">
                  {form.failure}
                </p>
                <Link className="link-button" to="/auth/forgot-password">
                  {authText('auth.requestNewLink')}
                </Link>
              </div>
            ) : null}
            <button type="submit" className="button button-block" disabled={saving}>
              {saving ? authText('auth.saving') : t('auth.resetPasswordTitle')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
