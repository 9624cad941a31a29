import { type ReadonlySignal, signal } from '@preact/signals-core';
import { SIGNUP_SWITCH_MS } from '../constants';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { sessionMessages } from '../messages/sessionMessages';
import type { User } from '../schemas/auth';
import { clearFieldError } from '../validation/clearFieldError';
import { hasErrors } from '../validation/hasErrors';
import type { FieldErrors } from '../validation/types';
import { validateSignIn } from '../validation/validateSignIn';
import { type SignUpField, validateSignUp } from '../validation/validateSignUp';
import type { AuthController } from './createAuthController';

/** Which of the two forms shows. */
export type AuthFormMode = 'sign-in' | 'sign-up';

export interface SignInFormValues {
  readonly login: string;
  readonly password: string;
}

export interface SignUpFormValues {
  readonly name: string;
  readonly email: string;
  readonly mobile_number: string;
  readonly password: string;
  readonly confirm_password: string;
  /** The terms-and-conditions checkbox. */
  readonly terms: boolean;
}

/** A field of either form (`password` is both forms' own). */
export type AuthFormField = keyof SignInFormValues | SignUpField;

/** What shows under the form: the sign-up's success, or why a submission failed. */
export interface AuthFormNotice {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

export interface AuthFormState {
  readonly mode: AuthFormMode;
  readonly signIn: SignInFormValues;
  readonly signUp: SignUpFormValues;
  /** A message per invalid field of the shown form; a field's clears when it is edited. */
  readonly errors: FieldErrors<AuthFormField>;
  readonly notice: AuthFormNotice | null;
  /** A request is in flight ('Signing In...', 'Creating Account...'); submits are ignored. */
  readonly submitting: boolean;
  /**
   * Submissions refused by validation so far: when it grows, move the focus to the first invalid
   * field (`AuthFormResult.firstInvalid` says which).
   */
  readonly invalidAttempts: number;
}

/** How a submission ended. */
export type AuthFormResult =
  | { readonly status: 'signed-in'; readonly user: User }
  /** The account exists; the sign-in form follows after `switchMs` with `login` filled in. */
  | { readonly status: 'signed-up'; readonly login: string }
  | {
      readonly status: 'invalid';
      readonly errors: FieldErrors<AuthFormField>;
      /** The first invalid field in the form's order. */
      readonly firstInvalid: AuthFormField;
    }
  | { readonly status: 'error'; readonly message: string }
  /** A request was in flight already, or the form was disposed: nothing was sent. */
  | { readonly status: 'skipped' };

export interface AuthFormOptions {
  /** The session's sign-in and sign-up (`storefront.auth`, or `useSession()`). */
  readonly auth: Pick<AuthController, 'signIn' | 'signUp'>;
  readonly messages?: MessageOverrides;
  /** @default 'sign-in' */
  readonly mode?: AuthFormMode;
  /** The sign-in form's login to start with (e.g. from `?login=`). */
  readonly login?: string;
  /** How long the sign-up's success shows before the sign-in form follows. @default SIGNUP_SWITCH_MS (3000) */
  readonly switchMs?: number;
  /**
   * Called when the form switches by itself (to sign-in after a sign-up), with the login it
   * filled in: a page that keeps the mode in its URL writes it there.
   */
  readonly onModeChange?: (mode: AuthFormMode, login: string) => void;
}

export interface AuthForm {
  readonly state: ReadonlySignal<AuthFormState>;
  /** Shows the other form (the switch button, or the page's URL): errors and notice cleared. */
  setMode(mode: AuthFormMode): void;
  setSignInField(field: keyof SignInFormValues, value: string): void;
  setSignUpField<Field extends keyof SignUpFormValues>(
    field: Field,
    value: SignUpFormValues[Field],
  ): void;
  /** Validates the shown form and sends it: a sign-in or a sign-up through the session. */
  submit(): Promise<AuthFormResult>;
  /** Stops the switch after a sign-up; an answer in flight is then ignored. */
  dispose(): void;
}

const EMPTY_SIGN_UP: SignUpFormValues = {
  name: '',
  email: '',
  mobile_number: '',
  password: '',
  confirm_password: '',
  terms: false,
};

/**
 * Sign In and Create Account (spec 2 'Auth', §5), for a page or a modal: each form's values
 * and the spec's messages under their fields (core's `validateSignIn`, `validateSignUp`), one
 * request at a time through the session (which merges the cart and greets), the server's reason
 * under the form, and after a sign-up 'Account created successfully! You can now login.' with
 * the sign-in form following after 3 s, its login filled in.
 *
 * @example
 * const form = createAuthForm({ auth: storefront.auth });
 * form.setSignInField('login', 'asha@example.in');
 * form.setSignInField('password', secret);
 * const result = await form.submit(); // { status: 'signed-in', user }
 */
export function createAuthForm(options: AuthFormOptions): AuthForm {
  const { auth, messages } = options;
  const t = createTranslator(sessionMessages, messages);
  const state = signal<AuthFormState>({
    mode: options.mode ?? 'sign-in',
    signIn: { login: options.login ?? '', password: '' },
    signUp: EMPTY_SIGN_UP,
    errors: {},
    notice: null,
    submitting: false,
    invalidAttempts: 0,
  });
  const update = (changes: Partial<AuthFormState>) => {
    state.value = { ...state.peek(), ...changes };
  };
  let switchTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const stopSwitch = () => {
    if (switchTimer !== undefined) clearTimeout(switchTimer);
    switchTimer = undefined;
  };

  async function send(current: AuthFormState): Promise<AuthFormResult> {
    if (current.mode === 'sign-in') {
      const result = await auth.signIn({
        login: current.signIn.login.trim(),
        password: current.signIn.password,
      });
      if (disposed) return { status: 'skipped' };
      if (result.status === 'success') return { status: 'signed-in', user: result.user };
      return { status: 'error', message: result.message };
    }
    const { name, password, confirm_password } = current.signUp;
    const email = current.signUp.email.trim();
    const mobile = current.signUp.mobile_number.trim();
    const result = await auth.signUp({
      name: name.trim(),
      ...(email ? { email } : {}),
      ...(mobile ? { mobile_number: mobile } : {}),
      password,
      confirm_password,
    });
    if (disposed) return { status: 'skipped' };
    if (result.status !== 'success') return { status: 'error', message: result.message };
    const login = email || mobile;
    switchTimer = setTimeout(() => {
      switchTimer = undefined;
      // The success stays under the sign-in form: it says why that form is shown.
      update({ mode: 'sign-in', signIn: { login, password: '' }, errors: {} });
      options.onModeChange?.('sign-in', login);
    }, options.switchMs ?? SIGNUP_SWITCH_MS);
    return { status: 'signed-up', login };
  }

  return {
    state,
    setMode(mode) {
      stopSwitch();
      update({ mode, errors: {}, notice: null });
    },
    setSignInField(field, value) {
      const current = state.peek();
      update({
        signIn: { ...current.signIn, [field]: value },
        errors: clearFieldError(current.errors, field),
      });
    },
    setSignUpField(field, value) {
      const current = state.peek();
      update({
        signUp: { ...current.signUp, [field]: value },
        errors: clearFieldError(current.errors, field),
      });
    },
    async submit() {
      const current = state.peek();
      if (current.submitting || disposed) return { status: 'skipped' };
      const signingIn = current.mode === 'sign-in';
      const errors: FieldErrors<AuthFormField> = signingIn
        ? validateSignIn(current.signIn, { messages })
        : validateSignUp(current.signUp, { messages });
      if (hasErrors(errors)) {
        update({ errors, invalidAttempts: current.invalidAttempts + 1 });
        // The validators name the fields in the form's order.
        const firstInvalid = Object.keys(errors)[0] as AuthFormField;
        return { status: 'invalid', errors, firstInvalid };
      }
      stopSwitch();
      update({ errors: {}, notice: null, submitting: true });
      let result: AuthFormResult;
      try {
        result = await send(current);
      } catch (error) {
        // The session answers failures as results; anything thrown is still told, not lost.
        result = {
          status: 'error',
          message: error instanceof Error && error.message ? error.message : String(error),
        };
      }
      if (disposed) return { status: 'skipped' };
      update({
        submitting: false,
        notice:
          result.status === 'error'
            ? { kind: 'error', text: result.message }
            : result.status === 'signed-up'
              ? { kind: 'success', text: t('session.signupSuccess') }
              : null,
      });
      return result;
    },
    dispose() {
      disposed = true;
      stopSwitch();
    },
  };
}
