import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../schemas/auth';
import type { StorageLike } from '../storage/createSafeStorage';
import type { SessionOptions } from './createSession';
import type { AuthChangeEvent } from './types';

const EXPIRED = 'Your session has expired. Please login again.';
const START = Date.UTC(2025, 0, 15, 9, 30);
const HOUR = 3_600_000;
const user: User = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in' };

const b64url = (text: string) => Buffer.from(text).toString('base64url');
/** A JWT whose exp lies `ms` after START (or `exp` as given). */
const jwt = (ms: number, extra: Record<string, unknown> = {}) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: 'u1', exp: (START + ms) / 1000, ...extra }))}.sig`;

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: vi.fn((key: string) => map.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void map.set(key, value)),
    removeItem: vi.fn((key: string) => void map.delete(key)),
  };
}

function storedSession(token: string, overrides: Record<string, string> = {}) {
  return memoryStorage({
    'sk:token': token,
    'sk:user': JSON.stringify(user),
    'sk:isAuthenticated': 'true',
    'sk:lastLogin': String(START - HOUR),
    ...overrides,
  });
}

let createSession: typeof import('./createSession').createSession;
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(async () => {
  // A fresh module graph per test: dev warnings are printed once per message and page.
  vi.resetModules();
  ({ createSession } = await import('./createSession'));
  vi.useFakeTimers();
  vi.setSystemTime(START);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(options: SessionOptions = {}) {
  const notify = vi.fn();
  const session = createSession({ storage: memoryStorage(), crossTab: false, notify, ...options });
  const events: AuthChangeEvent[] = [];
  session.subscribe((event) => events.push(event));
  return { session, notify, events };
}

describe('createSession: login and logout', () => {
  it('starts signed out on empty storage', () => {
    const { session } = setup();
    expect(session.state.value).toEqual({
      status: 'anonymous',
      token: null,
      user: null,
      lastLogin: null,
      expiresAt: null,
    });
    expect(session.isLoggedIn()).toBe(false);
    expect(session.token()).toBeNull();
    expect(session.user()).toBeNull();
    expect(session.minutesToExpiry()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('login stores the four prefixed items, updates the state and broadcasts login', () => {
    const storage = memoryStorage({ token: 'host-page-token' });
    const { session, events, notify } = setup({ storage });
    const token = jwt(12 * HOUR);

    session.login(token, user);

    expect(Object.fromEntries(storage.map)).toEqual({
      token: 'host-page-token',
      'sk:token': token,
      'sk:user': JSON.stringify(user),
      'sk:isAuthenticated': 'true',
      'sk:lastLogin': String(START),
    });
    // The flag last, so another tab sees a complete session when it turns 'true'.
    expect(storage.setItem.mock.calls.at(-1)).toEqual(['sk:isAuthenticated', 'true']);
    expect(session.state.value).toEqual({
      status: 'authenticated',
      token,
      user,
      lastLogin: START,
      expiresAt: START + 12 * HOUR,
    });
    expect(events).toEqual([{ type: 'login' }]);
    expect(session.isLoggedIn()).toBe(true);
    expect(session.token()).toBe(token);
    expect(session.user()).toBe(user);
    expect(session.minutesToExpiry()).toBe(720);
    expect(notify).not.toHaveBeenCalled();
  });

  it('uses the given key prefix', () => {
    const storage = memoryStorage();
    const { session } = setup({ storage, keyPrefix: 'acme:' });
    session.login(jwt(HOUR), user);
    expect([...storage.map.keys()].sort()).toEqual([
      'acme:isAuthenticated',
      'acme:lastLogin',
      'acme:token',
      'acme:user',
    ]);
  });

  it("logout('user') removes the four items and broadcasts logout without a toast", () => {
    const storage = memoryStorage({ token: 'host-page-token' });
    const { session, events, notify } = setup({ storage });
    session.login(jwt(HOUR), user);

    session.logout();

    expect(Object.fromEntries(storage.map)).toEqual({ token: 'host-page-token' });
    expect(session.state.value.status).toBe('anonymous');
    expect(events).toEqual([{ type: 'login' }, { type: 'logout', reason: 'user' }]);
    expect(notify).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(['expired', 'unauthorized'] as const)(
    "logout('%s') tells the user the session expired",
    (reason) => {
      const { session, events, notify } = setup();
      session.login(jwt(HOUR), user);

      session.logout(reason);

      expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: EXPIRED });
      expect(events.at(-1)).toEqual({ type: 'logout', reason });
    },
  );

  it('uses message overrides', () => {
    const { session, notify } = setup({
      messages: { 'session.expired': 'Session khatam. Phir se login karein.' },
    });
    session.login(jwt(HOUR), user);
    session.logout('unauthorized');
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Session khatam. Phir se login karein.',
    });
  });

  it('a logout without a session (a guest 401) clears storage but broadcasts and tells nothing', () => {
    const storage = memoryStorage({ 'sk:token': 'stale', 'sk:user': '{oops' });
    const { session, events, notify } = setup({ storage });

    session.logout('unauthorized');

    expect(storage.map.size).toBe(0);
    expect(events).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('restores a stored session at creation and starts the expiry timer', () => {
    const token = jwt(2 * HOUR);
    const { session } = setup({ storage: storedSession(token) });
    expect(session.state.value).toEqual({
      status: 'authenticated',
      token,
      user,
      lastLogin: START - HOUR,
      expiresAt: START + 2 * HOUR,
    });
    expect(vi.getTimerCount()).toBe(1);
  });

  it('keeps the same state and user objects when storage is re-read unchanged', () => {
    const storage = storedSession(jwt(HOUR));
    const target = new EventTarget();
    const { session, events } = setup({ storage, crossTab: target });
    const { state } = session;
    const before = state.value;
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'sk:user' }));
    expect(state.value).toBe(before);
    expect(events).toEqual([]);
  });

  it('reads an ISO lastLogin and normalises a numeric _id of the stored user', () => {
    const storage = storedSession(jwt(HOUR), {
      'sk:user': '{"_id":42,"name":"Vikram"}',
      'sk:lastLogin': '2025-01-14T10:00:00.000Z',
    });
    const { session } = setup({ storage });
    expect(session.user()).toEqual({ _id: 42, id: '42', name: 'Vikram' });
    expect(session.state.value.lastLogin).toBe(Date.UTC(2025, 0, 14, 10));
  });

  it.each([
    ['the flag is missing', { 'sk:isAuthenticated': '' }],
    ["the flag is not 'true'", { 'sk:isAuthenticated': 'false' }],
    ['the user is missing', { 'sk:user': '' }],
    ['the token is missing', { 'sk:token': '' }],
  ])('counts as signed out when %s', (_, overrides) => {
    const { session } = setup({ storage: storedSession(jwt(HOUR), overrides) });
    expect(session.state.value.status).toBe('anonymous');
    expect(session.isLoggedIn()).toBe(false);
  });

  it('unsubscribes, and a throwing listener does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { session, events } = setup();
    const boom = new Error('listener failed');
    const unsubscribe = session.subscribe(() => {
      throw boom;
    });

    session.login(jwt(HOUR), user);
    unsubscribe();
    session.logout();

    expect(events.map((event) => event.type)).toEqual(['login', 'logout']);
    expect(error).toHaveBeenCalledExactlyOnceWith(boom);
  });
});

describe('createSession: expiry', () => {
  it('logs out with the message when the 60 s check finds the token expired', () => {
    const storage = memoryStorage();
    const { session, events, notify } = setup({ storage });
    session.login(jwt(90_000), user);

    vi.advanceTimersByTime(60_000);
    expect(session.isLoggedIn()).toBe(true);
    expect(notify).not.toHaveBeenCalled();

    vi.advanceTimersByTime(60_000);
    expect(session.state.value.status).toBe('anonymous');
    expect(storage.map.size).toBe(0);
    expect(events).toEqual([{ type: 'login' }, { type: 'logout', reason: 'expired' }]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: EXPIRED });
    expect(vi.getTimerCount()).toBe(0);

    vi.advanceTimersByTime(10 * 60_000);
    expect(notify).toHaveBeenCalledOnce();
  });

  it('honours checkIntervalMs', () => {
    const { session } = setup({ checkIntervalMs: 1000 });
    session.login(jwt(1500), user);
    vi.advanceTimersByTime(1000);
    expect(session.isLoggedIn()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(session.state.value.status).toBe('anonymous');
  });

  it('checkExpiry() logs out only an expired session', () => {
    const { session, notify } = setup();
    expect(session.checkExpiry()).toBe(false);
    session.login(jwt(HOUR), user);
    expect(session.checkExpiry()).toBe(false);
    vi.setSystemTime(START + HOUR);
    expect(session.checkExpiry()).toBe(true);
    expect(session.state.value.status).toBe('anonymous');
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: EXPIRED });
  });

  it('stops handing out an expired token before the next check, then logs out', async () => {
    const { session, events } = setup();
    const token = jwt(30_000);
    session.login(token, user);
    vi.setSystemTime(START + 30_000);

    expect(session.minutesToExpiry()).toBe(0);
    expect(session.token()).toBeNull();
    expect(session.user()).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
    expect(session.state.value.token).toBe(token);

    await Promise.resolve();
    expect(session.state.value.status).toBe('anonymous');
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'expired' });
  });

  it('is safe to read in a computed and to check in an effect', async () => {
    const { computed, effect } = await import('@preact/signals-core');
    const { session } = setup();
    session.login(jwt(30_000), user);
    const loggedIn = computed(() => session.isLoggedIn());
    let runs = 0;
    const stop = effect(() => {
      runs += 1;
      session.checkExpiry();
    });
    expect(loggedIn.value).toBe(true);

    vi.setSystemTime(START + 30_000);
    session.logout('expired');
    expect(loggedIn.value).toBe(false);
    // The effect did not subscribe to the state, so the logout did not re-run it.
    expect(runs).toBe(1);
    stop();
  });

  it('an expired token read inside a computed does not throw', async () => {
    const { computed } = await import('@preact/signals-core');
    const { session, events } = setup();
    session.login(jwt(30_000), user);
    vi.setSystemTime(START + 30_000);
    expect(computed(() => session.token()).value).toBeNull();
    await Promise.resolve();
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'expired' });
  });

  it('minutesToExpiry() counts whole minutes', () => {
    const { session } = setup();
    session.login(jwt(90 * 60_000 + 59_999), user);
    expect(session.minutesToExpiry()).toBe(90);
    vi.setSystemTime(START + 60_000);
    expect(session.minutesToExpiry()).toBe(89);
  });

  it('clears an expired stored session at creation without a toast', () => {
    const storage = storedSession(jwt(-1000));
    const { session, notify } = setup({ storage });
    expect(session.state.value.status).toBe('anonymous');
    expect(storage.map.size).toBe(0);
    expect(notify).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['not a JWT', 'opaque-session-id'],
    ['a JWT with an unreadable payload', 'a.%%%.c'],
    ['a JWT without exp', `${b64url('{}')}.${b64url('{"sub":"u1"}')}.sig`],
    ['a JWT with a string exp', jwt(HOUR, { exp: 'tomorrow' })],
  ])('treats a stored token that is %s as expired', (_, token) => {
    const storage = storedSession(token);
    const { session } = setup({ storage });
    expect(session.state.value.status).toBe('anonymous');
    expect(storage.map.size).toBe(0);
  });

  it('refuses to log in with a token that cannot be decoded or has expired', () => {
    const storage = memoryStorage();
    const { session, events } = setup({ storage });

    session.login('opaque-session-id', user);
    session.login(jwt(0), user);

    expect(session.state.value.status).toBe('anonymous');
    expect(storage.map.size).toBe(0);
    expect(events).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      '[storefront-kit] login() got a token that cannot be decoded or has expired; signed out.',
    );
  });

  it('a bad token at a later login ends the current session as expired', () => {
    const { session, events, notify } = setup();
    session.login(jwt(HOUR), user);
    session.login('opaque-session-id', user);
    expect(session.state.value.status).toBe('anonymous');
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'expired' });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: EXPIRED });
  });
});

describe('createSession: corrupt and failing storage', () => {
  it.each([
    ['not JSON', '{"name":"Asha'],
    ['JSON without a name', '{"id":"u1"}'],
    ['JSON without an id', '{"name":"Asha"}'],
    ['null', 'null'],
    ['a number', '7'],
  ])('counts a stored user that is %s as signed out and warns once', (_, raw) => {
    const storage = storedSession(jwt(HOUR), { 'sk:user': raw });
    const target = new EventTarget();
    const { session } = setup({ storage, crossTab: target });
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'sk:lastLogin' }));

    expect(session.state.value.status).toBe('anonymous');
    expect(session.user()).toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '[storefront-kit] The stored user is corrupt; the session counts as signed out.',
      raw,
    );
  });

  it('keeps working in memory when every storage call throws', () => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage: StorageLike = { getItem: fail, setItem: fail, removeItem: fail };
    const { session, events } = setup({ storage });

    session.login(jwt(HOUR), user);
    expect(session.isLoggedIn()).toBe(true);
    expect(session.token()).not.toBeNull();
    session.logout();

    expect(session.isLoggedIn()).toBe(false);
    expect(events.map((event) => event.type)).toEqual(['login', 'logout']);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '[storefront-kit] Storage failed; the session is kept in memory for this page.',
      expect.any(DOMException),
    );
  });

  it('keeps a login in memory when the storage is full', () => {
    const storage = memoryStorage();
    storage.setItem.mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { session } = setup({ storage });
    const token = jwt(HOUR);

    session.login(token, user);

    expect(storage.map.size).toBe(0);
    expect(session.token()).toBe(token);
    expect(session.state.value.status).toBe('authenticated');
    // Another page over the same (full) storage has nothing to restore.
    expect(setup({ storage }).session.isLoggedIn()).toBe(false);
    session.logout();
    expect(session.isLoggedIn()).toBe(false);
  });
});

describe('createSession: other tabs', () => {
  function twoTabs(options: SessionOptions = {}) {
    const storage = memoryStorage();
    const target = new EventTarget();
    const tab = setup({ storage, crossTab: target, ...options });
    /** What the other tab does: write the shared storage, then the browser fires `storage` here. */
    const other = (key: string | null, newValue: string | null) => {
      const oldValue = key === null ? null : (storage.map.get(key) ?? null);
      if (key === null) storage.map.clear();
      else if (newValue === null) storage.map.delete(key);
      else storage.map.set(key, newValue);
      target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue, oldValue }));
    };
    const otherLogin = (token: string) => {
      other('sk:token', token);
      other('sk:user', JSON.stringify(user));
      other('sk:lastLogin', String(Date.now()));
      other('sk:isAuthenticated', 'true');
    };
    const otherLogout = () => {
      for (const key of ['sk:token', 'sk:user', 'sk:isAuthenticated', 'sk:lastLogin']) {
        other(key, null);
      }
    };
    return { ...tab, storage, target, other, otherLogin, otherLogout };
  }

  it('mirrors a login in another tab once, with remote: true', () => {
    const { session, events, otherLogin } = twoTabs();
    const token = jwt(HOUR);
    otherLogin(token);
    expect(events).toEqual([{ type: 'login', remote: true }]);
    expect(session.state.value).toEqual({
      status: 'authenticated',
      token,
      user,
      lastLogin: START,
      expiresAt: START + HOUR,
    });
    expect(vi.getTimerCount()).toBe(1);
  });

  it('mirrors a logout in another tab once, without a toast', () => {
    const { session, events, notify, otherLogout } = twoTabs();
    session.login(jwt(HOUR), user);
    otherLogout();
    expect(events).toEqual([{ type: 'login' }, { type: 'logout', remote: true }]);
    expect(session.isLoggedIn()).toBe(false);
    expect(notify).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reports a new token from another tab as token-change', () => {
    const { session, events, other } = twoTabs();
    session.login(jwt(HOUR), user);
    const renewed = jwt(2 * HOUR);
    other('sk:token', renewed);
    expect(events).toEqual([{ type: 'login' }, { type: 'token-change', remote: true }]);
    expect(session.token()).toBe(renewed);
    expect(session.state.value.expiresAt).toBe(START + 2 * HOUR);
  });

  it('follows a storage.clear() in another tab (key null)', () => {
    const { session, events, other } = twoTabs();
    session.login(jwt(HOUR), user);
    other(null, null);
    expect(events.at(-1)).toEqual({ type: 'logout', remote: true });
    expect(session.isLoggedIn()).toBe(false);
  });

  it('ignores keys that are not its own and changes that change nothing', () => {
    const { session, events, storage, other } = twoTabs();
    const state = session.state.value;
    storage.getItem.mockClear();
    other('token', 'host-page-token');
    other('sk:cart', '[]');
    expect(storage.getItem).not.toHaveBeenCalled();
    other('sk:lastLogin', '123');
    expect(session.state.value).toBe(state);
    expect(events).toEqual([]);
  });

  it('logs itself out with the message when its own token expired meanwhile', () => {
    const { session, events, notify, other } = twoTabs();
    session.login(jwt(30_000), user);
    vi.setSystemTime(START + 30_000);
    other('sk:token', null);
    expect(events.at(-1)).toEqual({ type: 'logout', reason: 'expired' });
    expect(notify).toHaveBeenCalledExactlyOnceWith({ kind: 'error', message: EXPIRED });
  });

  it('clears an expired session written by another tab', () => {
    const { session, storage, events, otherLogin } = twoTabs();
    otherLogin(jwt(-1000));
    expect(session.isLoggedIn()).toBe(false);
    expect(storage.map.size).toBe(0);
    expect(events).toEqual([]);
  });

  it('dispose() stops the timer and the cross-tab listener', () => {
    const { session, events, otherLogin } = twoTabs();
    session.login(jwt(HOUR), user);
    session.dispose();
    expect(vi.getTimerCount()).toBe(0);
    otherLogin(jwt(2 * HOUR));
    vi.advanceTimersByTime(2 * HOUR);
    expect(events).toEqual([{ type: 'login' }]);
  });

  it('listens on globalThis by default when it is an event target', () => {
    const add = vi.fn();
    const remove = vi.fn();
    vi.stubGlobal('addEventListener', add);
    vi.stubGlobal('removeEventListener', remove);
    const session = createSession({ storage: memoryStorage() });
    expect(add).toHaveBeenCalledExactlyOnceWith('storage', expect.any(Function));
    session.dispose();
    expect(remove).toHaveBeenCalledExactlyOnceWith('storage', add.mock.calls[0]?.[1]);
  });

  it('does not listen anywhere with crossTab: false', () => {
    const add = vi.fn();
    vi.stubGlobal('addEventListener', add);
    createSession({ storage: memoryStorage(), crossTab: false }).dispose();
    expect(add).not.toHaveBeenCalled();
  });
});
