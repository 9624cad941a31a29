import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { searchMessages } from '../messages/searchMessages';

/**
 * Formats a suggestion's `relevance_score` (0..100) as '{n}% match', rounded to a whole
 * percent. Returns `undefined` when the score is absent, so the label is simply omitted.
 *
 * @example
 * formatRelevance(87.6) // '88% match'
 * formatRelevance(undefined) // undefined
 */
export function formatRelevance(
  score: number | null | undefined,
  messages?: MessageOverrides,
): string | undefined {
  if (typeof score !== 'number' || !Number.isFinite(score)) return undefined;
  return createTranslator(searchMessages, messages)('search.match', {
    percent: Math.round(score),
  });
}
