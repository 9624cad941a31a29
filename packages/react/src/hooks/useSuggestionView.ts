import { type Suggestion, type SuggestionView, suggestionView } from '@storefront-kit/core';
import { useMemo } from 'react';
import { useStorefront } from '../provider/StorefrontContext';

/**
 * What one live-search suggestion shows (core's `suggestionView`: name, description, brand ·
 * category, picture URL, price or 'Price on Request', stock, '{n}% match', with their states),
 * with the storefront's messages and `assetUrl`: a suggestion in `SearchBox.Item` is markup
 * over it.
 *
 * @example
 * function SuggestionContent({ item }: { item: Suggestion }) {
 *   const view = useSuggestionView(item);
 *   return <><img src={view.image} alt="" /> {view.name} <span data-state={view.stockState}>{view.stock}</span></>;
 * }
 */
export function useSuggestionView(item: Suggestion): SuggestionView {
  const { messages, assetUrl } = useStorefront();
  return useMemo(() => suggestionView(item, { messages, assetUrl }), [item, messages, assetUrl]);
}
