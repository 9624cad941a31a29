import { isApiError, isResponseValidationError } from '@storefront-kit/core';
import { reportOnce } from './reportOnce';

/** What a widget says when `data-api` answers, but not as the Commerce API. */
export const NOT_THE_API =
  'data-api must point at the Commerce API, e.g. https://shop.example.in/api/v1';

type Verdict = 'probing' | 'api' | { readonly problem: string };

interface Probe {
  verdict: Verdict | undefined;
  readonly listeners: Set<(problem: string) => void>;
}

// A registered symbol, so every chunk and a second copy of the package probe a base only once.
const PROBES_KEY: unique symbol = Symbol.for('storefront-kit.api-probes');
const page = globalThis as typeof globalThis & { [PROBES_KEY]?: Map<string, Probe> };

const normalise = (base: string) => base.replace(/\/+$/, '');

function probeOf(base: string): Probe {
  page[PROBES_KEY] ??= new Map();
  const probes = page[PROBES_KEY];
  const key = normalise(base);
  let probe = probes.get(key);
  if (!probe) {
    probe = { verdict: undefined, listeners: new Set() };
    probes.set(key, probe);
  }
  return probe;
}

/** The API's answers have the envelope `{ meta: { status, … }, … }`. */
function isEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { meta } = body as { meta?: unknown };
  return typeof meta === 'object' && meta !== null && 'status' in meta;
}

/**
 * Whether a failed request could mean the base URL is not the API: a 404 (the site root, or
 * the API's own "Route … not found"), or a 2xx/4xx answer that is not the envelope (an HTML
 * page, JSON of something else). A 5xx or no answer says nothing about the address.
 */
export function suggestsWrongBase(error: unknown): boolean {
  if (isResponseValidationError(error)) return !isEnvelope(error.body);
  if (isApiError(error))
    return error.status === 404 || (error.status < 500 && !isEnvelope(error.body));
  return false;
}

function describe(response: Response, text: string): string {
  const type = response.headers.get('content-type') ?? '';
  if (/html/i.test(type) || /^\s*</.test(text)) return `an HTML page (${response.status})`;
  try {
    const body: unknown = JSON.parse(text);
    return isEnvelope(body)
      ? `${response.status} ${JSON.stringify((body as { meta: unknown }).meta).slice(0, 120)}`
      : `JSON without the API's { meta, data } envelope (${response.status})`;
  } catch {
    return `${response.status} ${text ? 'with a body that is not JSON' : 'with no body'}`;
  }
}

/**
 * Asks `${base}/health` once, after a failure that `suggestsWrongBase`: the Commerce API answers
 * it 2xx with the envelope and `meta.status: true`. Anything else that is an answer (an HTML
 * page, another JSON, a 404) means the address is not the API: every widget of that base
 * (`watchApi`) then shows NOT_THE_API instead of 'Product not found', and the console tells it
 * once. No answer or a 5xx decides nothing (the widgets' own messages say the shop is
 * unreachable), and a later failure may probe again.
 */
export async function probeApi(
  base: string,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<void> {
  const probe = probeOf(base);
  if (probe.verdict !== undefined) return;
  probe.verdict = 'probing';
  const url = `${normalise(base)}/health`;
  let verdict: Verdict | undefined;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    const text = await response.text();
    if (response.status >= 500) verdict = undefined;
    else {
      let healthy = false;
      try {
        const body = JSON.parse(text) as { meta?: { status?: unknown } };
        healthy = response.ok && isEnvelope(body) && body.meta?.status === true;
      } catch {
        healthy = false;
      }
      verdict = healthy
        ? 'api'
        : {
            problem: `${NOT_THE_API}; got ${JSON.stringify(base)} (GET ${url} answered ${describe(response, text)}).`,
          };
    }
  } catch {
    verdict = undefined;
  }
  probe.verdict = verdict;
  if (typeof verdict === 'object') {
    reportOnce('The widgets cannot use their API address:', [verdict.problem]);
    for (const listener of [...probe.listeners]) listener(verdict.problem);
  }
}

/** The problem found at `base` by an earlier probe, if it found one. */
export function apiProblem(base: string): string | undefined {
  const verdict = page[PROBES_KEY]?.get(normalise(base))?.verdict;
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
