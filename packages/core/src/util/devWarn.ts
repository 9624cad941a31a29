const warned = new Set<string>();

/**
 * A development-only warning, prefixed `[storefront-kit]` and printed once per message.
 * This is where failures the spec says are "logged only" go. Call it behind the guard
 * `if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')`: bundlers
 * replace `process.env.NODE_ENV`, and only a guard written at the call site lets them drop
 * the message strings from production builds (a page without a bundler has no `process`).
 */
export function devWarn(message: string, ...details: unknown[]): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[storefront-kit] ${message}`, ...details);
}
