import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { listingMessages } from '../messages/listingMessages';

/**
 * The listing's 'Showing X of Y products' line.
 *
 * @example
 * formatShowingProducts(store.state.value.items.length, store.state.value.totalRows)
 * // 'Showing 20 of 134 products'
 */
export function formatShowingProducts(
  shown: number,
  total: number,
  messages?: MessageOverrides,
): string {
  return createTranslator(listingMessages, messages)('listing.showing', { shown, total });
}
