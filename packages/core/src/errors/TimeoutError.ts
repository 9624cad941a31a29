import { NetworkError } from './NetworkError';
import { isMarkedError } from './StorefrontError';

/** The request took longer than the client's `timeout`. A kind of network error. */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError || isMarkedError(error, 'TimeoutError');
}
