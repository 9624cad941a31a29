import {
  formatShowingProducts,
  LISTING_PAGE_SIZE,
  type ListingFilters,
  type ListingFiltersAction,
  type ListingPage,
  listingFiltersReducer,
  listingMessages,
  PRODUCT_STALE_TIME_MS,
  type ProductView,
  parseListingQuery,
  serializeListingQuery,
  shopperMessage,
  toProductListParams,
  toProductView,
  withListingDefaults,
} from '@storefront-kit/core';
import { useProductList, useStorefront, useTranslator } from '@storefront-kit/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ClientSuspense } from '../../components/ClientSuspense';
import { SvgIcon } from '../../components/Icon';
import { listingHref, listingPageHref } from '../../components/listingHref';
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
 * The most pages a server render shows (pages 1..10: 200 products). Deeper, a shopper without
 * JavaScript is asked to narrow the list, and `?page=99999` costs the server 9 fetches at most.
 */
const MAX_SERVER_PAGES = 10;

/**
 * The product listing: `/products?…` (filters in the query, written and read by core's
 * `serializeListingQuery` / `parseListingQuery`, so back/forward and shared links restore the
 * view) and `/products/{category}/{page}` (that category, pages 1..page loaded; `?page=` does
 * the same without a category in the path). Each card's Quick View opens the product's
 * essentials and Add to Cart in a dialog.
 *
 * Without JavaScript it works as HTML: the server renders pages 1..page, links lead to the
 * previous and next page, and the filter panel is a GET form of the listing.
 */
export function ProductsPage() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const page = params.page === undefined ? 1 : Number(params.page);
  if (!Number.isInteger(page) || page < 1) return <NotFoundPage />;
  // `?page=` (a listing without a category in its path): a bad value is page 1.
  const queryPage = Number(searchParams.get('page') ?? 1);
  const pages =
    params.page === undefined && Number.isInteger(queryPage) && queryPage > 1 ? queryPage : page;
  return <Listing pathCategory={params.category} pages={pages} />;
}

/**
 * Pages 2..`pages` of the listing of `filters`, as the server rendered them: the server fetches
 * them with the page (queries of the shared cache, carried to the browser with it), so its HTML
 * holds pages 1..`pages`; the browser's first render shows them from the cache while the listing
 * loads them itself. Not fetched in the browser (the listing does that).
 */
function useLaterPages(
  filters: ListingFilters,
  pages: number,
): (ListingPage<ProductView> | undefined)[] {
  const { client, messages, queries } = useStorefront();
  const query = serializeListingQuery(withListingDefaults(filters));
  const onServer = typeof document === 'undefined';
  return Array.from({ length: Math.max(0, pages - 1) }, (_, index) => {
    const pageNo = index + 2;
    const key = ['product-list', query, pageNo];
    if (!onServer) {
      const cached = queries.getState<ListingPage<ProductView>>(key);
      return cached?.status === 'success' ? cached.data : undefined;
    }
    const observer = queries.observe<ListingPage<ProductView>>({
      key,
      staleTime: PRODUCT_STALE_TIME_MS,
      fetcher: ({ signal }) =>
        client.catalog
          .products(toProductListParams(withListingDefaults(filters), pageNo, LISTING_PAGE_SIZE), {
            signal,
          })
          .then((answer) => ({
            items: answer.data.map((product) => toProductView(product, { messages })),
            pagination: answer.meta.pagination,
            facets: answer.facets,
          })),
    });
    const state = observer.state.peek();
    return state.status === 'success' ? state.data : undefined;
  });
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
  const apply = (next: ListingFilters) => navigate(listingHref(next));

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

  // The pages the listing has not loaded yet but the server rendered (see `useLaterPages`):
  // known once page 1 is (its count of products), at most `MAX_SERVER_PAGES`.
  const totalPages = Math.ceil(listing.totalRows / LISTING_PAGE_SIZE);
  const later = useLaterPages(filters, Math.min(pages, totalPages, MAX_SERVER_PAGES));
  const items = [...listing.items];
  for (let pageNo = loadedPages + 1; pageNo <= later.length + 1; pageNo++) {
    const rendered = later[pageNo - 2];
    if (!rendered || items.length !== (pageNo - 1) * LISTING_PAGE_SIZE) break;
    items.push(...rendered.items);
  }
  const showing =
    items.length === listing.items.length
      ? listing.showing
      : formatShowingProducts(items.length, listing.totalRows, messages);
  // The page the links go on from: the last one the server rendered.
  const shownPages = Math.min(pages, Math.max(totalPages, 1), MAX_SERVER_PAGES);
  const pageHref = (pageNo: number) =>
    `${listingPageHref(filters, pageNo, pathCategory !== undefined)}${
      pageNo > 1 ? `#listing-page-${pageNo}` : ''
    }`;

  return (
    <div className="container products-page-page">
      <div className="products-page-head">
        <h1 className="products-page-title">{t('listing.title')}</h1>
        {filters.category ? <p className="products-page-subtitle">{filters.category}</p> : null}
      </div>
      <div className="products-page-layout">
        <FilterPanel filters={filters} dispatch={dispatch} apply={apply} />
        <section className="products-page-results" aria-labelledby="listing-count">
          <div className="products-page-toolbar">
            <div>
              <p id="listing-count" className="products-page-count" aria-live="polite">
                {firstLoad ? '\u00a0' : t('listing.count', { count: listing.totalRows })}
              </p>
              <p className="products-page-showing">{firstLoad ? '\u00a0' : showing}</p>
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
                {items.map((product, index) => (
                  <li
                    key={product.id}
                    // Where each page starts: the previous and next page links lead there.
                    id={
                      index > 0 && index % LISTING_PAGE_SIZE === 0
                        ? `listing-page-${index / LISTING_PAGE_SIZE + 1}`
                        : undefined
                    }
                  >
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
              {/* Without JavaScript (no Load More, no infinite scroll): links to the pages. */}
              {shownPages > 1 || shownPages < totalPages ? (
                <noscript>
                  <nav className="products-page-pager" aria-label={listingText('listing.pages')}>
                    {shownPages > 1 ? (
                      <a
                        className="button button-secondary"
                        rel="prev"
                        href={pageHref(shownPages - 1)}
                      >
                        {listingText('listing.previousPage')}
                      </a>
                    ) : null}
                    {shownPages < totalPages && shownPages < MAX_SERVER_PAGES ? (
                      <a
                        className="button button-secondary"
                        rel="next"
                        href={pageHref(shownPages + 1)}
                      >
                        {listingText('listing.nextPage')}
                      </a>
                    ) : null}
                    {shownPages < totalPages && shownPages >= MAX_SERVER_PAGES ? (
                      <p>{listingText('listing.narrowDown')}</p>
                    ) : null}
                  </nav>
                </noscript>
              ) : null}
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
