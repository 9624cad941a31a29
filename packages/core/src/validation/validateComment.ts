import { COMMENT_MIN_LENGTH } from '../constants';
import { createTranslator } from '../messages/createTranslator';
import { dashboardMessages } from '../messages/dashboardMessages';
import type { FieldErrors, ValidationOptions } from './types';

/**
 * The length the comment counter shows and the minimum is checked against: characters
 * (code points, so an emoji counts once) after trimming.
 *
 * @example commentLength('  Thanks!  ') // 7
 */
export function commentLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * Add-comment rule: not empty after trimming, and at least 10 characters (decisions: the
 * minimum the hint promises is enforced). Reported on `message`, the field the API takes.
 */
export function validateComment(text: string, options?: ValidationOptions): FieldErrors<'message'> {
  const t = createTranslator(dashboardMessages, options?.messages);
  const length = commentLength(text);
  if (length === 0) return { message: t('tickets.commentRequired') };
  if (length < COMMENT_MIN_LENGTH) {
    return { message: t('tickets.commentTooShort', { min: COMMENT_MIN_LENGTH }) };
  }
  return {};
}
