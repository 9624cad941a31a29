import { apiMessages } from '../messages/apiMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { sessionMessages } from '../messages/sessionMessages';
import { isApiError, serverMessage } from './ApiError';
import { faultMessage } from './faultMessage';

// A server's own sentence is shown as it is, unless it looks like data rather than words.
const MAX_SENTENCE = 200;
/** Whether a message reads as data (a status, JSON, markup, an error's name), not words. */
export const looksTechnical = (text: string) =>
  /[{}[\]<>]|\b(?:API Error|Network Error|undefined|null|Error:)\b|^\s*\d{3}\b/.test(text);

/**
 * A sentence for a shopper about any failure, never a status code, a stack or a JSON body:
 * 'Cannot reach the shop…' (no answer), 'Server error. Please try again later.' (5xx), 'Your
 * session has expired. Please login again.' (401), the server's own message for a refusal
 * ('Only 27 units in stock'), else `fallback` or 'Something went wrong. Please try again.'
 *
 * @example
 * catch (error) { toast(shopperMessage(error, messages)) }
 */
export function shopperMessage(
  error: unknown,
  messages?: MessageOverrides,
  fallback?: string,
): string {
  const fault = faultMessage(error, messages);
  if (fault) return fault;
  if (isApiError(error) && error.status === 401) {
    return createTranslator(sessionMessages, messages)('session.expired');
  }
  const said = serverMessage(error);
  if (said && said.length <= MAX_SENTENCE && !looksTechnical(said)) return said;
  return fallback ?? createTranslator(apiMessages, messages)('api.failed');
}
