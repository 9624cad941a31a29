const warned = new Set<string>();

function isDevelopment(): boolean {
  try {
    // Bundlers replace process.env.NODE_ENV; with 'production' the whole call folds away.
    return process.env.NODE_ENV !== 'production';
  } catch {
    // No `process` at all: a page loading the built files without a bundler, i.e. production.
    return false;
  }
}

/**
 * A development-only warning, prefixed `[storefront-kit]` and printed once per message.
 * This is where failures the spec says are "logged only" go.
 */
export function devWarn(message: string, ...details: unknown[]): void {
  if (!isDevelopment() || warned.has(message)) return;
  warned.add(message);
  console.warn(`[storefront-kit] ${message}`, ...details);
}
