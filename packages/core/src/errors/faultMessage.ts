import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { isApiError } from './ApiError';
import { isNetworkError } from './NetworkError';

/**
 * The shopper's message for a failure that is not their input's fault, or `undefined` for
 * any other failure: no answer (offline, DNS, CORS, timeout) gives 'Cannot reach the shop.
 * Check your connection and try again.' (`api.unreachable`), a 5xx gives 'Server error.
 * Please try again later.' (`api.serverError`). Forms show it instead of a message that
 * blames the input (e.g. 'Login failed. Please check your credentials.').
 *
 * @example
 * catch (error) { show(faultMessage(error, messages) ?? serverMessage(error) ?? fallback) }
 */
export function faultMessage(error: unknown, messages?: MessageOverrides): string | undefined {
  if (isNetworkError(error)) return createTranslator(apiMessages, messages)('api.unreachable');
  if (isApiError(error) && error.status >= 500)
    return createTranslator(apiMessages, messages)('api.serverError');
  return undefined;
}
