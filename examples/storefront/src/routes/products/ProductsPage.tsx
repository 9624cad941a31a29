import {
  type ListingFilters,
  type ListingFiltersAction,
  listingFiltersReducer,
  listingMessages,
  type ProductView,
  parseListingQuery,
} from '@storefront-kit/core';
import { BackToTop, InfiniteList, useProductList, useTranslator } from '@storefront-kit/react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { listingHref } from '../../components/listingHref';
import { PageIcon } from '../../components/PageIcon';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { usePageMeta } from '../../components/usePageMeta';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { FilterPanel } from './FilterPanel';
import { listingText } from './listingCopy';
import styles from './ProductsPage.module.css';
import { QuickView } from './QuickView';

type ViewMode = 'grid' | 'list';

const SKELETON_CARDS = 8;

/**
 * The product listing: `/products?…` (filters in the query, written and read by core's
 * `serializeListingQuery` / `parseListingQuery`, so back/forward and shared links restore the
 * view) and `/products/{category}/{page}` (that category, pages 1..page loaded). Each card's
 * Quick View opens the product's essentials and Add to Cart in a dialog.
 */
export function ProductsPage() {
  const params = useParams();
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1) return <NotFoundPage />;
  return <Listing pathCategory={params.category} pages={page} />;
}

function Listing({ pathCategory, pages }: { pathCategory: string | undefined; pages: number }) {
  const t = useTranslator(listingMessages);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters: ListingFilters = useMemo(() => {
    const parsed = parseListingQuery(query);
    return pathCategory ? { ...parsed, category: pathCategory } : parsed;
  }, [query, pathCategory]);
  const listing = useProductList(filters);
  const [view, setView] = useState<ViewMode>('grid');
  const [quickView, setQuickView] = useState<ProductView | null>(null);

  // Every filter change is a navigation to the canonical listing URL of the new filters.
  const dispatch = (action: ListingFiltersAction) => {
    navigate(listingHref(listingFiltersReducer(filters, action)));
  };

  // /products/{category}/{page}: load pages up to the one in the path.
  const { status, page: loadedPages, loadMore } = listing;
  useEffect(() => {
    if (status === 'loaded' && loadedPages < pages) void loadMore();
  }, [status, loadedPages, pages, loadMore]);

  const title = filters.category
    ? `${filters.category}: ${t('listing.title')}`
    : t('listing.title');
  usePageMeta(
    title,
    listing.totalRows
      ? listingText('listing.description', { count: listing.totalRows })
      : listingText('listing.descriptionDefault'),
  );

  const firstLoad = listing.status === 'loading' || listing.status === 'idle';
  const failedFirst = listing.status === 'error' && listing.items.length === 0;
  const empty = !firstLoad && !failedFirst && listing.items.length === 0;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('listing.title')}</h1>
        {filters.category ? <p className={styles.subtitle}>{filters.category}</p> : null}
      </div>
      <div className={styles.layout}>
        <FilterPanel filters={filters} dispatch={dispatch} />
        <section className={styles.results} aria-labelledby="listing-count">
          <div className={styles.toolbar}>
            <div>
              <p id="listing-count" className={styles.count} aria-live="polite">
                {firstLoad ? '\u00a0' : t('listing.count', { count: listing.totalRows })}
              </p>
              <p className={styles.showing}>{firstLoad ? '\u00a0' : listing.showing}</p>
            </div>
            <fieldset className={styles.viewToggle}>
              <legend className="visually-hidden">{listingText('listing.viewMode')}</legend>
              <button
                type="button"
                aria-pressed={view === 'grid'}
                aria-label={t('listing.gridView')}
                onClick={() => setView('grid')}
              >
                <PageIcon name="grid" />
              </button>
              <button
                type="button"
                aria-pressed={view === 'list'}
                aria-label={t('listing.listView')}
                onClick={() => setView('list')}
              >
                <PageIcon name="list" />
              </button>
            </fieldset>
          </div>

          {firstLoad ? (
            <ul className={styles.grid} data-view={view} aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index}>
                  <ProductCardSkeleton variant={view} />
                </li>
              ))}
            </ul>
          ) : failedFirst ? (
            <div className={`notice notice-error ${styles.state}`} role="alert">
              <p>{listingText('listing.failed')}</p>
              <p>{listing.failure?.message}</p>
              <button type="button" className="button" onClick={() => void listing.retry()}>
                {t('listing.tryAgain')}
              </button>
            </div>
          ) : empty ? (
            <div className={`notice ${styles.state}`}>
              <p>{t('listing.empty')}</p>
              <button
                type="button"
                className="button"
                onClick={() => dispatch({ type: 'clear-all' })}
              >
                {t('listing.clearFilters')}
              </button>
            </div>
          ) : (
            <InfiniteList.Root
              className={styles.infinite}
              status={listing.status}
              hasMore={listing.hasMore || listing.status === 'error'}
              onLoadMore={listing.status === 'error' ? listing.retry : listing.loadMore}
            >
              <ul className={styles.grid} data-view={view}>
                {listing.items.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      variant={view}
                      headingLevel={2}
                      priority={index < 4}
                      onQuickView={setQuickView}
                    />
                  </li>
                ))}
              </ul>
              <InfiniteList.Sentinel />
              {listing.status === 'error' ? (
                <p className="notice notice-error" role="alert">
                  {listing.failure?.message}
                </p>
              ) : null}
              <InfiniteList.Loading className={styles.loadingMore} />
              <InfiniteList.LoadMore className={`button button-secondary ${styles.loadMore}`}>
                {listing.status === 'error' ? t('listing.tryAgain') : undefined}
              </InfiniteList.LoadMore>
              <InfiniteList.End className={styles.end} />
            </InfiniteList.Root>
          )}
        </section>
      </div>
      <QuickView product={quickView} onClose={() => setQuickView(null)} />
      <BackToTop className={styles.backToTop}>
        <PageIcon name="arrowUp" />
      </BackToTop>
    </div>
  );
}
