import type { ServerConfig } from '../config';

/** Form submissions (enquiries, quote requests) a minute per IP at most. */
export const FORM_SUBMISSIONS_PER_MINUTE = 10;

/**
 * The route rate limit of the public forms: `RATE_LIMIT` per minute and IP, capped at
 * `FORM_SUBMISSIONS_PER_MINUTE` (spam protection); `RATE_LIMIT=0` turns it off like
 * everywhere else. Tests set a small `RATE_LIMIT` to reach it.
 */
export function formRateLimit(config: ServerConfig): { max: number; timeWindow: string } {
  const max =
    config.rateLimitPerMinute === 0
      ? 1_000_000
      : Math.min(config.rateLimitPerMinute, FORM_SUBMISSIONS_PER_MINUTE);
  return { max, timeWindow: '1 minute' };
}
