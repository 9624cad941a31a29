import { useSignals } from '@preact/signals-react/runtime';
import type {
  AuthStatus,
  ChangePasswordBody,
  ChangePasswordResult,
  SessionState,
  SignInBody,
  SignInResult,
  SignUpBody,
  SignUpResult,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { useHydrated } from './useHydrated';

/** What a server renders (it has no session), and so what hydration shows first. */
const SERVER_SESSION: SessionState = {
  status: 'anonymous',
  token: null,
  user: null,
  lastLogin: null,
  expiresAt: null,
};

export interface UseSessionResult extends SessionState {
  readonly isLoggedIn: boolean;
  /** Whole minutes until the token expires, or null without one. */
  readonly minutesToExpiry: number | null;
  /** Of the last sign-in or sign-up. */
  readonly authStatus: AuthStatus;
  /** Signs in, merges the local cart and greets the shopper (spec 2 §8). */
  signIn(body: SignInBody): Promise<SignInResult>;
  signUp(body: SignUpBody): Promise<SignUpResult>;
  signOut(): Promise<void>;
  /**
   * Changes the password (current one checked by the server); the session takes the server's
   * new token, so this browser stays signed in while every other is signed out.
   */
  changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult>;
  /** Re-checks the token's expiry (the /auth page's Refresh Status). */
  refresh(): boolean;
}

/**
 * The signed-in state and the auth actions. On a server, and while a server-rendered page
 * hydrates, it reads as signed out (the server cannot know the shopper); the stored session
 * shows right after.
 */
export function useSession(): UseSessionResult {
  useSignals();
  const storefront = useStorefront();
  const { session, auth } = storefront;
  const hydrated = useHydrated();
  const stored = session.state.value;
  const state = hydrated ? stored : SERVER_SESSION;
  return {
    ...state,
    isLoggedIn: state.status === 'authenticated',
    minutesToExpiry: hydrated ? session.minutesToExpiry() : null,
    authStatus: auth.status.value,
    signIn: storefront.signIn,
    signUp: auth.signUp,
    signOut: storefront.signOut,
    changePassword: auth.changePassword,
    refresh: session.checkExpiry,
  };
}
