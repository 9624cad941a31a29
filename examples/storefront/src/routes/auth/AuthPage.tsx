import type { AuthFormMode } from '@storefront-kit/core';
import { useAuthForm, useSession } from '@storefront-kit/react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import './AuthPage.css';
import { authText } from './authCopy';
import { SessionCard } from './SessionCard';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * `/auth` (spec 2 'Auth'): Sign In and Create Account toggle on the page (`?mode=signup`); a
 * signed-in shopper sees the token card instead. Both forms are core's `createAuthForm`
 * (`useAuthForm`): after a sign-up it shows Sign In after 3 s with the login filled in.
 */
export function AuthPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  usePageMeta(authText('auth.title'), authText('auth.description'));
  const mode: AuthFormMode = params.get('mode') === 'signup' ? 'sign-up' : 'sign-in';
  // Where to go after signing in (`?next=/checkout`) survives the switch between the forms.
  const next = params.get('next');
  const keep: Record<string, string> = next ? { next } : {};
  const showSignIn = (login?: string) =>
    setParams(login ? { login, ...keep } : keep, { replace: true });
  const showSignUp = () => setParams({ mode: 'signup', ...keep }, { replace: true });
  // The URL says which form shows (Back, a link, the switch buttons); the form follows it.
  const form = useAuthForm({
    mode,
    login: params.get('login') ?? '',
    onModeChange: (_mode, login) => showSignIn(login),
  });
  return (
    <div className="container auth-page-page">
      <div className="auth-page-card">
        {session.isLoggedIn ? (
          <SessionCard />
        ) : form.mode === 'sign-up' ? (
          <SignUpForm form={form} onSignIn={() => showSignIn()} />
        ) : (
          <SignInForm form={form} onSignUp={showSignUp} next={next} />
        )}
      </div>
    </div>
  );
}
