import {
  authFormMessages,
  type ForgotPasswordBody,
  faultMessage,
  serverMessage,
  validateForgotPassword,
} from '@storefront-kit/core';
import { useStorefront, useTranslator } from '@storefront-kit/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import './AuthPage.css';
import { authText } from './authCopy';
import { Field } from './Field';
import { focusOnShow } from './focusOnShow';
import { usePasswordForm } from './usePasswordForm';

/**
 * `/auth/forgot-password`: asks for the account's e-mail or mobile number and has the server
 * e-mail a single-use reset link. The answer is the same whether or not the account exists
 * (the server's sentence is shown), so the page tells nobody which accounts are registered.
 */
export function ForgotPasswordPage() {
  const t = useTranslator(authFormMessages);
  const { client, messages } = useStorefront();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  usePageMeta(t('auth.forgotPasswordTitle'), authText('auth.forgotIntro'));
  const form = usePasswordForm<ForgotPasswordBody>(
    { login: params.get('login') ?? '' },
    (values) => validateForgotPassword(values, { messages }),
    async (values) => {
      setSending(true);
      try {
        const answer = await client.auth.forgotPassword({ login: values.login.trim() });
        setSent(answer.meta?.message ?? authText('auth.forgotSent'));
        return null;
      } catch (error) {
        return (
          faultMessage(error, messages) ?? serverMessage(error) ?? authText('auth.forgotFailed')
        );
      } finally {
        setSending(false);
      }
    },
  );

  return (
    <div className="container auth-page-page">
      <div className="auth-page-card">
        {sent ? (
          <section className="auth-page-form" aria-labelledby="forgot-title">
            <h1 id="forgot-title" className="auth-page-title">
              {t('auth.forgotPasswordTitle')}
            </h1>
            <p ref={focusOnShow} tabIndex={-1} className="notice auth-page-success" role="status">
              {sent}
            </p>
            <Link className="button button-block" to="/auth">
              {authText('auth.backToSignIn')}
            </Link>
          </section>
        ) : (
          <form className="auth-page-form" noValidate onSubmit={form.onSubmit}>
            <h1 className="auth-page-title">{t('auth.forgotPasswordTitle')}</h1>
            <p>{authText('auth.forgotIntro')}</p>
            <Field
              label={authText('auth.login')}
              autoComplete="username"
              {...form.field('login')}
            />
            {form.failure ? (
              <p className="notice notice-error auth-page-failure" role="alert">
                {form.failure}
              </p>
            ) : null}
            <button type="submit" className="button button-block" disabled={sending}>
              {sending ? authText('auth.sending') : authText('auth.sendLink')}
            </button>
            <Link className="link-button" to="/auth">
              {authText('auth.backToSignIn')}
            </Link>
          </form>
        )}
      </div>
    </div>
  );
}
