const warned = new Set<string>();

/**
 * A development-only warning, prefixed `[storefront-kit]` and printed once per message (core's
 * `devWarn` is internal to core). Call it behind
 * `if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')` at the call
 * site, so bundlers drop the message strings from production builds.
 */
export function devWarn(message: string, ...details: unknown[]): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[storefront-kit] ${message}`, ...details);
}
