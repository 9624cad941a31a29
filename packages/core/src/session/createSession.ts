import { signal } from '@preact/signals-core';
import { SESSION_CHECK_INTERVAL_MS } from '../constants';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { sessionMessages } from '../messages/sessionMessages';
import type { Notifier } from '../notifications/types';
import type { User } from '../schemas/auth';
import { createSafeStorage, type StorageLike } from '../storage/createSafeStorage';
import { devWarn } from '../util/devWarn';
import { tokenExpiresAt } from './decodeJwt';
import type { AuthChangeEvent, LogoutReason, Session, SessionState } from './types';

/** Options of `createSession`. */
export interface SessionOptions {
  /**
   * Where the session is kept. Always wrapped with `createSafeStorage`, so a storage that
   * throws or is full falls back to memory instead of breaking sign-in.
   * @default localStorage
   */
  storage?: StorageLike;
  /**
   * Prefix of the four keys (`token`, `user`, `isAuthenticated`, `lastLogin`), so the session
   * never touches a host page's own `token` key.
   * @default 'sk:'
   * @example createSession({ keyPrefix: 'acme-parts:' }) // stores 'acme-parts:token', …
   */
  keyPrefix?: string;
  /** Clock in epoch ms. @default Date.now */
  now?: () => number;
  /** Told 'Your session has expired. Please login again.' when the session expires or is revoked. */
  notify?: Notifier;
  /** Overrides of the session messages. */
  messages?: MessageOverrides;
  /** Milliseconds between expiry checks while signed in. @default 60000 */
  checkIntervalMs?: number;
  /**
   * Where the `storage` events of other tabs arrive: a login, logout or new token there is
   * mirrored here and broadcast with `remote: true`. `false` turns this off.
   * @default globalThis, when it has `addEventListener`
   */
  crossTab?: EventTarget | false;
}

/**
 * The one string of core's `sessionMessages` the session says (its value checked by the type),
 * so a page whose storefront signs nobody in (a search box) carries no sign-in strings.
 */
const strings = {
  'session.expired': 'Your session has expired. Please login again.',
} as const satisfies Partial<typeof sessionMessages>;

const ANONYMOUS: SessionState = {
  status: 'anonymous',
  token: null,
  user: null,
  lastLogin: null,
  expiresAt: null,
};

/**
 * The signed-in state, kept in storage (spec 1 §3-§4): logged in only while token, user and
 * the flag 'true' are stored and the token's `exp` lies ahead. Checks expiry every 60 s while
 * signed in and follows logins and logouts made in other tabs.
 *
 * @example
 * const session = createSession({ notify: center.notify });
 * const client = createClient({ baseUrl, getToken: session.token, onUnauthorized: () => session.logout('unauthorized') });
 * session.subscribe((event) => event.type === 'login' && cart.sync());
 */
export function createSession(options: SessionOptions = {}): Session {
  const {
    keyPrefix = 'sk:',
    now = Date.now,
    notify,
    checkIntervalMs = SESSION_CHECK_INTERVAL_MS,
  } = options;
  const t = createTranslator(strings, options.messages);
  const storage = createSafeStorage(options.storage, (error) => {
    if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') {
      devWarn('Storage failed; the session is kept in memory for this page.', error);
    }
  });
  const keys = [
    `${keyPrefix}token`,
    `${keyPrefix}user`,
    `${keyPrefix}isAuthenticated`,
    `${keyPrefix}lastLogin`,
  ] as const;
  const [TOKEN, USER, FLAG, LAST_LOGIN] = keys;
  const state = signal(ANONYMOUS);
  const listeners = new Set<(event: AuthChangeEvent) => void>();
  let timer: ReturnType<typeof setInterval> | undefined;
  // The parsed user of the last stored JSON, so re-reading storage keeps the same object.
  let rawUser: string | null = null;
  let parsedUser: User | null = null;

  const parseUser = (raw: string): User | null => {
    if (raw === rawUser) return parsedUser;
    rawUser = raw;
    parsedUser = null;
    try {
      const value = JSON.parse(raw) as Record<string, unknown> | null;
      const id = value?.id ?? value?._id;
      if (typeof value?.name === 'string' && (typeof id === 'string' || typeof id === 'number')) {
        parsedUser = { ...value, id: String(id) } as User;
      }
    } catch {}
    if (!parsedUser && typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
      devWarn('The stored user is corrupt; the session counts as signed out.', raw);
    return parsedUser;
  };

  /** The stored session; null when it is complete but its token has expired. */
  const read = (): SessionState | null => {
    const token = storage.getItem(TOKEN);
    const raw = storage.getItem(USER);
    if (!token || !raw || storage.getItem(FLAG) !== 'true') return ANONYMOUS;
    const user = parseUser(raw);
    if (!user) return ANONYMOUS;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null || now() >= expiresAt) return null;
    const stamp = storage.getItem(LAST_LOGIN);
    // Epoch ms as written by login(); an ISO date as older storefronts wrote it.
    const lastLogin = Number(stamp) || Date.parse(stamp ?? '') || null;
    return { status: 'authenticated', token, user, lastLogin, expiresAt };
  };

  const emit = (event: AuthChangeEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.error(error);
      }
    }
  };

  const watch = (on: boolean) => {
    if (on) {
      timer ??= setInterval(checkExpiry, checkIntervalMs);
    } else {
      clearInterval(timer);
      timer = undefined;
    }
  };

  // Internal reads peek, so calling these inside an effect does not subscribe it to the state.
  function checkExpiry(): boolean {
    const { status, expiresAt } = state.peek();
    const expired = status === 'authenticated' && now() >= (expiresAt ?? 0);
    if (expired) logout('expired');
    return expired;
  }

  function logout(reason: LogoutReason = 'user'): void {
    for (const key of keys) storage.removeItem(key);
    watch(false);
    // Nothing ended (a guest's 401, a second sign-out): no broadcast and no toast.
    if (state.peek().status === 'anonymous') return;
    state.value = ANONYMOUS;
    if (reason !== 'user') notify?.({ kind: 'error', message: t('session.expired') });
    emit({ type: 'logout', reason });
  }

  /** Re-reads storage after a change made elsewhere (another tab) or at creation. */
  const sync = () => {
    if (checkExpiry()) return;
    const prev = state.peek();
    const next = read();
    // An expired stored session is cleared silently at creation (nobody was signed in yet).
    if (!next) return logout('expired');
    if ((Object.keys(next) as (keyof SessionState)[]).some((key) => next[key] !== prev[key])) {
      state.value = next;
    }
    watch(next.status === 'authenticated');
    const type =
      prev.status !== next.status
        ? next.status === 'authenticated'
          ? 'login'
          : 'logout'
        : prev.token !== next.token && 'token-change';
    if (type) emit({ type, remote: true });
  };

  /** The state while it is valid; an expired one is logged out right after, not here. */
  const valid = (): SessionState | null => {
    const current = state.value;
    if (current.status !== 'authenticated') return null;
    if (now() < (current.expiresAt ?? 0)) return current;
    // Writing a signal inside a computed throws, and this may be read in one.
    queueMicrotask(checkExpiry);
    return null;
  };

  const onStorage = (event: Event) => {
    const { key } = event as StorageEvent;
    if (key == null || (keys as readonly string[]).includes(key)) sync();
  };
  const target =
    options.crossTab ?? (typeof globalThis.addEventListener === 'function' && globalThis);
  if (target) target.addEventListener('storage', onStorage);
  sync();

  return {
    state,
    isLoggedIn: () => !!valid(),
    token: () => valid()?.token ?? null,
    user: () => valid()?.user ?? null,
    login(token, user) {
      const lastLogin = now();
      const expiresAt = tokenExpiresAt(token);
      if (expiresAt === null || lastLogin >= expiresAt) {
        if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
          devWarn('login() got a token that cannot be decoded or has expired; signed out.');
        return logout('expired');
      }
      rawUser = JSON.stringify(user);
      parsedUser = user;
      storage.setItem(TOKEN, token);
      storage.setItem(USER, rawUser);
      storage.setItem(LAST_LOGIN, String(lastLogin));
      // The flag last: another tab sees a complete session when it turns 'true'.
      storage.setItem(FLAG, 'true');
      state.value = { status: 'authenticated', token, user, lastLogin, expiresAt };
      watch(true);
      emit({ type: 'login' });
    },
    logout,
    minutesToExpiry() {
      const { expiresAt } = state.value;
      return expiresAt === null ? null : Math.max(0, Math.floor((expiresAt - now()) / 60_000));
    },
    checkExpiry,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      watch(false);
      if (target) target.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
