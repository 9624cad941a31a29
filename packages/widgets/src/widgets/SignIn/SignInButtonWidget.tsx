import { authFeature, authFormMessages, sessionMessages } from '@storefront-kit/core';
import { useSession, useTranslator } from '@storefront-kit/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  getSignInRequest,
  requestSignIn,
  subscribeSignInRequest,
} from '../../shared/signInRequest';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { SignInRequestHost } from './SignInRequestHost';

const strings = { ...authFormMessages, ...sessionMessages };

/**
 * The header's account control: 'Sign In' for a guest, opening the page's sign-in modal
 * (`requestSignIn()`, loaded on the first click); for a signed-in customer their name and Sign
 * Out. It hosts the modal for the other widgets of the page too. Style it with
 * `signInButtonCss` (parts: account, sign-in-button, user-name, sign-out).
 *
 * @example <SignInButtonWidget />
 */
export function SignInButtonWidget() {
  useStorefrontFeatures(authFeature);
  const session = useSession();
  const t = useTranslator(strings);
  const request = useSyncExternalStore(subscribeSignInRequest, getSignInRequest, getSignInRequest);
  const [signingOut, setSigningOut] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const signedIn = session.isLoggedIn && session.user;
  return (
    <div part="account" className="sk-account" data-state={signedIn ? 'signed-in' : 'guest'}>
      {signedIn ? (
        <>
          <span part="user-name" className="sk-account-name">
            {session.user?.name}
          </span>
          <button
            type="button"
            part="sign-out"
            className="sk-account-button"
            data-variant="secondary"
            aria-disabled={signingOut || undefined}
            onClick={() => {
              if (signingOut) return;
              setSigningOut(true);
              void session.signOut().finally(() => {
                if (mounted.current) setSigningOut(false);
              });
            }}
          >
            {t('auth.signOut')}
          </button>
        </>
      ) : (
        <button
          type="button"
          part="sign-in-button"
          className="sk-account-button"
          aria-haspopup="dialog"
          aria-expanded={request.status === 'open'}
          onClick={() => {
            void requestSignIn();
          }}
        >
          {t('session.signIn')}
        </button>
      )}
      <SignInRequestHost />
    </div>
  );
}
