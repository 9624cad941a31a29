import { PLACEHOLDER_IMAGE } from '../constants';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { productMessages } from '../messages/productMessages';
import { formatINR } from '../money/formatINR';
import { toPaise } from '../money/paise';
import type { Suggestion } from '../schemas/catalog';
import { formatRelevance } from './formatRelevance';

/**
 * The three of `productMessages` a suggestion says (their values checked by the type), so a
 * search box's bundle carries no whole product catalogue of strings.
 */
const SUGGESTION_MESSAGES = {
  'product.priceOnRequest': 'Price on Request',
  'product.inStock': 'In Stock',
  'product.outOfStock': 'Out of Stock',
} as const satisfies Partial<typeof productMessages>;

/** What a live-search suggestion shows, worked out once for every UI: {@link suggestionView}. */
export interface SuggestionView {
  readonly name: string;
  readonly description: string | undefined;
  /** Brand and category, 'Omron · Relays' (either alone, or '' without both). */
  readonly meta: string;
  /** The picture's URL (through `assetUrl`), or the placeholder picture. */
  readonly image: string;
  /** 'priced', or 'on-request' for a price of zero or none. */
  readonly priceState: 'priced' | 'on-request';
  /** '₹1,234.00', or 'Price on Request'. */
  readonly price: string;
  /** Missing stock information counts as in stock, as the spec's panel shows it. */
  readonly stockState: 'in-stock' | 'out-of-stock';
  /** 'In Stock' or 'Out of Stock'. */
  readonly stock: string;
  /** '88% match', or undefined without a score (the label is left out). */
  readonly match: string | undefined;
}

/** Options of {@link suggestionView}. */
export interface SuggestionViewOptions {
  /** The embedder's message overrides. */
  messages?: MessageOverrides;
  /** Resolves a media path against the API (the storefront's `assetUrl`). @default the path as is */
  assetUrl?: (path: string) => string;
}

/**
 * The texts and states of one live-search suggestion (spec 1 'Search suggestions panel': name,
 * description, brand · category, picture, price or 'Price on Request', stock, '{n}% match'),
 * so a search box in any framework is markup over it. React's `useSuggestionView` passes the
 * storefront's messages and `assetUrl`.
 *
 * @example
 * suggestionView({ id: 'prd_1', name: 'MY2N Relay', brand: 'Omron', price: 450, relevance_score: 87.6 })
 * // { meta: 'Omron', price: '₹450.00', priceState: 'priced', stock: 'In Stock', match: '88% match', … }
 */
export function suggestionView(
  item: Suggestion,
  { messages, assetUrl }: SuggestionViewOptions = {},
): SuggestionView {
  const t = createTranslator(SUGGESTION_MESSAGES, messages);
  const priced = typeof item.price === 'number' && item.price > 0;
  const inStock = item.is_stock_available !== false;
  return {
    name: item.name,
    description: item.description || undefined,
    meta: [item.brand, item.category].filter(Boolean).join(' · '),
    image: item.image ? (assetUrl ? assetUrl(item.image) : item.image) : PLACEHOLDER_IMAGE,
    priceState: priced ? 'priced' : 'on-request',
    price: priced ? formatINR(toPaise(item.price ?? 0)) : t('product.priceOnRequest'),
    stockState: inStock ? 'in-stock' : 'out-of-stock',
    stock: t(inStock ? 'product.inStock' : 'product.outOfStock'),
    match: formatRelevance(item.relevance_score, messages),
  };
}
