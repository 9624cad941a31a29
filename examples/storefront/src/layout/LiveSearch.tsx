import { productUrl, type Suggestion, searchMessages } from '@storefront-kit/core';
import { SearchBox, useSearch, useSuggestionView, useTranslator } from '@storefront-kit/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../components/Icon';
import { useMediaQuery } from '../components/useMediaQuery';
import { useSearchPageQuery } from './SiteSearch';
import './SiteSearch.css';

/** Below this width the panel is the mobile one: 6 suggestions, and 'Popular Searches'. */
const MOBILE_QUERY = '(max-width: 767px)';

function SuggestionContent({ item }: { item: Suggestion }) {
  const view = useSuggestionView(item);
  return (
    <>
      <img
        className="site-search-image"
        src={view.image}
        alt=""
        loading="lazy"
        width={48}
        height={48}
      />
      <span className="site-search-body">
        <span className="site-search-name">{view.name}</span>
        {view.description ? (
          <span className="site-search-description">{view.description}</span>
        ) : null}
        {view.meta ? <span className="site-search-meta">{view.meta}</span> : null}
      </span>
      <span className="site-search-aside">
        <span className="site-search-price" data-state={view.priceState}>
          {view.price}
        </span>
        <span className="site-search-stock" data-state={view.stockState}>
          {view.stock}
        </span>
        {view.match ? <span className="site-search-match">{view.match}</span> : null}
      </span>
    </>
  );
}

/** What the shopper had typed in the first paint's plain search form, handed over on upgrade. */
export interface SearchHandOver {
  readonly query: string;
  readonly focused: boolean;
  readonly selection: readonly [number, number] | null;
}

/**
 * The header's live search (spec 1 'Search suggestions panel') on the headless `SearchBox`:
 * up to 8 suggestions (6 on mobile, with 'Popular Searches' in an empty focused box), 'No
 * results found' with Search anyway, View all. A suggestion opens its product; a query opens
 * /search?q=. It replaces the first paint's plain form (`SiteSearch`), taking over what was
 * typed there and the focus.
 */
export function LiveSearch({ handOver }: { handOver?: SearchHandOver | null }) {
  const navigate = useNavigate();
  const t = useTranslator(searchMessages);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const search = useSearch({
    mobile,
    onSelect: (item) => navigate(productUrl(item)),
    onSubmit: (query) => navigate(`/search?q=${encodeURIComponent(query)}`),
  });
  const input = useRef<HTMLInputElement>(null);
  const pageQuery = useSearchPageQuery();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount (the hand-over).
  useEffect(() => {
    if (!handOver) return;
    if (handOver.query) search.setQuery(handOver.query);
    if (handOver.focused && input.current) {
      input.current.focus();
      if (handOver.selection) input.current.setSelectionRange(...handOver.selection);
    } else search.close(); // A query put back on /search opens no panel until the box is focused.
  }, []);
  // On /search (a link, back/forward) the box holds the page's query, its panel closed. The
  // plain form showed the first one (handed over, or edited since).
  const followed = useRef(handOver ? pageQuery : '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new query of the page.
  useEffect(() => {
    if (!pageQuery || followed.current === pageQuery) return;
    followed.current = pageQuery;
    if (search.query.trim() === pageQuery) return;
    search.setQuery(pageQuery);
    if (document.activeElement !== input.current) search.close();
  }, [pageQuery]);
  return (
    <SearchBox.Root className="site-search-form" controller={search}>
      <SearchBox.Label className="visually-hidden" />
      <div className="site-search-field">
        <SearchBox.Input ref={input} className="site-search-input" />
        <SearchBox.Submit className="site-search-submit">
          <Icon name="search" />
          <span className="visually-hidden">{t('search.label')}</span>
        </SearchBox.Submit>
      </div>
      <SearchBox.Panel className="site-search-panel">
        <SearchBox.Loading className="site-search-loading">
          <span className="visually-hidden">{t('search.loading')}</span>
          {[0, 1, 2].map((row) => (
            <span key={row} aria-hidden="true" className="site-search-skeleton-row">
              <span className="skeleton site-search-skeleton-image" />
              <span className="skeleton site-search-skeleton-text" />
            </span>
          ))}
        </SearchBox.Loading>
        <SearchBox.Empty className="site-search-empty">
          <SearchBox.EmptyMessage />
          <SearchBox.SearchAnyway className="button button-secondary button-small" />
        </SearchBox.Empty>
        <SearchBox.PopularLabel className="site-search-popular-label" />
        <SearchBox.List
          className="site-search-list"
          renderItem={(item, index) => (
            <SearchBox.Item item={item} index={index} className="site-search-option">
              <SuggestionContent item={item} />
            </SearchBox.Item>
          )}
          renderPopular={(term, index) => (
            <SearchBox.PopularItem term={term} index={index} className="site-search-popular">
              {term}
            </SearchBox.PopularItem>
          )}
        />
        <SearchBox.ViewAll className="link-button site-search-view-all" />
      </SearchBox.Panel>
      {/* What the panel holds, for screen readers ('8 suggestions available.'). */}
      <SearchBox.Status className="visually-hidden" />
    </SearchBox.Root>
  );
}
