import ky, { HTTPError, type KyInstance, TimeoutError as KyTimeoutError } from 'ky';
import type * as z from 'zod/mini';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { StorefrontError } from '../errors/StorefrontError';
import { TimeoutError } from '../errors/TimeoutError';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { buildSearchParams, type QueryParams } from './buildSearchParams';
import { isAbortError } from './isAbortError';
import { MAX_BODY_IN_MESSAGE, parseJson, readAnswer } from './readAnswer';

export { isAbortError };

/** Options of `createClient`. */
export interface ClientOptions {
  /**
   * Base URL of the Commerce API including its version path.
   * @example 'https://shop.example.in/api/v1'
   */
  baseUrl: string;
  /** Returns the current bearer token, read before every request. */
  getToken?: () => string | null | undefined;
  /** A `fetch` implementation (tests, SSR, instrumentation). @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a request fails with a `TimeoutError`. @default 10000 */
  timeout?: number;
  /**
   * Retries of GET requests after a network error or a 408/429/5xx answer, with exponential
   * backoff. Mutations (POST, DELETE) are never retried.
   * @default 2
   */
  retry?: number | { limit?: number; backoffLimit?: number };
  /** Called when a request that carried a token is answered 401 (expired or revoked token). */
  onUnauthorized?: (error: ApiError) => void;
  /** Extra headers sent with every request. */
  headers?: Record<string, string>;
  /** Overrides of the error message templates. */
  messages?: MessageOverrides;
  /**
   * Called with the error of every request that fails (`ApiError`, `NetworkError`,
   * `TimeoutError`, `ResponseValidationError`), after its retries and before the caller
   * sees it; never for an aborted request. For page-level diagnosis (e.g. a base URL that is
   * not the API); the caller still handles the error.
   */
  onRequestError?: (error: unknown) => void;
  /**
   * An answer fetched ahead of time for a plain GET (no query, no per-call token) of `url`
   * (`baseUrl` and the path joined with one `/`, as the transport joins them; relative when
   * `baseUrl` is), e.g. what the script-tag loader asked for while the page's code was downloading:
   * return it, once, or `undefined`. `createLazyHttp` reads a 2xx answer without loading the
   * transport (checked against the schema as any answer); anything else goes through the
   * transport, which asks again. `createHttp` ignores it (use `fetch` there).
   */
  preloaded?: (url: string) => Promise<Response> | undefined;
}

/** Per-call options of every client method. */
export interface RequestOptions {
  /** Aborts the request; an aborted request rejects with the `AbortError` unchanged. */
  signal?: AbortSignal;
  /**
   * Sends this bearer token instead of `getToken()`'s, e.g. to revoke a token the session has
   * already let go of. A 401 answer to it does not call `onUnauthorized` (it is not the
   * session's token).
   */
  token?: string;
}

/** The transport under the client: one method per HTTP verb, each parsing with a schema. */
export interface Http {
  get<S extends z.core.$ZodType>(
    path: string,
    schema: S,
    query?: QueryParams,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  post<S extends z.core.$ZodType>(
    path: string,
    schema: S,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  delete<S extends z.core.$ZodType>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
}

/** Creates the ky-based transport: bearer token, query building, retries, error mapping, parsing. */
export function createHttp(options: ClientOptions): Http {
  const t = createTranslator(apiMessages, options.messages);
  const retry = typeof options.retry === 'number' ? { limit: options.retry } : options.retry;
  const api: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    fetch: options.fetch,
    timeout: options.timeout ?? 10_000,
    headers: options.headers,
    retry: {
      limit: retry?.limit ?? 2,
      methods: ['get'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      backoffLimit: retry?.backoffLimit ?? 3000,
    },
    hooks: {
      beforeRequest: [
        (request) => {
          // A call's own token (RequestOptions.token) is already set.
          if (request.headers.has('Authorization')) return;
          const token = options.getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  async function toError(error: unknown, ownToken: boolean): Promise<unknown> {
    if (isAbortError(error) || error instanceof StorefrontError) return error;
    if (error instanceof HTTPError) {
      const { response } = error;
      const text = await response.text().catch(() => '');
      const parsed = parseJson(text);
      const detail = (text || response.statusText).slice(0, MAX_BODY_IN_MESSAGE);
      const apiError = new ApiError(
        t('api.network', { message: t('api.status', { status: response.status, body: detail }) }),
        response.status,
        parsed.ok && parsed.value !== undefined ? parsed.value : text,
        response.statusText,
      );
      if (response.status === 401 && !ownToken && error.request.headers.has('Authorization')) {
        options.onUnauthorized?.(apiError);
      }
      return apiError;
    }
    if (error instanceof KyTimeoutError) {
      return new TimeoutError(t('api.network', { message: t('api.timeout') }), { cause: error });
    }
    if (error instanceof Error) {
      return new NetworkError(t('api.network', { message: error.message }), { cause: error });
    }
    return new StorefrontError(t('api.unexpected'));
  }

  /** Tells `onRequestError` of a failure (not of an abort); returns the error to throw. */
  const failed = (error: unknown) => {
    if (!isAbortError(error)) options.onRequestError?.(error);
    return error;
  };

  async function request<S extends z.core.$ZodType>(
    method: 'get' | 'post' | 'delete',
    path: string,
    schema: S,
    init: { json?: unknown; searchParams?: URLSearchParams } & RequestOptions,
  ): Promise<z.output<S>> {
    const endpoint = `${method.toUpperCase()} ${path}`;
    try {
      const response = await api(path, {
        method,
        json: init.json,
        searchParams: init.searchParams,
        signal: init.signal,
        headers: init.token ? { Authorization: `Bearer ${init.token}` } : undefined,
      });
      return await readAnswer(response, endpoint, schema, t);
    } catch (error) {
      throw failed(await toError(error, Boolean(init.token)));
    }
  }

  return {
    get: (path, schema, query, requestOptions) =>
      request('get', path, schema, {
        searchParams: buildSearchParams(query),
        ...requestOptions,
      }),
    post: (path, schema, json, requestOptions) =>
      request('post', path, schema, { json: json ?? {}, ...requestOptions }),
    delete: (path, schema, requestOptions) =>
      request('delete', path, schema, { ...requestOptions }),
  };
}
