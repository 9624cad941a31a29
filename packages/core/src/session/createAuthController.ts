import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { AuthApi } from '../api/authApi';
import { serverMessage } from '../errors/ApiError';
import { faultMessage } from '../errors/faultMessage';
import { isResponseValidationError } from '../errors/ResponseValidationError';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { sessionMessages } from '../messages/sessionMessages';
import type { Notifier } from '../notifications/types';
import type {
  ChangePasswordBody,
  SignInBody,
  SignInResponse,
  SignUpBody,
  User,
} from '../schemas/auth';
import type { Session } from './types';

/** Where the last sign-in or sign-up stands. */
export type AuthStatus = 'idle' | 'submitting' | 'error' | 'success';

/** A refused or failed submission, with the message to show under the form. */
export interface AuthFailure {
  readonly status: 'error';
  readonly message: string;
}
export type SignInResult = { readonly status: 'success'; readonly user: User } | AuthFailure;
export type SignUpResult = { readonly status: 'success' } | AuthFailure;
export type ChangePasswordResult = { readonly status: 'success' } | AuthFailure;

/** Options of `createAuthController`. */
export interface AuthControllerOptions {
  /**
   * The API client, or any object with the same `auth.signIn`, `auth.signUp`, `auth.signOut`
   * (and `auth.changePassword` for `changePassword`).
   * @example createAuthController({ client: createClient({ baseUrl }), session })
   */
  client: {
    readonly auth: Pick<AuthApi, 'signIn' | 'signUp' | 'signOut'> &
      Partial<Pick<AuthApi, 'changePassword'>>;
  };
  /** Receives the token and user of a successful sign-in. */
  session: Session;
  /** Told 'Account created successfully! You can now login.' and 'Logged out successfully'. */
  notify?: Notifier;
  /** Overrides of the session messages. */
  messages?: MessageOverrides;
}

/** Sign-in, sign-up and sign-out of the /auth page and the dashboard (spec 2 §4, §8). */
export interface AuthController {
  /** Of the last sign-in or sign-up; 'submitting' while one is in flight. */
  readonly status: ReadonlySignal<AuthStatus>;
  /** Signs in and stores the session. A second call while one is in flight gets the same promise. */
  signIn(body: SignInBody): Promise<SignInResult>;
  /** Creates the account (the user then signs in). Guarded against double submits like `signIn`. */
  signUp(body: SignUpBody): Promise<SignUpResult>;
  /**
   * Ends the local session at once (the user's queries in flight are dropped), then revokes its
   * token on the server when it can. A second call while one is in flight gets the same promise.
   */
  signOut(): Promise<void>;
  /**
   * Changes the signed-in user's password (the current one checked by the server). The server
   * revokes every other token of the account and answers a new one, which replaces the
   * session's token, so this browser stays signed in and every other is signed out. Guarded
   * against double submits; says 'Password changed successfully.' through `notify`.
   */
  changePassword(body: ChangePasswordBody): Promise<ChangePasswordResult>;
}

/** One call at a time: a call while one is in flight returns that call's promise. */
function single<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  let pending: Promise<Result> | undefined;
  return (...args) => {
    pending ??= run(...args).finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

/**
 * Binds the auth endpoints to the session, with the spec's messages. Forms are validated
 * elsewhere; this only submits.
 *
 * @example
 * const auth = createAuthController({ client, session, notify: center.notify });
 * const result = await auth.signIn({ login: 'asha@example.in', password });
 * if (result.status === 'error') showError(result.message);
 */
export function createAuthController({
  client,
  session,
  notify,
  messages,
}: AuthControllerOptions): AuthController {
  const t = createTranslator(sessionMessages, messages);
  const status = signal<AuthStatus>('idle');
  const fail = (message: string): AuthFailure => ({ status: 'error', message });

  const submit = <Body, Result extends SignUpResult>(run: (body: Body) => Promise<Result>) =>
    single(async (body: Body) => {
      status.value = 'submitting';
      let result: Result | undefined;
      try {
        result = await run(body);
        return result;
      } finally {
        status.value = result?.status ?? 'error';
      }
    });

  return {
    status,
    changePassword: single(async (body: ChangePasswordBody): Promise<ChangePasswordResult> => {
      const user = session.user();
      if (!session.isLoggedIn() || !user) return fail(t('session.expired'));
      if (!client.auth.changePassword) throw new Error('client.auth.changePassword is missing');
      let token: string;
      try {
        const answer = await client.auth.changePassword(body);
        if (!answer.meta.status || !answer.data?.token) {
          return fail(answer.meta.message || t('session.passwordChangeFailed'));
        }
        token = answer.data.token;
      } catch (error) {
        return fail(
          isResponseValidationError(error)
            ? t('session.invalidResponse')
            : (faultMessage(error, messages) ??
                serverMessage(error) ??
                t('session.passwordChangeFailed')),
        );
      }
      session.login(token, user);
      if (!session.isLoggedIn()) return fail(t('session.invalidResponse'));
      notify?.({ kind: 'success', message: t('session.passwordChanged') });
      return { status: 'success' };
    }),
    signIn: submit(async (body: SignInBody): Promise<SignInResult> => {
      let answer: SignInResponse;
      try {
        answer = await client.auth.signIn(body);
      } catch (error) {
        // Only an answer about the credentials blames them: an unreachable or failing server
        // says so (and that a retry may help).
        return fail(
          isResponseValidationError(error)
            ? t('session.invalidResponse')
            : (faultMessage(error, messages) ?? serverMessage(error) ?? t('session.loginFailed')),
        );
      }
      const { meta, data } = answer;
      if (!meta.status) return fail(meta.message || t('session.loginFailed'));
      if (data?.token) {
        session.login(data.token, data.user);
        // login() refuses a token it cannot decode or that has already expired.
        if (session.isLoggedIn()) return { status: 'success', user: data.user };
      }
      return fail(t('session.invalidResponse'));
    }),
    signUp: submit(async (body: SignUpBody): Promise<SignUpResult> => {
      try {
        const { meta } = await client.auth.signUp(body);
        if (!meta.status) return fail(meta.message || t('session.signupFailed'));
      } catch (error) {
        return fail(
          faultMessage(error, messages) ?? serverMessage(error) ?? t('session.signupFailed'),
        );
      }
      notify?.({ kind: 'success', message: t('session.signupSuccess') });
      return { status: 'success' };
    }),
    signOut: single(async () => {
      // The local session ends first: the user's queries in flight are dropped with it (the
      // query cache aborts them), so none is answered 401 by the revoked token, and the page
      // shows the signed-out state at once. Then the token is revoked on the server.
      const token = session.token();
      session.logout('user');
      status.value = 'idle';
      notify?.({ kind: 'success', message: t('session.loggedOut') });
      if (!token) return;
      try {
        await client.auth.signOut({ token });
      } catch {
        // Best effort: the token expires on its own.
      }
    }),
  };
}
