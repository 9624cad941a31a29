import {
  type ListingFilters,
  type ListingFiltersAction,
  listingFiltersReducer,
  listingMessages,
  type ProductView,
  parseListingQuery,
  shopperMessage,
} from '@storefront-kit/core';
import { useProductList, useStorefront, useTranslator } from '@storefront-kit/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ClientSuspense } from '../../components/ClientSuspense';
import { SvgIcon } from '../../components/Icon';
import { listingHref } from '../../components/listingHref';
import { ProductCard, ProductCardSkeleton } from '../../components/ProductCard';
import { usePageMeta } from '../../components/usePageMeta';
import { whenIdle } from '../../components/whenIdle';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { FilterPanel } from './FilterPanel';
import { listingText } from './listingCopy';
import './ProductsPage.css';

/** The view toggle's icons (also `PageIcon`'s 'grid' and 'list'). */
const GRID_PATH = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';
const LIST_PATH = 'M4 6h16M4 12h16M4 18h16';

// Not needed for the first view, so not in the page's chunk: the quick-view dialog (its dialog,
// quantity stepper and Add to Cart), which opens on a click, and what is under the grid (Load
// More, the infinite scroll, the end message) or shows on scrolling (Back to Top). They load
// through the listing's deferred parts (`ListingExtras`, loaded with the first render): the
// dialog when the browser is first idle (at the latest on its click), the rest with the grid.
const loadExtras = () => import('./ListingExtras');
const loadQuickView = () => loadExtras().then((m) => m.loadQuickView());
const QuickView = lazy(() => loadQuickView().then((m) => ({ default: m.QuickView })));
const ListingMore = lazy(() =>
  loadExtras()
    .then((m) => m.loadListingMore())
    .then((m) => ({ default: m.ListingMore })),
);
const ListingBackToTop = lazy(() => loadExtras().then((m) => ({ default: m.ListingBackToTop })));

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
  const { messages } = useStorefront();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters: ListingFilters = useMemo(() => {
    const parsed = parseListingQuery(query);
    return pathCategory ? { ...parsed, category: pathCategory } : parsed;
  }, [query, pathCategory]);
  const listing = useProductList(filters);
  // A failure said as a sentence for the shopper, never the server's JSON or status.
  const failure = listing.failure ? shopperMessage(listing.failure, messages) : null;
  const [view, setView] = useState<ViewMode>('grid');
  const [quickView, setQuickView] = useState<ProductView | null>(null);
  // Mounted from the first quick view on, so closing it returns the focus to its button.
  const [quickViewUsed, setQuickViewUsed] = useState(false);
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        setIdle(true);
        void loadQuickView().catch(() => undefined);
      }),
    [],
  );
  const openQuickView = (product: ProductView) => {
    setQuickView(product);
    setQuickViewUsed(true);
  };

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
    <div className="container products-page-page">
      <div className="products-page-head">
        <h1 className="products-page-title">{t('listing.title')}</h1>
        {filters.category ? <p className="products-page-subtitle">{filters.category}</p> : null}
      </div>
      <div className="products-page-layout">
        <FilterPanel filters={filters} dispatch={dispatch} />
        <section className="products-page-results" aria-labelledby="listing-count">
          <div className="products-page-toolbar">
            <div>
              <p id="listing-count" className="products-page-count" aria-live="polite">
                {firstLoad ? '\u00a0' : t('listing.count', { count: listing.totalRows })}
              </p>
              <p className="products-page-showing">{firstLoad ? '\u00a0' : listing.showing}</p>
            </div>
            <fieldset className="products-page-view-toggle">
              <legend className="visually-hidden">{listingText('listing.viewMode')}</legend>
              <button
                type="button"
                aria-pressed={view === 'grid'}
                aria-label={t('listing.gridView')}
                onClick={() => setView('grid')}
              >
                <SvgIcon d={GRID_PATH} />
              </button>
              <button
                type="button"
                aria-pressed={view === 'list'}
                aria-label={t('listing.listView')}
                onClick={() => setView('list')}
              >
                <SvgIcon d={LIST_PATH} />
              </button>
            </fieldset>
          </div>

          {firstLoad ? (
            <ul className="products-page-grid" data-view={view} aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index}>
                  <ProductCardSkeleton variant={view} />
                </li>
              ))}
            </ul>
          ) : failedFirst ? (
            <div className="notice notice-error products-page-state" role="alert">
              <p>{listingText('listing.failed')}</p>
              <p>{failure}</p>
              <button type="button" className="button" onClick={() => void listing.retry()}>
                {t('listing.tryAgain')}
              </button>
            </div>
          ) : empty ? (
            <div className="notice products-page-state">
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
            <div
              className="products-page-infinite"
              aria-busy={listing.status === 'loading-more' || undefined}
              data-state={listing.status}
            >
              <ul className="products-page-grid" data-view={view}>
                {listing.items.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard
                      product={product}
                      variant={view}
                      headingLevel={2}
                      priority={index < 4}
                      onQuickView={openQuickView}
                    />
                  </li>
                ))}
              </ul>
              {listing.status === 'error' ? (
                <p className="notice notice-error" role="alert">
                  {failure}
                </p>
              ) : null}
              <ClientSuspense fallback={<div className="products-page-more" aria-hidden="true" />}>
                <ListingMore
                  status={listing.status}
                  hasMore={listing.hasMore || listing.status === 'error'}
                  onLoadMore={listing.status === 'error' ? listing.retry : listing.loadMore}
                  loadMoreLabel={listing.status === 'error' ? t('listing.tryAgain') : undefined}
                />
              </ClientSuspense>
            </div>
          )}
        </section>
      </div>
      {quickViewUsed ? (
        <Suspense fallback={null}>
          <QuickView product={quickView} onClose={() => setQuickView(null)} />
        </Suspense>
      ) : null}
      {idle ? (
        <Suspense fallback={null}>
          <ListingBackToTop />
        </Suspense>
      ) : null}
    </div>
  );
}
