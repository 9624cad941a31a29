import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { TimeoutError } from '../errors/TimeoutError';
import { checkAnswer, MAX_BODY_IN_MESSAGE, parseJson } from '../http/readAnswer';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { uploadResponseSchema } from '../schemas/auth';
import type { UploadTransport } from './UploadTransport';

/** A progress event as `XMLHttpRequest` (and `FileReader`) fire it. */
export interface ProgressLike {
  readonly lengthComputable: boolean;
  readonly loaded: number;
  readonly total: number;
}

/** The part of `XMLHttpRequest` the upload transport uses, so tests can pass a double. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: string): void;
  abort(): void;
  timeout: number;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  readonly upload: { onprogress: ((event: ProgressLike) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  ontimeout: (() => void) | null;
  onabort: (() => void) | null;
}

/** A constructor of {@link XhrLike} objects: `XMLHttpRequest` in browsers. */
export type XhrConstructor = new () => XhrLike;

/** Options of `createXhrUploadTransport`. */
export interface XhrUploadTransportOptions {
  /**
   * Base URL of the Commerce API including its version path, as given to the client.
   * @example 'https://shop.example.in/api/v1'
   */
  baseUrl: string;
  /** Returns the current bearer token, read before every upload. */
  getToken?: () => string | null | undefined;
  /** Extra headers sent with every upload (the client's `headers`). */
  headers?: Record<string, string>;
  /**
   * Milliseconds before an upload fails with a `TimeoutError`. Longer than the client's
   * default, because a 10 MB attachment is about 14 MB of base64.
   * @default 60000
   */
  timeout?: number;
  /** Called when an upload that carried a token is answered 401 (expired or revoked token). */
  onUnauthorized?: (error: ApiError) => void;
  /** Overrides of the error message templates. */
  messages?: MessageOverrides;
  /** @default globalThis.XMLHttpRequest */
  XMLHttpRequest?: XhrConstructor;
}

const PATH = 'auth/upload';
const ENDPOINT = `POST ${PATH}`;
// What a browser's fetch says when the connection fails; XMLHttpRequest gives no message.
const CONNECTION_FAILED = 'Failed to fetch';

const abortError = (signal: AbortSignal | undefined): unknown =>
  signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');

/**
 * An upload transport over `XMLHttpRequest`, for real progress: `upload.onprogress` reports
 * the share of the body sent. It sends what the API client sends (JSON body, bearer token,
 * the client's extra headers), parses the answer with the same schema, and fails with the
 * same error classes and messages ('Network Error: API Error: {status} - {body}').
 *
 * @example
 * const transport = createXhrUploadTransport({ baseUrl: '/api/v1', getToken: session.token });
 * const url = await transport.upload(body, { onProgress: (f) => bar.style.width = `${f * 100}%` });
 */
export function createXhrUploadTransport(options: XhrUploadTransportOptions): UploadTransport {
  const t = createTranslator(apiMessages, options.messages);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${PATH}`;

  function answer(xhr: XhrLike, withToken: boolean): string {
    const text = xhr.responseText ?? '';
    const parsed = parseJson(text);
    if (xhr.status < 200 || xhr.status > 299) {
      const detail = (text || xhr.statusText).slice(0, MAX_BODY_IN_MESSAGE);
      const error = new ApiError(
        t('api.network', { message: t('api.status', { status: xhr.status, body: detail }) }),
        xhr.status,
        parsed.ok && parsed.value !== undefined ? parsed.value : text,
        xhr.statusText,
      );
      if (xhr.status === 401 && withToken) options.onUnauthorized?.(error);
      throw error;
    }
    return checkAnswer(text, ENDPOINT, uploadResponseSchema, t, parsed).data.url;
  }

  return {
    upload(body, requestOptions) {
      const signal = requestOptions?.signal;
      const onProgress = requestOptions?.onProgress;
      return new Promise<string>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortError(signal));
          return;
        }
        const Xhr =
          options.XMLHttpRequest ??
          (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest ??
          undefined;
        if (!Xhr) {
          reject(
            new NetworkError(t('api.network', { message: 'XMLHttpRequest is not available' })),
          );
          return;
        }
        const xhr = new (Xhr as XhrConstructor)();
        const onAbort = () => xhr.abort();
        const settle = () => signal?.removeEventListener('abort', onAbort);
        const token = options.getToken?.();
        xhr.open('POST', url);
        xhr.timeout = options.timeout ?? 60_000;
        xhr.setRequestHeader('Content-Type', 'application/json');
        for (const [name, value] of Object.entries(options.headers ?? {})) {
          xhr.setRequestHeader(name, value);
        }
        if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) {
            onProgress?.(Math.min(event.loaded / event.total, 1));
          }
        };
        xhr.onload = () => {
          settle();
          try {
            const location = answer(xhr, Boolean(token));
            onProgress?.(1);
            resolve(location);
          } catch (error) {
            reject(error);
          }
        };
        xhr.onerror = () => {
          settle();
          reject(new NetworkError(t('api.network', { message: CONNECTION_FAILED })));
        };
        xhr.ontimeout = () => {
          settle();
          reject(new TimeoutError(t('api.network', { message: t('api.timeout') })));
        };
        xhr.onabort = () => {
          settle();
          reject(abortError(signal));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        onProgress?.(0);
        xhr.send(JSON.stringify(body));
      });
    },
  };
}
