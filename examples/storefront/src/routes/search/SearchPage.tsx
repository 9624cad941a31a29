import { listingMessages, searchMessages } from '@storefront-kit/core';
import { useProductList, useTranslator } from '@storefront-kit/react';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { ClientSuspense } from '../../components/ClientSuspense';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { usePageMeta } from '../../components/usePageMeta';
import '../products/ProductsPage.css';
import { searchText } from './searchCopy';

// Under the results (Load More, the infinite scroll, the end message): after the first paint.
const ListingMore = lazy(() =>
  import('../products/ListingMore').then((m) => ({ default: m.ListingMore })),
);

/** The core strings this file shows. */
const strings = { ...listingMessages, ...searchMessages };

/**
 * `/search?q=` (decisions.md: the listing call with `search`, paged): the products matching
 * the query, Load More and infinite scroll; 'No products found matching your search
 * criteria.'; 'Failed to fetch search results' with Try Again.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  return query ? <Results query={query} /> : <Prompt />;
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

function Results({ query }: { query: string }) {
  const t = useTranslator(strings);
  const listing = useProductList({ search: query });
  usePageMeta(searchText('search.title', { query }), searchText('search.description', { query }));
  const firstLoad = listing.status === 'loading' || listing.status === 'idle';
  const failedFirst = listing.status === 'error' && listing.items.length === 0;
  return (
    <div className="container products-page-page">
      <div className="products-page-head">
        <h1 className="products-page-title">{searchText('search.title', { query })}</h1>
      </div>
      <section className="products-page-results" aria-labelledby="search-count">
        <div className="products-page-toolbar">
          <div>
            <p id="search-count" className="products-page-count" aria-live="polite">
              {firstLoad ? '\u00a0' : t('listing.count', { count: listing.totalRows })}
            </p>
            <p className="products-page-showing">{firstLoad ? '\u00a0' : listing.showing}</p>
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
  );
}
