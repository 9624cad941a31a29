import type { ReadonlySignal } from '@preact/signals-core';
import type { User } from '../schemas/auth';

/** Why the session ended. */
export type LogoutReason = 'user' | 'expired' | 'unauthorized';

/**
 * Broadcast on every change of the signed-in state: `login`, `logout`, or `token-change`
 * (the stored token changed without a login here, e.g. in another tab). `remote` is true
 * when the change came from another tab.
 */
export interface AuthChangeEvent {
  readonly type: 'login' | 'logout' | 'token-change';
  readonly reason?: LogoutReason;
  readonly remote?: boolean;
}

export type SessionStatus = 'authenticated' | 'anonymous';

export interface SessionState {
  readonly status: SessionStatus;
  readonly token: string | null;
  readonly user: User | null;
  /** Epoch ms of the last login. */
  readonly lastLogin: number | null;
  /** Epoch ms at which the token expires (from its `exp`), or null. */
  readonly expiresAt: number | null;
}

/** The session contract the cart, the client and the UI rely on. */
export interface Session {
  /** Current state; re-evaluated on login, logout, expiry and cross-tab changes. */
  readonly state: ReadonlySignal<SessionState>;
  /** Token + user + flag 'true' all stored, and the token is not expired. */
  isLoggedIn(): boolean;
  /** The bearer token of a valid session, else null (the client's `getToken`). */
  token(): string | null;
  user(): User | null;
  /** Stores token, user, flag and timestamp, then broadcasts `login`. */
  login(token: string, user: User): void;
  /** Removes the four items, then broadcasts `logout`. */
  logout(reason?: LogoutReason): void;
  /** Whole minutes until the token expires (0 when expired), or null without a token. */
  minutesToExpiry(): number | null;
  /** Logs out (reason 'expired') when the stored token has expired; true if it did. */
  checkExpiry(): boolean;
  /** Listens to auth changes; returns the unsubscribe function. */
  subscribe(listener: (event: AuthChangeEvent) => void): () => void;
  /** Stops the expiry timer and the cross-tab listeners. */
  dispose(): void;
}
