import {
  apiMessages,
  cartFeature,
  faultMessage,
  formatINR,
  type ProductView,
  priceWithGst,
  productMessages,
  queriesFeature,
  searchMessages,
  wishlistMessages,
} from '@storefront-kit/core';
import { useProduct, useStorefront, useTranslator } from '@storefront-kit/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { catalogFeature } from '../../shared/features/catalogFeature';
import { requestSignIn } from '../../shared/signInRequest';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';
import { quoteModal } from '../Quote/quoteModal';
import { useLazyDialog } from '../Quote/useLazyDialog';
import { SignInRequestHost } from '../SignIn/SignInRequestHost';
import { AddToCartButton } from './AddToCartButton';
import { quickView } from './quickView';
import { RequestQuoteButton } from './RequestQuoteButton';
import { useCardWishlist } from './useCardWishlist';
import { useProductLink } from './useProductLink';

/** The strings this module shows. */
const strings = { ...apiMessages, ...productMessages, ...searchMessages, ...wishlistMessages };

/** The card's layout: a tile in a grid, or a row in a list. */
export type ProductCardVariant = 'grid' | 'list';

/** Props of {@link ProductCardWidget}: a `product` view, or a `productId` to load. */
export interface ProductCardWidgetProps {
  /** The product to load (`GET /products/get/{id}`), when no `product` is given. */
  productId?: string;
  /** A product already loaded (e.g. from a listing), shown as is. */
  product?: ProductView;
  /** @default 'grid' */
  variant?: ProductCardVariant;
  /**
   * How the image loads: `eager` with high fetch priority (a card in the first screen, whose
   * image is likely the page's largest paint) or `lazy`. @default 'auto': eager when the
   * card's element is in the viewport as it mounts on a page, lazy otherwise.
   */
  imageLoading?: ProductCardImageLoading;
}

/** How a card's image loads (see {@link ProductCardWidgetProps.imageLoading}). */
export type ProductCardImageLoading = 'auto' | 'eager' | 'lazy';

/**
 * The page's own picture of the product, when the card is an element on a page: an
 * `<img slot="image">` child of `<sk-product-card>`, painted with the page before any widget code
 * runs. The card shows that very element in its media box (skeleton and loaded), so the page's
 * largest paint stays the one it had; `children` (the card's own image or the skeleton's box)
 * show when there is none. Rendered in React (no shadow root), `children` alone.
 */
function PictureSlot({ children }: { children: ReactNode }) {
  const { overlayOrigin } = useWidgetEnvironment();
  return overlayOrigin ? <slot name="image">{children}</slot> : children;
}

/** Whether the card's element holds the page's own picture (see {@link PictureSlot}). */
const hasPagePicture = (host: Element | undefined) =>
  Boolean(host?.querySelector(':scope > img[slot="image"]'));

/**
 * Whether the card's image should load at once: asked, or its element is in the viewport; never
 * when the page gave the picture (the card's own image is then not shown, and loads only if that
 * picture is taken away).
 */
function useEagerImage(imageLoading: ProductCardImageLoading): boolean {
  const { overlayOrigin } = useWidgetEnvironment();
  const [eager] = useState(() => {
    if (hasPagePicture(overlayOrigin?.host)) return false;
    if (imageLoading !== 'auto') return imageLoading === 'eager';
    const host = overlayOrigin?.host;
    if (!host || typeof window === 'undefined') return false;
    const box = host.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom >= 0 && box.left < window.innerWidth;
  });
  return eager;
}

function Heart({ product }: { product: ProductView }) {
  const { wishlist, load } = useCardWishlist();
  const { session } = useStorefront();
  const t = useTranslator(strings);
  // The wishlist's code is being imported after a tap: the button is busy (double-click guard).
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<'wishlist.updateFailed' | 'api.unreachable' | null>(null);
  useEffect(() => wishlist?.ensureLoaded(), [wishlist]);
  const isWishlisted = wishlist?.isWishlisted(product.id) ?? false;
  const pending = loading || (wishlist?.isPending(product.id) ?? false);
  const onToggle = async () => {
    setFailed(null);
    // A guest is asked to sign in first, in the page's sign-in modal (every card can host it);
    // saying no changes nothing.
    if (!session.isLoggedIn() && !(await requestSignIn())) return;
    let store = wishlist;
    if (!store) {
      setLoading(true);
      try {
        store = await load();
      } catch {
        setFailed('api.unreachable');
        return;
      } finally {
        setLoading(false);
      }
    }
    const result = await store.toggle(product.id);
    const refused = result.status === 'login-required' || result.status === 'error';
    setFailed(refused ? 'wishlist.updateFailed' : null);
  };
  return (
    <>
      <button
        type="button"
        part="wishlist"
        className="sk-card-wishlist"
        data-state={pending ? 'pending' : isWishlisted ? 'wishlisted' : 'not-wishlisted'}
        aria-label={t(isWishlisted ? 'product.removeFromWishlist' : 'product.addToWishlist')}
        disabled={pending}
        onClick={() => void onToggle()}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.3 5c2 0 3.2 1.1 3.7 2 .5-.9 1.7-2 3.7-2C17 5 18.7 8.4 17.2 11.4 15 15.6 12 20 12 20z"
            transform="translate(2 0)"
            fill={isWishlisted ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {failed ? (
        <p part="wishlist-error" className="sk-card-error" role="alert">
          {t(failed)}
        </p>
      ) : null}
    </>
  );
}

function Card({
  product,
  variant,
  imageLoading,
}: {
  product: ProductView;
  variant: ProductCardVariant;
  imageLoading: ProductCardImageLoading;
}) {
  const { assetUrl } = useStorefront();
  const eager = useEagerImage(imageLoading);
  const t = useTranslator(strings);
  const nameId = useId();
  const link = useProductLink(product);
  const quick = useLazyDialog(quickView);
  const quote = useLazyDialog(quoteModal);
  const QuickView = quick.Dialog;
  const QuoteModal = quote.Dialog;
  return (
    <>
      <article
        part="card"
        className="sk-card"
        data-variant={variant}
        data-stock={product.inStock ? 'in-stock' : 'out-of-stock'}
        aria-labelledby={nameId}
      >
        <div part="media" className="sk-card-media">
          <PictureSlot>
            <img
              part="image"
              className="sk-card-image"
              src={assetUrl(product.image)}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              width={240}
              height={240}
            />
          </PictureSlot>
          {product.percentOff !== undefined ? (
            <span part="percent-off" className="sk-card-badge">
              {t('product.percentOff', { percent: product.percentOff })}
            </span>
          ) : null}
          {product.inStock ? null : (
            <span part="out-of-stock" className="sk-card-overlay">
              {t('product.outOfStock')}
            </span>
          )}
          <Heart product={product} />
        </div>
        <div part="body" className="sk-card-body">
          <span part="brand" className="sk-card-brand">
            {product.brand}
          </span>
          <h3 part="name" className="sk-card-name" id={nameId}>
            <a href={link.href} title={product.name} onClick={link.onClick}>
              {product.name}
            </a>
          </h3>
          {product.modelNumber ? (
            <span part="model" className="sk-card-model">
              {t('product.modelNumber', { model: product.modelNumber })}
            </span>
          ) : null}
          <span className="sk-card-prices">
            <span
              part="price"
              className="sk-card-price"
              data-state={product.priceOnRequest ? 'on-request' : 'priced'}
            >
              {product.priceOnRequest
                ? t('product.priceOnRequest')
                : priceWithGst(product.price).netLabel}
            </span>
            {product.originalPrice !== undefined ? (
              <s part="original-price" className="sk-card-mrp">
                {formatINR(product.originalPrice)}
              </s>
            ) : null}
          </span>
          {product.priceOnRequest ? null : (
            <span part="price-with-gst" className="sk-card-gross">
              {priceWithGst(product.price).grossLabel}
            </span>
          )}
          <div part="actions" className="sk-card-actions">
            {product.priceOnRequest ? (
              <RequestQuoteButton dialog={quote} aria-describedby={nameId} />
            ) : (
              <AddToCartButton product={product} aria-describedby={nameId} />
            )}
            <button
              type="button"
              part="quick-view-button"
              className="sk-button sk-button-secondary"
              aria-haspopup="dialog"
              aria-busy={quick.loadStatus === 'loading' || undefined}
              aria-describedby={nameId}
              onClick={quick.show}
            >
              {t('product.quickView')}
            </button>
            {quick.loadError ? (
              <p part="quick-view-error" className="sk-card-error" role="alert">
                {t('api.network', { message: quick.loadError })}
              </p>
            ) : null}
          </div>
        </div>
      </article>
      {QuickView ? (
        <QuickView open={quick.open} onOpenChange={quick.setOpen} product={product} quote={quote} />
      ) : null}
      {QuoteModal ? (
        <QuoteModal
          open={quote.open}
          onOpenChange={quote.setOpen}
          productId={product.id}
          product={product}
        />
      ) : null}
    </>
  );
}

function LoadedCard({
  productId,
  variant,
  imageLoading,
}: {
  productId?: string;
  variant: ProductCardVariant;
  imageLoading: ProductCardImageLoading;
}) {
  const query = useProduct(productId);
  const { messages } = useStorefront();
  const t = useTranslator(strings);
  if (query.data)
    return <Card product={query.data} variant={variant} imageLoading={imageLoading} />;
  if (query.status === 'error') {
    // No answer or a 5xx is not the product's fault: say why under the spec's 'Failed to load
    // product' (the query's message for them), so the shopper knows a retry may help.
    const fault = faultMessage(query.error.cause, messages);
    return (
      <div part="card" className="sk-card" data-variant={variant} data-state="error">
        <p part="error" className="sk-card-error" role="alert">
          {query.error.kind === 'not-found' ? t('product.notFound') : query.error.message}
          {fault ? (
            <span part="error-detail" className="sk-card-error-detail">
              {fault}
            </span>
          ) : null}
        </p>
        <button
          type="button"
          part="retry"
          className="sk-button sk-button-secondary"
          onClick={() => {
            void query.refetch();
          }}
        >
          {t('search.tryAgain')}
        </button>
      </div>
    );
  }
  if (!productId) {
    return (
      <div part="card" className="sk-card" data-variant={variant} data-state="error">
        <p part="error" className="sk-card-error" role="alert">
          {t('product.idRequired')}
        </p>
      </div>
    );
  }
  return (
    <div
      part="card"
      className="sk-card"
      data-variant={variant}
      data-state="loading"
      aria-busy="true"
    >
      {/* The card's own boxes, so the loaded card takes exactly this space. */}
      <div className="sk-card-media">
        <PictureSlot>
          <span aria-hidden="true" className="sk-skeleton sk-card-skeleton-image" />
        </PictureSlot>
      </div>
      <div className="sk-card-body">
        <span aria-hidden="true" className="sk-skeleton sk-card-skeleton-text" />
        <span aria-hidden="true" className="sk-skeleton sk-card-skeleton-text" />
        <span aria-hidden="true" className="sk-skeleton sk-card-skeleton-text" />
      </div>
    </div>
  );
}

/**
 * The styled product card (spec 1 'Product listing'): image, percent-off badge, 'Out of Stock'
 * overlay, wishlist heart, brand, name, model, price ('₹26,850.00 + 18% GST', listed prices
 * exclude GST) or 'Price on Request' with the struck MRP, the GST-inclusive price,
 * and Add to Cart (500 ms, then 'Added to Cart' for 2 s, then 'In Cart (n)'; dispatches
 * `sk:add-to-cart`). A product priced on request offers Request a Quote instead, opening the
 * quote modal. Quick View opens the listing's quick-view modal (image, price, stock,
 * description, quantity and Add to Cart, View Details). Both modals load their code on the
 * first click. The name and image dispatch the cancelable `sk:navigate` to the product URL.
 * A guest's heart opens the page's sign-in modal first (`requestSignIn()`), then saves.
 * Given a `productId`, it loads the product (a skeleton meanwhile; 'Product not found' or the
 * error with Try Again; a shop that cannot be reached or a server error adds core's
 * `faultMessage` sentence, e.g. 'Cannot reach the shop. Check your connection and try again.').
 * On a page, `<sk-product-card>` shows the page's own `<img slot="image">` child, if any, in
 * place of its image (skeleton included): the picture paints with the page, before the code.
 * Style it with `productCardCss` (parts: card, media, image, percent-off, out-of-stock,
 * wishlist, body, brand, name, model, price, original-price, price-with-gst, actions, add-to-cart,
 * request-quote, quick-view-button, error, error-detail, retry…); the modals bring their own
 * sheets.
 *
 * @example <ProductCardWidget productId="prd_000042" variant="list" />
 */
export function ProductCardWidget({
  productId,
  product,
  variant = 'grid',
  imageLoading = 'auto',
}: ProductCardWidgetProps) {
  useStorefrontFeatures(catalogFeature, queriesFeature, cartFeature);
  return (
    <>
      {product ? (
        <Card product={product} variant={variant} imageLoading={imageLoading} />
      ) : (
        <LoadedCard productId={productId} variant={variant} imageLoading={imageLoading} />
      )}
      {/* The heart asks a guest to sign in: any card can show the page's sign-in modal. */}
      <SignInRequestHost />
    </>
  );
}
