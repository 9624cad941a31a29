import {
  formatINR,
  formatRelevance,
  PLACEHOLDER_IMAGE,
  productMessages,
  productUrl,
  type Suggestion,
  searchMessages,
  toPaise,
} from '@storefront-kit/core';
import { SearchBox, useStorefront, useTranslator } from '@storefront-kit/react';
import { catalogFeature } from '../../shared/features/catalogFeature';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';
import { useMediaQuery } from '../useMediaQuery';

/** The strings this module shows. */
const strings = { ...productMessages, ...searchMessages };

/** The viewport below which the search box behaves as the mobile panel (6 suggestions, popular searches). */
export const SEARCH_MOBILE_MEDIA_QUERY = '(max-width: 767px)';

/** The default search results URL; `{query}` is replaced by the URL-encoded query. */
export const SEARCH_URL_TEMPLATE = '/search?q={query}';

/** Props of {@link SearchBoxWidget}. */
export interface SearchBoxWidgetProps {
  /**
   * The mobile panel (up to 6 suggestions, 'Popular Searches' in an empty focused box).
   * @default whether `(max-width: 767px)` matches
   */
  mobile?: boolean;
  /**
   * Where a submitted query goes; `{query}` is replaced by the URL-encoded query.
   * @default '/search?q={query}'
   * @example <SearchBoxWidget searchUrl="https://distributor.example/find?term={query}" />
   */
  searchUrl?: string;
  /** A class on the form, for hosts that render it in their own tree. */
  className?: string;
}

function SuggestionContent({ item }: { item: Suggestion }) {
  const t = useTranslator(strings);
  const { messages, assetUrl } = useStorefront();
  const priced = typeof item.price === 'number' && item.price > 0;
  const inStock = item.is_stock_available !== false;
  const match = formatRelevance(item.relevance_score, messages);
  const meta = [item.brand, item.category].filter(Boolean).join(' · ');
  return (
    <>
      <img
        part="suggestion-image"
        className="sk-suggestion-image"
        src={item.image ? assetUrl(item.image) : PLACEHOLDER_IMAGE}
        alt=""
        loading="lazy"
        width={48}
        height={48}
      />
      <span className="sk-suggestion-body">
        <span part="suggestion-name" className="sk-suggestion-name">
          {item.name}
        </span>
        {item.description ? (
          <span part="suggestion-description" className="sk-suggestion-description">
            {item.description}
          </span>
        ) : null}
        {meta ? (
          <span part="suggestion-meta" className="sk-suggestion-meta">
            {meta}
          </span>
        ) : null}
      </span>
      <span className="sk-suggestion-aside">
        <span
          part="suggestion-price"
          className="sk-suggestion-price"
          data-state={priced ? 'priced' : 'on-request'}
        >
          {priced ? formatINR(toPaise(item.price ?? 0)) : t('product.priceOnRequest')}
        </span>
        <span
          part="suggestion-stock"
          className="sk-suggestion-stock"
          data-state={inStock ? 'in-stock' : 'out-of-stock'}
        >
          {t(inStock ? 'product.inStock' : 'product.outOfStock')}
        </span>
        {match ? (
          <span part="suggestion-match" className="sk-suggestion-match">
            {match}
          </span>
        ) : null}
      </span>
    </>
  );
}

/**
 * The styled search box with live suggestions (spec 1 'Search suggestions panel'), on the
 * headless `SearchBox`: loading placeholder, results (name, description, image, brand,
 * category, price or 'Price on Request', stock, '{n}% match'), 'No results found for
 * "{query}"' with Search anyway, 'View all {n} results', and 'Popular Searches' on mobile.
 * Picking a suggestion dispatches `sk:navigate` to the product URL; submitting dispatches
 * `sk:search` `{ query }`, then `sk:navigate` to the search URL. Style it with
 * {@link searchBoxCss} (parts: `form`, `input`, `submit`, `panel`, `suggestion`…).
 *
 * @example
 * <StorefrontProvider options={{ baseUrl }}>
 *   <SearchBoxWidget searchUrl="/search?q={query}" />
 * </StorefrontProvider>
 */
export function SearchBoxWidget({
  mobile,
  searchUrl = SEARCH_URL_TEMPLATE,
  className,
}: SearchBoxWidgetProps) {
  useStorefrontFeatures(catalogFeature);
  const env = useWidgetEnvironment();
  const t = useTranslator(strings);
  const narrow = useMediaQuery(SEARCH_MOBILE_MEDIA_QUERY);
  return (
    <SearchBox.Root
      part="form"
      className={className ? `sk-search ${className}` : 'sk-search'}
      mobile={mobile ?? narrow}
      onSelect={(item) => env.navigate(productUrl(item, env.productUrlTemplate), item.id)}
      onSubmit={(query) => {
        env.emit('sk:search', { query });
        env.navigate(searchUrl.replace('{query}', encodeURIComponent(query)));
      }}
    >
      <SearchBox.Label className="sk-visually-hidden" />
      <div part="field" className="sk-search-field">
        <SearchBox.Input part="input" className="sk-search-input" />
        <SearchBox.Submit part="submit" className="sk-search-submit">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="sk-visually-hidden">{t('search.label')}</span>
        </SearchBox.Submit>
      </div>
      <SearchBox.Panel part="panel" className="sk-search-panel">
        <SearchBox.Loading part="loading" className="sk-search-loading">
          <span className="sk-visually-hidden">{t('search.loading')}</span>
          {[0, 1, 2].map((row) => (
            <span key={row} aria-hidden="true" className="sk-skeleton-row">
              <span className="sk-skeleton sk-skeleton-image" />
              <span className="sk-skeleton sk-skeleton-text" />
            </span>
          ))}
        </SearchBox.Loading>
        <SearchBox.Empty part="empty" className="sk-search-empty">
          <SearchBox.EmptyMessage />
          <SearchBox.SearchAnyway part="search-anyway" className="sk-button sk-button-secondary" />
        </SearchBox.Empty>
        <SearchBox.PopularLabel part="popular-label" className="sk-search-popular-label" />
        <SearchBox.List
          part="list"
          className="sk-search-list"
          renderItem={(item, index) => (
            <SearchBox.Item item={item} index={index} part="suggestion" className="sk-suggestion">
              <SuggestionContent item={item} />
            </SearchBox.Item>
          )}
          renderPopular={(term, index) => (
            <SearchBox.PopularItem term={term} index={index} part="popular" className="sk-popular">
              {term}
            </SearchBox.PopularItem>
          )}
        />
        <SearchBox.ViewAll
          part="view-all"
          className="sk-button sk-button-link sk-search-view-all"
        />
      </SearchBox.Panel>
    </SearchBox.Root>
  );
}
