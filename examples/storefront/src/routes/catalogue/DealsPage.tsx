import {
  contentMessages,
  DEALS_MAX_QUANTITY,
  formatINR,
  type ProductView,
  percentOff,
  productMessages,
} from '@storefront-kit/core';
import { Rating, useDealOfTheDay, useStorefront, useTranslator } from '@storefront-kit/react';
import { lazy, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BuyBox } from '../../components/BuyBox';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import { WishlistHeart } from '../../components/WishlistHeart';
import './Deals.css';
import { dealsText } from './dealsCopy';

// The quote dialog (Request a Quote) loads on its first use.
const QuoteDialog = lazy(() =>
  import('../../components/QuoteDialog').then((m) => ({ default: m.QuoteDialog })),
);

/** The core strings this file shows. */
const strings = { ...contentMessages, ...productMessages };

/**
 * One deal: the deal price (spec 1 §9: the selling price if non-zero, else the MRP less the
 * discount percentage, else the MRP) against the struck MRP with its percent off and saving,
 * the real rating (decisions.md: no invented numbers), stock, and a quantity of 1..10.
 */
function DealCard({ product, featured }: { product: ProductView; featured: boolean }) {
  const t = useTranslator(strings);
  const { assetUrl } = useStorefront();
  const price = product.dealPrice;
  const off = percentOff(product.mrp, price);
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article
      className="deals-deal"
      data-featured={featured || undefined}
      data-stock={product.inStock ? 'in-stock' : 'out-of-stock'}
    >
      <div className="deals-deal-media">
        <Link to={product.url} tabIndex={-1} aria-hidden="true">
          <img
            className="deals-deal-image"
            src={assetUrl(product.image)}
            alt=""
            width={featured ? 560 : 320}
            height={featured ? 560 : 320}
            loading={featured ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Link>
        <WishlistHeart productId={product.id} className="deals-heart" />
      </div>
      <div className="deals-deal-body">
        {featured ? <p className="deals-eyebrow">{dealsText('deals.featured')}</p> : null}
        <p className="deals-brand">{product.brand}</p>
        <Heading className="deals-deal-name">
          <Link to={product.url}>{product.name}</Link>
        </Heading>
        <Rating value={product.rating} count={product.reviewCount} className="deals-rating" />
        {featured && product.description ? (
          <p className="deals-deal-description">{product.description}</p>
        ) : null}
        <p className="deals-prices">
          {price > 0 ? (
            <>
              <span className="deals-price">{formatINR(price)}</span>
              {product.mrp !== undefined && product.mrp > price ? (
                <s className="deals-mrp">{formatINR(product.mrp)}</s>
              ) : null}
              {/* Beside the prices, not on the picture (its brand label is drawn there). */}
              {off !== undefined ? (
                <span className="deals-off">{t('product.percentOff', { percent: off })}</span>
              ) : null}
            </>
          ) : (
            <span className="deals-price">{t('product.priceOnRequest')}</span>
          )}
        </p>
        {off !== undefined && product.mrp !== undefined ? (
          <p className="deals-save">
            {t('product.save', { amount: formatINR(product.mrp - price, { symbol: false }) })}
          </p>
        ) : null}
        <p className="deals-stock" data-state={product.inStock ? 'in-stock' : 'out-of-stock'}>
          {t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
          {product.inStock && price > 0 ? (
            <span className="deals-limit">
              {dealsText('deals.limit', { max: DEALS_MAX_QUANTITY })}
            </span>
          ) : null}
        </p>
        <BuyBox product={product} max={DEALS_MAX_QUANTITY} quoteDialog={QuoteDialog} />
      </div>
    </article>
  );
}

function DealSkeleton({ featured }: { featured: boolean }) {
  return (
    <div className="deals-deal" data-featured={featured || undefined} aria-hidden="true">
      <span className="skeleton deals-skeleton-image" />
      <div className="deals-deal-body">
        <span className="skeleton deals-skeleton-line" />
        <span className="skeleton deals-skeleton-line" />
        <span className="skeleton deals-skeleton-short" />
      </div>
    </div>
  );
}

/**
 * `/deals`: the deals of the day (the first one featured), each with its deal price and at
 * most 10 units per order. A failure shows 'Failed to load deals. Please try again later.' as a
 * toast and an 'Oops' page whose Try Again reloads the page (spec 1 §8).
 */
export function DealsPage() {
  const t = useTranslator(strings);
  const { notifications } = useStorefront();
  const deals = useDealOfTheDay();
  usePageMeta(dealsText('deals.title'), dealsText('deals.description'));

  // One toast per failure (not one per render, nor two under StrictMode).
  const toasted = useRef<unknown>(null);
  const failure = deals.status === 'error' ? deals.error : undefined;
  useEffect(() => {
    if (!failure || toasted.current === failure) return;
    toasted.current = failure;
    notifications.notify({ kind: 'error', message: t('deals.failed') });
  }, [failure, notifications, t]);

  if (failure && !deals.data) {
    return (
      <div className="container section deals-oops">
        <h1 className="section-title">{t('deals.oops')}</h1>
        <p className="notice notice-error" role="alert">
          {t('deals.failed')}
        </p>
        <p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('home.tryAgain')}
          </button>
        </p>
      </div>
    );
  }

  const [featured, ...others] = deals.data ?? [];
  return (
    <>
      <PageHero
        title={dealsText('deals.title')}
        lead={dealsText('deals.lead', { max: DEALS_MAX_QUANTITY })}
      />
      <div className="container deals-page">
        {!deals.data ? (
          <div className="deals-deals">
            <DealSkeleton featured />
            <div className="deals-deal-grid">
              {[0, 1, 2].map((index) => (
                <DealSkeleton key={index} featured={false} />
              ))}
            </div>
          </div>
        ) : !featured ? (
          <p className="notice">{dealsText('deals.empty')}</p>
        ) : (
          <div className="deals-deals">
            <DealCard product={featured} featured />
            {others.length > 0 ? (
              <section aria-labelledby="deals-more">
                <h2 id="deals-more" className="section-title">
                  {dealsText('deals.more')}
                </h2>
                <ul className="deals-deal-grid">
                  {others.map((product) => (
                    <li key={product.id}>
                      <DealCard product={product} featured={false} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </div>
    </>
  );
}
