// A registered symbol, so every chunk, and a second copy of the script tag or of the package,
// shares one record of what the page's console has been told.
const REPORTED_KEY: unique symbol = Symbol.for('storefront-kit.reported');
const page = globalThis as typeof globalThis & { [REPORTED_KEY]?: Set<string> };

/**
 * Tells the console about configuration problems, each problem once per page however many
 * widgets, chunks or copies of the package find it (ten cards with one bad `data-api` print
 * one line). Unlike `devWarn` it also prints in production builds: the script tag a
 * distributor debugs is one. Returns whether anything was printed.
 *
 * @example
 * reportOnce('<sk-search-box> could not start:', ['Missing data-api: …']);
 */
export function reportOnce(
  heading: string,
  problems: readonly string[],
  level: 'error' | 'warn' = 'error',
): boolean {
  page[REPORTED_KEY] ??= new Set();
  const reported = page[REPORTED_KEY];
  const fresh = problems.filter((problem) => !reported.has(problem));
  if (!fresh.length) return false;
  for (const problem of fresh) reported.add(problem);
  console[level](`[storefront-kit] ${heading}\n${fresh.join('\n')}`);
  return true;
}

/** Forgets what was reported (tests, or a single-page app tearing down its widgets). */
export function resetReported(): void {
  delete page[REPORTED_KEY];
}
