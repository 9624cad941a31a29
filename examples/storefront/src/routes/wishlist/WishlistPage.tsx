import {
  formatINR,
  productMessages,
  toProductView,
  WISHLIST_PAGE_SIZE,
  type WishlistEntry,
  wishlistMessages,
} from '@storefront-kit/core';
import { useStorefront, useTranslator, useWishlist } from '@storefront-kit/react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import '../dashboard/DashboardPage.css';
import { ListPagination } from '../dashboard/ListPagination';
import { formatDate } from '../support/dates';
import './WishlistPage.css';
import { wishlistText } from './wishlistCopy';

const strings = { ...wishlistMessages, ...productMessages };

/** The page of the grid in the URL (`?page=3`), 1 when absent or not a number. */
const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);

/**
 * /dashboard/wishlist (spec 2 §2 Wishlist page): the saved products, 12 per page, each with a
 * remove-heart and View Product; pages with a sliding window of 5 page buttons
 * (decisions.md); the empty state links to /products.
 */
export function WishlistPage() {
  const t = useTranslator(strings);
  usePageMeta(wishlistText('wishlist.title'), wishlistText('wishlist.description'));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { list } = useWishlist({ page });
  const { wishlist } = useStorefront();
  const heading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };

  // The last product of the last page was removed: the store showed the page before it, and
  // the URL follows. This render's values may predate the load of a newly chosen page, so the
  // store's current state decides.
  const settledPage = list.status === 'loaded' ? list.page : null;
  useEffect(() => {
    const shown = wishlist.state.peek().page;
    if (settledPage === null || shown.status !== 'loaded' || shown.page !== settledPage) return;
    if (settledPage !== page) {
      setParams(settledPage > 1 ? { page: String(settledPage) } : {}, { replace: true });
    }
  }, [wishlist, settledPage, page, setParams]);

  const firstLoad = list.status === 'idle' || (list.status === 'loading' && !list.entries.length);
  return (
    <div className="dashboard-page-page">
      <header>
        <h1 ref={heading} tabIndex={-1} className="dashboard-page-title">
          {wishlistText('wishlist.title')}
        </h1>
        <p className="dashboard-page-lead">
          {list.status === 'loaded' || list.status === 'loading'
            ? list.totalRows === 1
              ? wishlistText('wishlist.countOne')
              : wishlistText('wishlist.count', { count: list.totalRows })
            : wishlistText('wishlist.lead')}
        </p>
      </header>

      {list.status === 'error' ? (
        <section className="dashboard-page-state" aria-labelledby="wishlist-error">
          <DashboardIcon name="alert" size={32} className="dashboard-page-danger-icon" />
          <div role="alert">
            <h2 id="wishlist-error" className="dashboard-page-state-title">
              {list.error ?? t('wishlist.loadFailed')}
            </h2>
          </div>
          <button type="button" className="button" onClick={() => void wishlist.loadPage(page)}>
            <DashboardIcon name="refresh" size={18} />
            {wishlistText('wishlist.retry')}
          </button>
        </section>
      ) : firstLoad ? (
        <div aria-busy="true">
          <p className="visually-hidden" role="status">
            {wishlistText('wishlist.loading')}
          </p>
          <ul className="wishlist-page-grid" aria-hidden="true">
            {[0, 1, 2, 3].map((key) => (
              <li key={key} className="wishlist-page-card">
                <span className="skeleton wishlist-page-skeleton-image" />
                <span className="skeleton wishlist-page-skeleton-line" />
              </li>
            ))}
          </ul>
        </div>
      ) : list.entries.length === 0 ? (
        <section className="dashboard-page-state" aria-labelledby="wishlist-empty">
          <DashboardIcon name="heart" size={32} className="dashboard-page-danger-icon" />
          <h2 id="wishlist-empty" className="dashboard-page-state-title">
            {t('wishlist.empty')}
          </h2>
          <p>{wishlistText('wishlist.emptyText')}</p>
          <Link to="/products" className="button">
            {t('wishlist.browse')}
          </Link>
        </section>
      ) : (
        <>
          <ul className="wishlist-page-grid" aria-busy={list.status === 'loading' || undefined}>
            {list.entries.map((entry) => (
              <li key={entry._id}>
                <WishlistCard entry={entry} />
              </li>
            ))}
          </ul>
          <ListPagination
            aria-label={wishlistText('wishlist.pagination')}
            page={list.page}
            totalPages={list.totalPages}
            total={list.totalRows}
            perPage={WISHLIST_PAGE_SIZE}
            onPageChange={goTo}
            summary={(range) => wishlistText('wishlist.showing', { ...range })}
            pageLabel={(number) => wishlistText('wishlist.page', { page: number })}
          />
        </>
      )}
    </div>
  );
}

/** One saved product: image, name, model, price, when it was added, remove-heart, View Product. */
function WishlistCard({ entry }: { entry: WishlistEntry }) {
  const t = useTranslator(strings);
  const { assetUrl, messages } = useStorefront();
  const { remove, isPending, isWishlisted } = useWishlist();
  const product = toProductView(entry.product, { messages });
  const pending = isPending(product.id);
  return (
    <article className="wishlist-page-card" data-state={pending ? 'pending' : 'idle'}>
      <div className="wishlist-page-media">
        <Link
          to={product.url}
          tabIndex={-1}
          aria-hidden="true"
          className="wishlist-page-image-link"
        >
          <img
            className="wishlist-page-image"
            src={assetUrl(product.image)}
            alt=""
            width={240}
            height={240}
            loading="lazy"
            decoding="async"
          />
        </Link>
        <button
          type="button"
          className="wishlist-page-remove"
          aria-label={wishlistText('wishlist.remove', { name: product.name })}
          disabled={pending || !isWishlisted(product.id)}
          onClick={() => void remove(product.id)}
        >
          <DashboardIcon name="heart" size={20} />
        </button>
      </div>
      <div className="wishlist-page-body">
        <h2 className="wishlist-page-name">
          <Link to={product.url}>{product.name}</Link>
        </h2>
        {product.modelNumber ? (
          <p className="wishlist-page-meta">
            {wishlistText('wishlist.model', { model: product.modelNumber })}
          </p>
        ) : null}
        <p className="wishlist-page-price">
          {product.priceOnRequest ? t('product.priceOnRequest') : formatINR(product.price)}
        </p>
        <p className="wishlist-page-meta">
          {wishlistText('wishlist.added', { date: formatDate(entry.addedAt) })}
        </p>
        <Link
          to={product.url}
          className="button button-secondary button-small wishlist-page-view"
          aria-label={`${t('wishlist.viewProduct')}: ${product.name}`}
        >
          {t('wishlist.viewProduct')}
        </Link>
      </div>
    </article>
  );
}
