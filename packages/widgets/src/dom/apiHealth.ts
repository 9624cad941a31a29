// What tells a wrong `data-api` apart (apiProbe.ts's `probeApi`): which failures suggest one, and
// the check of `${base}/health`. Loaded after a request failed, so a page whose API answers
// never downloads it.
import { isApiError, isResponseValidationError } from '@storefront-kit/core';
import { normaliseBase } from './apiProbe';

/** What a widget says when `data-api` answers, but not as the Commerce API. */
export const NOT_THE_API =
  'data-api must point at the Commerce API, e.g. https://shop.example.in/api/v1';

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
 * Asks `${base}/health`: the Commerce API answers it 2xx with the envelope and
 * `meta.status: true` ('api'). Anything else that is an answer (an HTML page, another JSON, a
 * 404) is the problem to show; no answer or a 5xx decides nothing (undefined).
 */
export async function checkHealth(
  base: string,
  fetch: typeof globalThis.fetch,
): Promise<'api' | { readonly problem: string } | undefined> {
  const url = `${normaliseBase(base)}/health`;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
    const text = await response.text();
    if (response.status >= 500) return undefined;
    let healthy = false;
    try {
      const body = JSON.parse(text) as { meta?: { status?: unknown } };
      healthy = response.ok && isEnvelope(body) && body.meta?.status === true;
    } catch {
      healthy = false;
    }
    return healthy
      ? 'api'
      : {
          problem: `${NOT_THE_API}; got ${JSON.stringify(base)} (GET ${url} answered ${describe(response, text)}).`,
        };
  } catch {
    return undefined;
  }
}
