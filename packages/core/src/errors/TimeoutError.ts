import { NetworkError } from './NetworkError';

/** The request took longer than the client's `timeout`. A kind of network error. */
export class TimeoutError extends NetworkError {
  override name = 'TimeoutError';
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError || (error instanceof Error && error.name === 'TimeoutError');
}
