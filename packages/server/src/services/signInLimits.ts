import type { ServerConfig } from '../config';

/** The sign-in limits: per IP (HTTP rate limit) and per account and IP (failed attempts). */
export interface SignInLimits {
  /** Sign-in (and sign-up) requests a minute per IP; 0 turns the IP limit off. */
  perIpPerMinute: number;
  /** Failed attempts on one account from one IP within `failureWindowMs` that lock them. */
  maxFailures: number;
  failureWindowMs: number;
  /** How long a locked account refuses every sign-in from that IP. */
  lockMs: number;
  /**
   * Failed attempts on one account from all IPs within `failureWindowMs` that lock it (for
   * `lockMs`) from every IP it has not signed in from before: a distributed guess.
   */
  accountMaxFailures: number;
}

const MINUTE = 60 * 1000;
/** Sign-in requests a minute per IP when rate limiting is on. */
export const SIGN_IN_PER_IP_PER_MINUTE = 10;

/**
 * The limits for a configuration. The per-IP limit follows `RATE_LIMIT`: off when it is 0
 * (tests), else 10 a minute (or `RATE_LIMIT` when lower). The per-account lock is always on:
 * 5 failures within 15 minutes from one IP lock the account for 15 minutes from that IP; 50 from
 * all IPs lock it for 15 minutes from every IP it has not signed in from successfully before.
 */
export function signInLimits(config: Pick<ServerConfig, 'rateLimitPerMinute'>): SignInLimits {
  return {
    perIpPerMinute: Math.min(config.rateLimitPerMinute, SIGN_IN_PER_IP_PER_MINUTE),
    maxFailures: 5,
    failureWindowMs: 15 * MINUTE,
    lockMs: 15 * MINUTE,
    accountMaxFailures: 50,
  };
}
