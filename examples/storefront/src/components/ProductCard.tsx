import { formatINR, type ProductView, priceWithGst, productMessages } from '@storefront-kit/core';
import { Rating, useStorefront, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { SvgIcon } from './Icon';
import './ProductCard.css';
import { WishlistHeart } from './WishlistHeart';

/** The Quick View eye (also `PageIcon`'s 'eye'), drawn here so cards need no icon set. */
const EYE_PATH =
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';

export interface ProductCardProps {
  product: ProductView;
  /** @default 'grid' */
  variant?: 'grid' | 'list';
  /** The heading level of the product name in its page. @default 3 */
  headingLevel?: 2 | 3;
  /** Load the image at once (the first cards of a page). @default false */
  priority?: boolean;
  /** Shows a Quick View button that calls this with the product (the listing's dialog). */
  onQuickView?: (product: ProductView) => void;
}

/**
 * A product in a grid or list (spec 1 'Product listing'): image with the wishlist heart, the
 * Out of Stock overlay and (on the listing) the Quick View button, percent-off badge, brand, name linking to the detail page, real rating,
 * price ('+ 18% GST', with the GST-inclusive figure) or 'Price on Request' with the struck MRP,
 * stock, and View Details (disabled when out of stock).
 */
export function ProductCard({
  product,
  variant = 'grid',
  headingLevel = 3,
  priority = false,
  onQuickView,
}: ProductCardProps) {
  const t = useTranslator(productMessages);
  const { assetUrl } = useStorefront();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className="product-card-card"
      data-variant={variant}
      data-stock={product.inStock ? 'in-stock' : 'out-of-stock'}
    >
      <div className="product-card-media">
        <Link to={product.url} tabIndex={-1} aria-hidden="true" className="product-card-image-link">
          <img
            className="product-card-image"
            src={assetUrl(product.image)}
            alt=""
            width={320}
            height={320}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Link>
        {product.percentOff !== undefined && (
          <span className="product-card-off">
            {t('product.percentOff', { percent: product.percentOff })}
          </span>
        )}
        {!product.inStock && (
          <span className="product-card-overlay">
            <span>{t('product.outOfStock')}</span>
          </span>
        )}
        <WishlistHeart productId={product.id} className="product-card-heart" />
        {onQuickView ? (
          <button
            type="button"
            className="product-card-quick-view"
            aria-haspopup="dialog"
            aria-label={`${t('product.quickView')}: ${product.name}`}
            onClick={() => onQuickView(product)}
          >
            <SvgIcon d={EYE_PATH} size={16} />
            {t('product.quickView')}
          </button>
        ) : null}
      </div>
      <div className="product-card-body">
        <p className="product-card-brand">{product.brand}</p>
        <Heading className="product-card-name">
          <Link to={product.url}>{product.name}</Link>
        </Heading>
        <Rating
          value={product.rating}
          count={product.reviewCount}
          className="product-card-rating"
        />
        <p className="product-card-prices">
          {product.priceOnRequest ? (
            <span className="product-card-price">{t('product.priceOnRequest')}</span>
          ) : (
            <PricedLabels product={product} />
          )}
        </p>
        <p
          className="product-card-stock"
          data-state={product.inStock ? 'in-stock' : 'out-of-stock'}
        >
          {t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
        </p>
        {product.inStock ? (
          <Link
            to={product.url}
            className="button button-secondary button-small product-card-details"
          >
            {t('product.viewDetails')}
            <span className="visually-hidden">: {product.name}</span>
          </Link>
        ) : (
          <button
            type="button"
            className="button button-secondary button-small product-card-details"
            disabled
          >
            {t('product.viewDetails')}
            <span className="visually-hidden">: {product.name}</span>
          </button>
        )}
      </div>
    </article>
  );
}

/**
 * A listed price, which excludes GST, said so: '₹26,850.00 + 18% GST' with the struck MRP, and
 * the GST-inclusive '₹31,683.00 incl. GST' on a line of its own.
 */
function PricedLabels({ product }: { product: ProductView }) {
  const { netLabel, grossLabel } = priceWithGst(product.price);
  return (
    <>
      <span className="product-card-price">{netLabel}</span>
      {product.originalPrice !== undefined && (
        <s className="product-card-mrp">{formatINR(product.originalPrice)}</s>
      )}
      <span className="product-card-gross">{grossLabel}</span>
    </>
  );
}

/** A card's placeholder while products load (same size, so nothing shifts). */
export function ProductCardSkeleton({ variant = 'grid' }: { variant?: 'grid' | 'list' }) {
  return (
    <div className="product-card-card" data-variant={variant} aria-hidden="true">
      <div className="product-card-media">
        <span className="skeleton product-card-skeleton-image" />
      </div>
      <div className="product-card-body">
        <span className="skeleton product-card-skeleton-line" />
        <span className="skeleton product-card-skeleton-line" />
        <span className="skeleton product-card-skeleton-short" />
      </div>
    </div>
  );
}
