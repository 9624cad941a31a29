import { reportOnce } from './reportOnce';

type Verdict = 'probing' | 'api' | { readonly problem: string };

interface Probe {
  verdict: Verdict | undefined;
  readonly listeners: Set<(problem: string) => void>;
}

// A registered symbol, so every chunk and a second copy of the package probe a base only once.
const PROBES_KEY: unique symbol = Symbol.for('storefront-kit.api-probes');
const page = globalThis as typeof globalThis & { [PROBES_KEY]?: Map<string, Probe> };

/** The base without trailing slashes: one probe per address however it is written. */
export const normaliseBase = (base: string) => base.replace(/\/+$/, '');

function probeOf(base: string): Probe {
  page[PROBES_KEY] ??= new Map();
  const probes = page[PROBES_KEY];
  const key = normaliseBase(base);
  let probe = probes.get(key);
  if (!probe) {
    probe = { verdict: undefined, listeners: new Set() };
    probes.set(key, probe);
  }
  return probe;
}

/**
 * Asks `${base}/health` once, after a failure that `suggestsWrongBase`: the Commerce API answers
 * it 2xx with the envelope and `meta.status: true`. Anything else that is an answer (an HTML
 * page, another JSON, a 404) means the address is not the API: every widget of that base
 * (`watchApi`) then shows NOT_THE_API instead of 'Product not found', and the console tells it
 * once. No answer or a 5xx decides nothing (the widgets' own messages say the shop is
 * unreachable), and a later failure may probe again. The check itself (apiHealth.ts) is loaded
 * on the first probe, so a page whose API answers never downloads it.
 */
export async function probeApi(
  base: string,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<void> {
  const probe = probeOf(base);
  if (probe.verdict !== undefined) return;
  probe.verdict = 'probing';
  let verdict: Verdict | undefined;
  try {
    const { checkHealth } = await import('./apiHealth');
    verdict = await checkHealth(base, fetch);
  } catch {
    verdict = undefined;
  }
  probe.verdict = verdict;
  if (typeof verdict === 'object') {
    reportOnce('The widgets cannot use their API address:', [verdict.problem]);
    for (const listener of [...probe.listeners]) listener(verdict.problem);
  }
}

/**
 * What a failed request of the page's storefront does: `probeApi` when the failure
 * `suggestsWrongBase`. Both are in apiHealth.ts, loaded here (once) unless `base` is already
 * being probed or decided.
 */
export async function probeAfterFailure(
  error: unknown,
  base: string,
  fetch?: typeof globalThis.fetch,
): Promise<void> {
  if (probeOf(base).verdict !== undefined) return;
  try {
    const { suggestsWrongBase } = await import('./apiHealth');
    if (!suggestsWrongBase(error)) return;
  } catch {
    return;
  }
  await probeApi(base, fetch);
}

/** The problem found at `base` by an earlier probe, if it found one. */
export function apiProblem(base: string): string | undefined {
  const verdict = page[PROBES_KEY]?.get(normaliseBase(base))?.verdict;
  return typeof verdict === 'object' ? verdict.problem : undefined;
}

/**
 * Calls `listener` when a probe finds that `base` is not the API (at once if one already has).
 * Returns the unsubscribe.
 */
export function watchApi(base: string, listener: (problem: string) => void): () => void {
  const probe = probeOf(base);
  probe.listeners.add(listener);
  const known = apiProblem(base);
  if (known) listener(known);
  return () => {
    probe.listeners.delete(listener);
  };
}

/** Forgets every probe (tests, or a single-page app tearing down its widgets). */
export function resetApiProbes(): void {
  delete page[PROBES_KEY];
}
