/** A login as the `users` columns store it. */
export interface NormalizedLogin {
  readonly column: 'email' | 'mobileNumber';
  readonly value: string;
}

/** An e-mail (lower-cased) or a mobile number (spaces, dashes and a +91 prefix dropped). */
export function normalizeLogin(login: string): NormalizedLogin {
  if (login.includes('@')) return { column: 'email', value: login.toLowerCase() };
  const digits = login.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=[6-9]\d{9}$)/, '');
  return { column: 'mobileNumber', value: digits };
}

/**
 * The sign-in lock's key for an account (or, unknown, the login as written) from one source
 * address: failures from a stranger's address lock that address only, never the owner's.
 */
export function signInLockKey(account: string, source: string): string {
  return `${account}|ip:${source}`;
}

/** The lock-key prefix of an account from every source (`SignInLimiter.resetPrefix`). */
export function signInLockPrefix(userId: string): string {
  return `user:${userId}|`;
}
