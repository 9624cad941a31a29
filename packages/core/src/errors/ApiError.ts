import { isMarkedError, StorefrontError } from './StorefrontError';

/**
 * The server answered with a non-OK status. `body` is the parsed JSON body when there was
 * one (often the envelope `{ meta: { status: false, message } }`), else the raw text.
 * The message is the spec's: 'Network Error: API Error: {status} - {body or status text}'.
 */
export class ApiError extends StorefrontError {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly statusText: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || isMarkedError(error, 'ApiError');
}

/**
 * The server's own explanation of a failure: `meta.message` (or `message`) of an error
 * body, when the body has one. Used where the spec shows "the server's message".
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body as { meta?: { message?: unknown }; message?: unknown } | null;
  const message = body?.meta?.message ?? body?.message;
  return typeof message === 'string' && message ? message : undefined;
}
