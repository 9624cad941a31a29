import { faultMessage, productUrl, type Suggestion, searchMessages } from '@storefront-kit/core';
import {
  SearchBox,
  useSearch,
  useStorefront,
  useSuggestionView,
  useTranslator,
} from '@storefront-kit/react';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { catalogFeature } from '../../shared/features/catalogFeature';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';
import { useMediaQuery } from '../useMediaQuery';

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
  const view = useSuggestionView(item);
  return (
    <>
      <img
        part="suggestion-image"
        className="sk-suggestion-image"
        src={view.image}
        alt=""
        loading="lazy"
        width={48}
        height={48}
      />
      <span className="sk-suggestion-body">
        <span part="suggestion-name" className="sk-suggestion-name">
          {view.name}
        </span>
        {view.description ? (
          <span part="suggestion-description" className="sk-suggestion-description">
            {view.description}
          </span>
        ) : null}
        {view.meta ? (
          <span part="suggestion-meta" className="sk-suggestion-meta">
            {view.meta}
          </span>
        ) : null}
      </span>
      <span className="sk-suggestion-aside">
        <span part="suggestion-price" className="sk-suggestion-price" data-state={view.priceState}>
          {view.price}
        </span>
        <span part="suggestion-stock" className="sk-suggestion-stock" data-state={view.stockState}>
          {view.stock}
        </span>
        {view.match ? (
          <span part="suggestion-match" className="sk-suggestion-match">
            {view.match}
          </span>
        ) : null}
      </span>
    </>
  );
}

// The gap kept between a shifted panel and the viewport's edge.
const VIEWPORT_MARGIN = 8;

/**
 * Keeps the element inside the viewport while `active`: its CSS places it under the box's left
 * edge, at least min(90vw, 448px) wide; near the right edge of the page it is moved left by
 * what would be cut off (never past the left edge). Measured, since CSS alone cannot know
 * where the box sits.
 */
function useInsideViewport(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const place = () => {
      element.style.left = '';
      const { left, right } = element.getBoundingClientRect();
      const viewport = element.ownerDocument.documentElement.clientWidth || window.innerWidth;
      const shift = Math.max(
        Math.min(0, viewport - VIEWPORT_MARGIN - right),
        Math.min(0, VIEWPORT_MARGIN - left),
      );
      if (shift) element.style.left = `${shift}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [ref, active]);
}

/** A failed search: what to tell the shopper, for which query. */
interface SearchFailure {
  readonly query: string;
  readonly message: string;
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
  const t = useTranslator(searchMessages);
  const { messages } = useStorefront();
  const narrow = useMediaQuery(SEARCH_MOBILE_MEDIA_QUERY);
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const search = useSearch({
    mobile: mobile ?? narrow,
    onSelect: (item) => env.navigate(productUrl(item, env.productUrlTemplate), item.id),
    onSubmit: (query) => {
      env.emit('sk:search', { query });
      env.navigate(searchUrl.replace('{query}', encodeURIComponent(query)));
    },
    // The spec closes the panel on a failure; the shopper is told why, and may try again.
    onError: (error) =>
      setFailure({
        query: search.query.trim(),
        message: faultMessage(error, messages) ?? t('search.failed'),
      }),
  });
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  // Shown until the shopper types, retries or leaves the box.
  const failed = failure && search.status === 'error' && failure.query === search.query.trim();
  useInsideViewport(panel, search.open);
  useInsideViewport(failureBox, Boolean(failed));
  const retry = () => {
    setFailure(null);
    input.current?.focus();
    search.setQuery(search.query);
  };
  return (
    <SearchBox.Root
      controller={search}
      part="form"
      className={className ? `sk-search ${className}` : 'sk-search'}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFailure(null);
      }}
    >
      <SearchBox.Label className="sk-visually-hidden" />
      <div part="field" className="sk-search-field">
        <SearchBox.Input
          ref={input}
          part="input"
          className="sk-search-input"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setFailure(null);
          }}
        />
        <SearchBox.Submit part="submit" className="sk-search-submit">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="sk-visually-hidden">{t('search.label')}</span>
        </SearchBox.Submit>
      </div>
      {failed ? (
        <div ref={failureBox} part="failure" className="sk-search-panel sk-search-failure">
          <p part="failure-message" role="alert">
            {failure.message}
          </p>
          <button
            type="button"
            part="retry"
            className="sk-button"
            // Keeps the focus in the box, like a press in the panel.
            onMouseDown={(event) => event.preventDefault()}
            onClick={retry}
          >
            {t('search.tryAgain')}
          </button>
        </div>
      ) : null}
      <SearchBox.Panel ref={panel} part="panel" className="sk-search-panel">
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
      {/* What the panel holds, for screen readers ('8 suggestions available.'). */}
      <SearchBox.Status className="sk-visually-hidden" />
    </SearchBox.Root>
  );
}
