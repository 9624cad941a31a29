import { formatINR, type ProductView, priceWithGst, productMessages } from '@storefront-kit/core';
import { Rating, useStorefront, useTranslator } from '@storefront-kit/react';
import type { CSSProperties } from 'react';
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
 * out-of-stock veil and (on the listing) the Quick View button; brand, model number and name
 * linking to the detail page, real rating, price ('+ 18% GST', with the GST-inclusive figure)
 * or 'Price on Request', the struck MRP with the percent-off badge (beside the price, not on the
 * picture), stock, and View Details (disabled when out of stock).
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
        {/* Out of stock: the picture is dimmed; the words are under it (Stock), never on it. */}
        {!product.inStock && <span className="product-card-overlay" />}
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
          <Link to={product.url}>
            <ProductName product={product} />
          </Link>
        </Heading>
        <Rating
          value={product.rating}
          count={product.reviewCount}
          className="product-card-rating"
        />
        <p className="product-card-prices">
          {product.priceOnRequest ? (
            <>
              <span className="product-card-price">{t('product.priceOnRequest')}</span>
              <span className="product-card-mrp-line" />
              <span className="product-card-gross" />
            </>
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
 * The name with its model number on a line of its own (buyers scan for it): 'ABB
 * ACH580-01-05.5A-4 HVAC and Pump Drive' shows 'ACH580-01-05.5A-4' over 'HVAC and Pump Drive',
 * the brand (on the card's line above) kept for screen readers, so the heading still reads the
 * whole name. A name without its model number shows as it is.
 */
function ProductName({ product }: { product: ProductView }) {
  const { name, modelNumber: model, brand } = product;
  const at = model ? name.indexOf(model) : -1;
  if (!model || at < 0) return <>{name}</>;
  const before = name.slice(0, at);
  const after = name.slice(at + model.length);
  // The longest unbreakable runs, for the CSS that shrinks them to fit a narrow card.
  const fit = {
    '--model-chars': longest(model.split(/[-/ ]/)),
    '--word-chars': longest(after.split(/\s+/)),
  } as CSSProperties;
  return (
    <span className="product-card-fit" style={fit}>
      {before.trim() === brand ? (
        <span className="visually-hidden">{before}</span>
      ) : before ? (
        <span className="product-card-title">{before}</span>
      ) : null}
      <span className="product-card-model">{breakAfterSeparators(model)}</span>
      {after ? <span className="product-card-title">{after}</span> : null}
    </span>
  );
}

/** The length of the longest of `parts` (at least 1). */
const longest = (parts: readonly string[]) => Math.max(1, ...parts.map((part) => part.length));

/**
 * A long part number ('QUINT4-PS/1AC/24DC/2.5') may break after its hyphens and slashes, never
 * inside a segment (a browser would not break before a digit, and would overflow the card).
 */
function breakAfterSeparators(model: string) {
  const parts = model.split(/(?<=[-/])/);
  return parts.map((part, index) =>
    index === parts.length - 1 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one fixed string.
      <span key={index}>
        {part}
        <wbr />
      </span>
    ),
  );
}

/**
 * A listed price, which excludes GST, said so: '₹26,850.00 + 18% GST', then the struck MRP with
 * the percent off, then the GST-inclusive '₹31,683.00 incl. GST', each on lines of its own that
 * every card has (the MRP's kept, empty, when there is none), so they align across a row.
 */
function PricedLabels({ product }: { product: ProductView }) {
  const t = useTranslator(productMessages);
  const { netLabel, grossLabel } = priceWithGst(product.price);
  return (
    <>
      <span className="product-card-price">
        <TwoParts label={netLabel} />
      </span>
      <span className="product-card-mrp-line">
        {product.originalPrice !== undefined && (
          <>
            <s className="product-card-mrp">{formatINR(product.originalPrice)}</s>
            {product.percentOff !== undefined && (
              <span className="product-card-off">
                {t('product.percentOff', { percent: product.percentOff })}
              </span>
            )}
          </>
        )}
      </span>
      <span className="product-card-gross">
        <TwoParts label={grossLabel} />
      </span>
    </>
  );
}

/**
 * '₹26,850.00 + 18% GST' as the amount and its note, each unbroken (on narrow cards the note
 * takes a line of its own); the text stays the label's.
 */
function TwoParts({ label }: { label: string }) {
  const split = /^(\S+) (.+)$/.exec(label);
  if (!split) return <>{label}</>;
  return (
    <>
      <span className="product-card-amount">{split[1]}</span>{' '}
      <span className="product-card-note">{split[2]}</span>
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
