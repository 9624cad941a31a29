import {
  LISTING_SORT_OPTIONS,
  type ListingFilters,
  type ListingSort,
  listingMessages,
  searchMessages,
} from '@storefront-kit/core';
import { useProductList, useTranslator } from '@storefront-kit/react';
import { lazy, useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ClientSuspense } from '../../components/ClientSuspense';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { usePageMeta } from '../../components/usePageMeta';
import '../products/ProductsPage.css';
import { SearchFacets } from './SearchFacets';
import './SearchPage.css';
import { searchText } from './searchCopy';
import { parseSearchQuery, searchHref } from './searchQuery';

// Under the results (Load More, the infinite scroll, the end message): after the first paint.
const ListingMore = lazy(() =>
  import('../products/ListingMore').then((m) => ({ default: m.ListingMore })),
);

/** The core strings this file shows. */
const strings = { ...listingMessages, ...searchMessages };

/** Sort By on a search: Relevance (the default) first, then the listing's orders. */
const SORTS: readonly { value: ListingSort; messageId: `listing.sort.${ListingSort}` }[] = [
  { value: 'relevance', messageId: 'listing.sort.relevance' },
  ...LISTING_SORT_OPTIONS,
];

/**
 * `/search?q=` (decisions.md: the listing call with `search`, paged): the products matching
 * the query, best first (Sort By: Relevance, or the listing's orders), facets to narrow them
 * (brand, category, stock, price band, with counts), Load More and infinite scroll; 'No
 * products found matching your search criteria.'; 'Failed to fetch search results' with Try
 * Again. Sort and facets live in the URL (`&sort=&brand=&category=&in_stock=&min_price=…`),
 * so back/forward, reload and shared links keep them.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => parseSearchQuery(query), [query]);
  return filters.search ? <Results filters={filters} /> : <Prompt />;
}

function Prompt() {
  usePageMeta(searchText('search.titleEmpty'));
  return (
    <div className="container products-page-page">
      <h1 className="products-page-title">{searchText('search.titleEmpty')}</h1>
      <p className="notice">{searchText('search.prompt')}</p>
    </div>
  );
}

function Results({ filters }: { filters: ListingFilters }) {
  const t = useTranslator(strings);
  const navigate = useNavigate();
  const sortId = useId();
  const query = filters.search;
  const listing = useProductList(filters);
  // The controls show a choice at once; the URL's filters (a navigation in a transition) follow.
  const [pending, setPending] = useState<{ from: ListingFilters; to: ListingFilters } | null>(null);
  const chosen = pending?.from === filters ? pending.to : filters;
  const show = (next: ListingFilters) => {
    setPending({ from: filters, to: next });
    navigate(searchHref(next));
  };
  usePageMeta(searchText('search.title', { query }), searchText('search.description', { query }));
  const firstLoad = listing.status === 'loading' || listing.status === 'idle';
  const failedFirst = listing.status === 'error' && listing.items.length === 0;
  return (
    <div className="container products-page-page">
      <div className="products-page-head">
        <h1 className="products-page-title">{searchText('search.title', { query })}</h1>
      </div>
      <div className="search-page-layout">
        <SearchFacets
          facets={listing.facets}
          filters={chosen}
          total={listing.totalRows}
          loading={firstLoad}
          onChange={show}
        />
        <section className="products-page-results" aria-labelledby="search-count">
          <div className="products-page-toolbar search-page-toolbar">
            <div>
              <p id="search-count" className="products-page-count" aria-live="polite">
                {firstLoad ? '\u00a0' : t('listing.count', { count: listing.totalRows })}
              </p>
              <p className="products-page-showing">{firstLoad ? '\u00a0' : listing.showing}</p>
            </div>
            <div className="search-page-sort">
              <label htmlFor={sortId} className="search-page-sort-label">
                {t('listing.sortBy')}
              </label>
              <select
                id={sortId}
                className="input"
                value={filters.sort}
                onChange={(event) =>
                  show({ ...filters, sort: event.currentTarget.value as ListingSort })
                }
              >
                {SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {t(option.messageId)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {firstLoad ? (
            <ul className="products-page-grid" aria-hidden="true">
              {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          ) : failedFirst ? (
            <div className="notice notice-error products-page-state" role="alert">
              <p>{t('search.failed')}</p>
              <button type="button" className="button" onClick={() => void listing.retry()}>
                {t('search.tryAgain')}
              </button>
            </div>
          ) : listing.items.length === 0 ? (
            <p className="notice">{t('search.noProducts')}</p>
          ) : (
            <div
              className="products-page-infinite"
              aria-busy={listing.status === 'loading-more' || undefined}
              data-state={listing.status}
            >
              <ul className="products-page-grid">
                {listing.items.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard product={product} headingLevel={2} priority={index < 4} />
                  </li>
                ))}
              </ul>
              {listing.status === 'error' ? (
                <p className="notice notice-error" role="alert">
                  {t('search.failed')}
                </p>
              ) : null}
              <ClientSuspense fallback={<div className="products-page-more" aria-hidden="true" />}>
                <ListingMore
                  status={listing.status}
                  hasMore={listing.hasMore || listing.status === 'error'}
                  onLoadMore={listing.status === 'error' ? listing.retry : listing.loadMore}
                  loadMoreLabel={listing.status === 'error' ? t('search.tryAgain') : undefined}
                />
              </ClientSuspense>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
