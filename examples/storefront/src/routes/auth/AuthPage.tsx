import { useSession } from '@storefront-kit/react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import './AuthPage.css';
import { authText } from './authCopy';
import { SessionCard } from './SessionCard';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/**
 * `/auth` (spec 2 'Auth'): Sign In and Create Account toggle on the page (`?mode=signup`); a
 * signed-in shopper sees the token card instead.
 */
export function AuthPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  usePageMeta(authText('auth.title'), authText('auth.description'));
  const mode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  // Where to go after signing in (`?next=/checkout`) survives the switch between the forms.
  const next = params.get('next');
  const keep: Record<string, string> = next ? { next } : {};
  const showSignIn = (login?: string) =>
    setParams(login ? { login, ...keep } : keep, { replace: true });
  const showSignUp = () => setParams({ mode: 'signup', ...keep }, { replace: true });
  return (
    <div className="container auth-page-page">
      <div className="auth-page-card">
        {session.isLoggedIn ? (
          <SessionCard />
        ) : mode === 'signup' ? (
          <SignUpForm onSignIn={showSignIn} />
        ) : (
          <SignInForm onSignUp={showSignUp} />
        )}
      </div>
    </div>
  );
}
