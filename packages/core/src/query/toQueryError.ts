import { isApiError, serverMessage } from '../errors/ApiError';
import { faultMessage } from '../errors/faultMessage';
import { isNetworkError } from '../errors/NetworkError';
import { isResponseValidationError } from '../errors/ResponseValidationError';
import { looksTechnical } from '../errors/shopperMessage';
import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';

/**
 * What went wrong, for the UI to choose a screen: `not-found` (404: 'Order Not Found'),
 * `unauthorized` (401), `forbidden` (403), `refused` (another 4xx), `server` (5xx),
 * `network` (no answer, or a timeout), `invalid-response` (the answer did not match its
 * schema) or `unknown`.
 */
export type QueryErrorKind =
  | 'not-found'
  | 'unauthorized'
  | 'forbidden'
  | 'refused'
  | 'server'
  | 'network'
  | 'invalid-response'
  | 'unknown';

/** A failed query or mutation: its kind, what to tell the shopper, and the error as thrown. */
export interface QueryError {
  readonly kind: QueryErrorKind;
  /** The user-facing message (see {@link toQueryError} for where it comes from). */
  readonly message: string;
  /**
   * The error as thrown: an `ApiError`, `NetworkError`, `TimeoutError`,
   * `ResponseValidationError` or anything else. Match it with `isApiError` and friends.
   */
  readonly cause: unknown;
}

/** Options of {@link toQueryError}. */
export interface ToQueryErrorOptions {
  /** The message of this failure when the server gave none, e.g. 'Failed to load product'. */
  fallback?: string;
  /** The embedder's message overrides (for 'An unexpected error occurred'). */
  messages?: MessageOverrides;
}

function kindOf(cause: unknown): QueryErrorKind {
  if (isApiError(cause)) {
    if (cause.status === 404) return 'not-found';
    if (cause.status === 401) return 'unauthorized';
    if (cause.status === 403) return 'forbidden';
    return cause.status >= 500 ? 'server' : 'refused';
  }
  if (isNetworkError(cause)) return 'network';
  if (isResponseValidationError(cause)) return 'invalid-response';
  return 'unknown';
}

/**
 * Classifies a failure and picks its user-facing message: the server's own explanation of a
 * 4xx (`meta.message`, e.g. 'Product not found'), else the `fallback` of the query, else for
 * no answer 'Cannot reach the shop. Check your connection and try again.' and for a 5xx
 * 'Server error. Please try again later.', else the error's own message when it is a
 * sentence, else 'An unexpected error occurred'. Never a status code, JSON or markup: the
 * raised error's 'Network Error: API Error: 500 - {…}' (the spec's wording) stays in `cause`.
 *
 * @example
 * toQueryError(error, { fallback: 'Failed to fetch order details. Please try again.' })
 * // { kind: 'not-found', message: 'Order not found', cause: error }
 */
export function toQueryError(cause: unknown, options: ToQueryErrorOptions = {}): QueryError {
  const kind = kindOf(cause);
  const fromServer = isApiError(cause) && cause.status < 500 ? serverMessage(cause) : undefined;
  const own =
    cause instanceof Error && cause.message && !looksTechnical(cause.message)
      ? cause.message
      : undefined;
  const message =
    fromServer ??
    options.fallback ??
    faultMessage(cause, options.messages) ??
    own ??
    createTranslator(apiMessages, options.messages)('api.unexpected');
  return { kind, message, cause };
}
