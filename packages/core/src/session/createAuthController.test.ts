import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi } from '../api/authApi';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { ResponseValidationError } from '../errors/ResponseValidationError';
import { TimeoutError } from '../errors/TimeoutError';
import type { SignInResponse, User } from '../schemas/auth';
import type { MetaOnly } from '../schemas/common';
import type { StorageLike } from '../storage/createSafeStorage';
import { createAuthController } from './createAuthController';
import { createSession } from './createSession';

const user: User = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in' };
const credentials = { login: 'asha@example.in', password: 'secret1' };
const signUpBody = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  password: 'secret1',
  confirm_password: 'secret1',
};
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (expSeconds: number) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: 'u1', exp: expSeconds }))}.sig`;

function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup() {
  const auth = {
    signIn: vi.fn<AuthApi['signIn']>(),
    signUp: vi.fn<AuthApi['signUp']>(),
    signOut: vi.fn<AuthApi['signOut']>(),
    changePassword: vi.fn<AuthApi['changePassword']>(),
  };
  const notify = vi.fn();
  const session = createSession({ storage: memoryStorage(), crossTab: false });
  const controller = createAuthController({ client: { auth }, session, notify });
  return { auth, notify, session, controller };
}

const apiError = (status: number, body: unknown) =>
  new ApiError(`Network Error: API Error: ${status} - …`, status, body, 'Unauthorized');

let token: string;
beforeEach(() => {
  vi.useFakeTimers();
  token = jwt(Math.floor(Date.now() / 1000) + 12 * 3600);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('signIn', () => {
  it('stores the session and returns the user on success', async () => {
    const { auth, session, controller } = setup();
    auth.signIn.mockResolvedValue({
      meta: { status: true, message: 'Login successful' },
      data: { token, user },
    });

    const pending = controller.signIn(credentials);
    expect(controller.status.value).toBe('submitting');
    const result = await pending;

    expect(result).toEqual({ status: 'success', user });
    expect(auth.signIn).toHaveBeenCalledExactlyOnceWith(credentials);
    expect(session.token()).toBe(token);
    expect(session.user()).toEqual(user);
    expect(controller.status.value).toBe('success');
  });

  it('returns the server message when meta.status is false', async () => {
    const { auth, session, controller } = setup();
    auth.signIn.mockResolvedValue({
      meta: { status: false, message: 'Invalid password' },
      data: null,
    });
    expect(await controller.signIn(credentials)).toEqual({
      status: 'error',
      message: 'Invalid password',
    });
    expect(session.isLoggedIn()).toBe(false);
    expect(controller.status.value).toBe('error');
  });

  it.each([null, ''])(
    'falls back to the spec message when the refusal has message %j',
    async (message) => {
      const { auth, controller } = setup();
      auth.signIn.mockResolvedValue({ meta: { status: false, message }, data: null });
      expect(await controller.signIn(credentials)).toEqual({
        status: 'error',
        message: 'Login failed. Please check your credentials.',
      });
    },
  );

  it("returns the server's meta.message of an ApiError", async () => {
    const { auth, controller } = setup();
    auth.signIn.mockRejectedValue(
      apiError(401, { meta: { status: false, message: 'User not found' }, data: null }),
    );
    expect(await controller.signIn(credentials)).toEqual({
      status: 'error',
      message: 'User not found',
    });
  });

  it.each([
    [
      'a network error',
      new NetworkError('Network Error: Failed to fetch'),
      'Cannot reach the shop. Check your connection and try again.',
    ],
    [
      'a timeout',
      new TimeoutError('Network Error: Request timed out'),
      'Cannot reach the shop. Check your connection and try again.',
    ],
    [
      'a 5xx with the envelope',
      apiError(500, { meta: { status: false, message: 'Internal server error' }, data: null }),
      'Server error. Please try again later.',
    ],
    [
      'a 502 page',
      apiError(502, '<html>Bad Gateway</html>'),
      'Server error. Please try again later.',
    ],
  ])('never blames the credentials for %s', async (_, error, message) => {
    const { auth, controller } = setup();
    auth.signIn.mockRejectedValue(error);
    expect(await controller.signIn(credentials)).toEqual({ status: 'error', message });
  });

  it("says the shop is unreachable in the embedder's words", async () => {
    const { auth } = setup();
    auth.signIn.mockRejectedValue(new NetworkError('Network Error: Failed to fetch'));
    const controller = createAuthController({
      client: { auth },
      session: createSession({ storage: memoryStorage(), crossTab: false }),
      messages: { 'api.unreachable': 'Dukaan tak nahin pahunch sake.' },
    });
    expect(await controller.signIn(credentials)).toEqual({
      status: 'error',
      message: 'Dukaan tak nahin pahunch sake.',
    });
  });

  it.each([
    ['an ApiError 401 without a message', apiError(401, 'Unauthorized')],
    ['an ApiError 400 without a message', apiError(400, '')],
    ['anything else', 'boom'],
  ])('falls back to the spec message for %s', async (_, error) => {
    const { auth, controller } = setup();
    auth.signIn.mockRejectedValue(error);
    expect(await controller.signIn(credentials)).toEqual({
      status: 'error',
      message: 'Login failed. Please check your credentials.',
    });
  });

  it.each<[string, () => Promise<SignInResponse>]>([
    [
      'does not match the schema',
      () => Promise.reject(new ResponseValidationError('bad', 'POST signin', [], {})),
    ],
    ['has no data', () => Promise.resolve({ meta: { status: true, message: 'ok' }, data: null })],
    [
      'has an empty token',
      () => Promise.resolve({ meta: { status: true, message: 'ok' }, data: { token: '', user } }),
    ],
    [
      'has a token that cannot be decoded',
      () =>
        Promise.resolve({ meta: { status: true, message: 'ok' }, data: { token: 'opaque', user } }),
    ],
  ])('reports a success answer that %s as an invalid response', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { auth, session, controller } = setup();
    auth.signIn.mockImplementation(answer);
    expect(await controller.signIn(credentials)).toEqual({
      status: 'error',
      message: 'Invalid response format from server',
    });
    expect(session.isLoggedIn()).toBe(false);
  });

  it('returns the same promise to a second submit while the first is in flight', async () => {
    const { auth, controller } = setup();
    const answer = deferred<SignInResponse>();
    auth.signIn.mockReturnValue(answer.promise);

    const first = controller.signIn(credentials);
    const second = controller.signIn({ login: 'other@example.in', password: 'x' });
    expect(second).toBe(first);
    answer.resolve({ meta: { status: true, message: 'ok' }, data: { token, user } });
    expect(await second).toEqual({ status: 'success', user });
    expect(auth.signIn).toHaveBeenCalledOnce();

    auth.signIn.mockResolvedValue({ meta: { status: false, message: 'Locked' }, data: null });
    expect(await controller.signIn(credentials)).toEqual({ status: 'error', message: 'Locked' });
    expect(auth.signIn).toHaveBeenCalledTimes(2);
  });
});

describe('signUp', () => {
  it('announces the new account', async () => {
    const { auth, notify, session, controller } = setup();
    auth.signUp.mockResolvedValue({ meta: { status: true, message: 'Created' }, data: user });
    expect(await controller.signUp(signUpBody)).toEqual({ status: 'success' });
    expect(auth.signUp).toHaveBeenCalledExactlyOnceWith(signUpBody);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Account created successfully! You can now login.',
    });
    expect(session.isLoggedIn()).toBe(false);
    expect(controller.status.value).toBe('success');
  });

  it.each([
    [
      'a refusal',
      () =>
        Promise.resolve({
          meta: { status: false, message: 'Email already registered' },
          data: null,
        }),
    ],
    ['an ApiError', () => Promise.reject(apiError(409, { message: 'Email already registered' }))],
  ])("returns the server's message for %s", async (_, answer) => {
    const { auth, notify, controller } = setup();
    auth.signUp.mockImplementation(answer);
    expect(await controller.signUp(signUpBody)).toEqual({
      status: 'error',
      message: 'Email already registered',
    });
    expect(notify).not.toHaveBeenCalled();
    expect(controller.status.value).toBe('error');
  });

  it('says the shop is unreachable when the sign-up gets no answer', async () => {
    const { auth, controller } = setup();
    auth.signUp.mockRejectedValue(new NetworkError('Network Error: offline'));
    expect(await controller.signUp(signUpBody)).toEqual({
      status: 'error',
      message: 'Cannot reach the shop. Check your connection and try again.',
    });
  });

  it.each([
    ['a refusal without message', () => Promise.resolve({ meta: { status: false }, data: null })],
    ['a 4xx without message', () => Promise.reject(apiError(400, ''))],
  ])('falls back to the spec message for %s', async (_, answer) => {
    const { auth, controller } = setup();
    auth.signUp.mockImplementation(answer);
    expect(await controller.signUp(signUpBody)).toEqual({
      status: 'error',
      message: 'Sign up failed. Please try again.',
    });
  });

  it('guards double submits and recovers when a step throws', async () => {
    const { auth, notify, controller } = setup();
    auth.signUp.mockResolvedValue({ meta: { status: true }, data: null });
    notify.mockImplementationOnce(() => {
      throw new Error('toast layer down');
    });

    const first = controller.signUp(signUpBody);
    expect(controller.signUp(signUpBody)).toBe(first);
    await expect(first).rejects.toThrow('toast layer down');
    expect(controller.status.value).toBe('error');

    expect(await controller.signUp(signUpBody)).toEqual({ status: 'success' });
    expect(auth.signUp).toHaveBeenCalledTimes(2);
  });
});

describe('signOut', () => {
  async function signedIn() {
    const tools = setup();
    tools.auth.signIn.mockResolvedValue({ meta: { status: true }, data: { token, user } });
    await tools.controller.signIn(credentials);
    return tools;
  }

  it('ends the session at once, then revokes its token on the server', async () => {
    const { auth, notify, session, controller } = await signedIn();
    const answer = deferred<MetaOnly>();
    auth.signOut.mockReturnValue(answer.promise);

    const done = controller.signOut();
    // Signed out before the server answers; the request carries the token the session dropped.
    expect(session.isLoggedIn()).toBe(false);
    expect(session.token()).toBeNull();
    expect(controller.status.value).toBe('idle');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Logged out successfully',
    });
    expect(auth.signOut).toHaveBeenCalledExactlyOnceWith({ token });
    let settled = false;
    void done.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    answer.resolve({ meta: { status: true, message: 'Signed out' } });
    await done;
    expect(settled).toBe(true);
    expect(notify).toHaveBeenCalledOnce();
  });

  it('asks the server nothing when there is no session', async () => {
    const { auth, notify, session, controller } = setup();
    await controller.signOut();
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(session.isLoggedIn()).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Logged out successfully',
    });
  });

  it('ends the session even when the server call fails', async () => {
    const { auth, notify, session, controller } = await signedIn();
    auth.signOut.mockRejectedValue(new NetworkError('Network Error: offline'));

    await expect(controller.signOut()).resolves.toBeUndefined();

    expect(session.isLoggedIn()).toBe(false);
    expect(session.state.value.token).toBeNull();
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      kind: 'success',
      message: 'Logged out successfully',
    });
  });

  it('sends one request for a double click', async () => {
    const { auth, controller } = await signedIn();
    auth.signOut.mockResolvedValue({ meta: { status: true } });
    const first = controller.signOut();
    expect(controller.signOut()).toBe(first);
    await first;
    expect(auth.signOut).toHaveBeenCalledOnce();
  });
});

describe('changePassword', () => {
  const body = { current_password: 'secret1', password: 'secret2', confirm_password: 'secret2' };

  it("puts the server's new token in the session, keeps the user and says so", async () => {
    const { auth, session, controller, notify } = setup();
    session.login(token, user);
    const fresh = jwt(Math.floor(Date.now() / 1000) + 12 * 3600 + 60);
    auth.changePassword.mockResolvedValue({
      meta: { status: true, message: 'Password changed' },
      data: { token: fresh },
    });
    expect(await controller.changePassword(body)).toEqual({ status: 'success' });
    expect(auth.changePassword).toHaveBeenCalledExactlyOnceWith(body);
    expect(session.token()).toBe(fresh);
    expect(session.user()).toEqual(user);
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Password changed successfully.',
    });
  });

  it("returns the server's reason and keeps the old token when it refuses", async () => {
    const { auth, session, controller, notify } = setup();
    session.login(token, user);
    auth.changePassword.mockRejectedValue(
      apiError(400, { meta: { status: false, message: 'Current password is incorrect' } }),
    );
    expect(await controller.changePassword(body)).toEqual({
      status: 'error',
      message: 'Current password is incorrect',
    });
    expect(session.token()).toBe(token);
    expect(notify).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached rather than blame the password', async () => {
    const { auth, session, controller } = setup();
    session.login(token, user);
    auth.changePassword.mockRejectedValue(new NetworkError('Failed to fetch'));
    expect(await controller.changePassword(body)).toEqual({
      status: 'error',
      message: 'Cannot reach the shop. Check your connection and try again.',
    });
    expect(session.token()).toBe(token);
  });

  it('refuses an answer without a usable token, keeping the session', async () => {
    const { auth, session, controller } = setup();
    session.login(token, user);
    auth.changePassword.mockResolvedValue({
      meta: { status: true, message: 'ok' },
      data: { token: 'not-a-jwt' },
    });
    expect(await controller.changePassword(body)).toEqual({
      status: 'error',
      message: 'Invalid response format from server',
    });
  });

  it('needs a signed-in user, and sends one request for a double submit', async () => {
    const { auth, session, controller } = setup();
    expect(await controller.changePassword(body)).toEqual({
      status: 'error',
      message: 'Your session has expired. Please login again.',
    });
    expect(auth.changePassword).not.toHaveBeenCalled();
    session.login(token, user);
    const answer = deferred<Awaited<ReturnType<AuthApi['changePassword']>>>();
    auth.changePassword.mockReturnValue(answer.promise);
    const first = controller.changePassword(body);
    const second = controller.changePassword(body);
    answer.resolve({ meta: { status: true }, data: { token } });
    expect(await first).toEqual({ status: 'success' });
    expect(await second).toEqual({ status: 'success' });
    expect(auth.changePassword).toHaveBeenCalledTimes(1);
  });
});
