import { useSignals } from '@preact/signals-react/runtime';
import {
  type AuthForm,
  type AuthFormMode,
  type AuthFormState,
  createAuthForm,
} from '@storefront-kit/core';
import { useLayoutEffect, useRef } from 'react';
import { useStorefront } from '../provider/StorefrontContext';
import { useOwnedController } from './useOwnedController';

export interface UseAuthFormOptions {
  /**
   * The form shown: first, and again whenever this changes (a page's URL or a modal's title may
   * lead; the form's own switch after a sign-up reports through `onModeChange`). @default 'sign-in'
   */
  readonly mode?: AuthFormMode;
  /** The sign-in form's login to start with (e.g. from `?login=`). */
  readonly login?: string;
  /** How long the sign-up's success shows before the sign-in form follows. @default SIGNUP_SWITCH_MS (3000) */
  readonly switchMs?: number;
  /** Called when the form switches by itself (to sign-in after a sign-up); the latest is called. */
  readonly onModeChange?: (mode: AuthFormMode, login: string) => void;
}

export interface UseAuthFormResult extends AuthFormState, Omit<AuthForm, 'state' | 'dispose'> {}

/**
 * Sign In and Create Account over core's `createAuthForm`: the forms' values and the spec's
 * messages under their fields, one request at a time through the storefront's `signIn` (which
 * merges the cart and greets) and `auth.signUp`, the server's reason under the form, and after
 * a sign-up 'Account created successfully! You can now login.' with the sign-in form following
 * after 3 s. `login` is read once; the form follows `mode` when it changes, or switch with
 * `setMode`.
 *
 * @example
 * const form = useAuthForm();
 * <input value={form.signIn.login} onChange={(e) => form.setSignInField('login', e.currentTarget.value)} />
 * const result = await form.submit();
 * if (result.status === 'signed-in') navigate('/dashboard');
 */
export function useAuthForm(options: UseAuthFormOptions = {}): UseAuthFormResult {
  useSignals();
  const storefront = useStorefront();
  const latest = useRef(options);
  latest.current = options;
  const form = useOwnedController(() =>
    createAuthForm({
      // Read when sent: a widget adds the auth feature to the page's storefront as it renders.
      auth: {
        signIn: (body) => storefront.signIn(body),
        signUp: (body) => storefront.auth.signUp(body),
      },
      messages: storefront.messages,
      mode: options.mode,
      login: options.login,
      switchMs: options.switchMs,
      onModeChange: (mode, login) => latest.current.onModeChange?.(mode, login),
    }),
  );
  // A change of `mode` shows that form. Only a change of it: the form's own switch after a
  // sign-up runs ahead of the `mode` its owner then passes.
  const { mode } = options;
  const shown = useRef(form.state.peek().mode);
  shown.current = form.state.peek().mode;
  useLayoutEffect(() => {
    if (mode && shown.current !== mode) form.setMode(mode);
  }, [mode, form]);
  const { state, dispose: _dispose, ...actions } = form;
  return { ...state.value, ...actions };
}
