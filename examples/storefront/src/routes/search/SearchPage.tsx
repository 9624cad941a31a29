import { listingMessages, searchMessages } from '@storefront-kit/core';
import { useProductList, useTranslator } from '@storefront-kit/react';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { ClientSuspense } from '../../components/ClientSuspense';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { usePageMeta } from '../../components/usePageMeta';
import styles from '../products/ProductsPage.module.css';
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
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{searchText('search.titleEmpty')}</h1>
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
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{searchText('search.title', { query })}</h1>
      </div>
      <section className={styles.results} aria-labelledby="search-count">
        <div className={styles.toolbar}>
          <div>
            <p id="search-count" className={styles.count} aria-live="polite">
              {firstLoad ? '\u00a0' : t('listing.count', { count: listing.totalRows })}
            </p>
            <p className={styles.showing}>{firstLoad ? '\u00a0' : listing.showing}</p>
          </div>
        </div>
        {firstLoad ? (
          <ul className={styles.grid} aria-hidden="true">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        ) : failedFirst ? (
          <div className={`notice notice-error ${styles.state}`} role="alert">
            <p>{t('search.failed')}</p>
            <button type="button" className="button" onClick={() => void listing.retry()}>
              {t('search.tryAgain')}
            </button>
          </div>
        ) : listing.items.length === 0 ? (
          <p className="notice">{t('search.noProducts')}</p>
        ) : (
          <div
            className={styles.infinite}
            aria-busy={listing.status === 'loading-more' || undefined}
            data-state={listing.status}
          >
            <ul className={styles.grid}>
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
            <ClientSuspense fallback={<div className={styles.more} aria-hidden="true" />}>
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
