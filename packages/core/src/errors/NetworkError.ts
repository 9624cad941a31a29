import { isMarkedError, StorefrontError } from './StorefrontError';

/** The request never got an HTTP answer (offline, DNS, CORS, reset). Message: 'Network Error: {message}'. */
export class NetworkError extends StorefrontError {
  override name = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || isMarkedError(error, 'NetworkError', 'TimeoutError');
}
