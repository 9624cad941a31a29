import { useSignals } from '@preact/signals-react/runtime';
import type {
  AuthStatus,
  SessionState,
  SignInBody,
  SignInResult,
  SignUpBody,
  SignUpResult,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';

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
  /** Re-checks the token's expiry (the /auth page's Refresh Status). */
  refresh(): boolean;
}

/** The signed-in state and the auth actions. */
export function useSession(): UseSessionResult {
  useSignals();
  const storefront = useStorefront();
  const { session, auth } = storefront;
  const state = session.state.value;
  return {
    ...state,
    isLoggedIn: state.status === 'authenticated',
    minutesToExpiry: session.minutesToExpiry(),
    authStatus: auth.status.value,
    signIn: storefront.signIn,
    signUp: auth.signUp,
    signOut: storefront.signOut,
    refresh: session.checkExpiry,
  };
}
