import {
  cartMessages,
  DEFAULT_MAX_QUANTITY,
  formatINR,
  type ProductView,
  priceWithGst,
  productMessages,
} from '@storefront-kit/core';
import { QuantityStepper, useStorefront, useTranslator } from '@storefront-kit/react';
import { useCallback, useRef, useState } from 'react';
import { dialogCss, WidgetDialog } from '../../shared/WidgetDialog';
import { AddToCartButton } from './AddToCartButton';
import { quickViewCss } from './quickViewCss';
import { RequestQuoteButton, type RequestQuoteButtonProps } from './RequestQuoteButton';
import { useProductLink } from './useProductLink';

/** The strings this module shows. */
const strings = { ...cartMessages, ...productMessages };

/** Props of {@link ProductQuickView}. */
export interface ProductQuickViewProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  product: ProductView;
  /** The quote modal, for a product priced on request (it opens over the quick view). */
  quote: RequestQuoteButtonProps['dialog'];
}

const SHEETS = [dialogCss, quickViewCss] as const;

/**
 * The listing's quick view (spec 1 'Product listing: a quick-view modal'), opened by a card's
 * Quick View: a `WidgetDialog` named by the product, with its image, brand, model, price (or
 * 'Price on Request'), struck MRP and percent off, 'In Stock' or 'Out of Stock', the short
 * description as plain text ('No description available' without one), a quantity stepper
 * (1..999, 'Max Qty: 999') and the card's Add to Cart for that quantity (`sk:add-to-cart`), or
 * Request a Quote for a product priced on request, and View Details to the product page through
 * the cancelable `sk:navigate`. Loaded on the first opening; it adopts `dialogCss` and
 * `quickViewCss` into the card's shadow root.
 */
export function ProductQuickView({ open, onOpenChange, product, quote }: ProductQuickViewProps) {
  const t = useTranslator(strings);
  const { assetUrl } = useStorefront();
  const link = useProductLink(product);
  const [quantity, setQuantity] = useState(1);
  // The primary action gets focus: Add to Cart, Request a Quote, else View Details.
  const primary = useRef<HTMLElement | null>(null);
  const focusFirst = useCallback((element: HTMLElement | null) => {
    primary.current = element;
  }, []);
  const canAdd = !product.priceOnRequest && product.inStock;
  const stock = product.inStock ? 'in-stock' : 'out-of-stock';
  return (
    <WidgetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product.name}
      initialFocus={primary}
      part="quick-view"
      className="sk-quick-view-dialog"
      sheets={SHEETS}
    >
      <div className="sk-quick-view" data-stock={stock}>
        <img
          part="quick-view-image"
          className="sk-quick-view-image"
          src={assetUrl(product.image)}
          alt=""
          width={320}
          height={320}
        />
        <div className="sk-quick-view-details">
          <span part="quick-view-brand" className="sk-quick-view-brand">
            {product.brand}
          </span>
          {product.modelNumber ? (
            <span part="quick-view-model" className="sk-quick-view-model">
              {t('product.modelNumber', { model: product.modelNumber })}
            </span>
          ) : null}
          <p className="sk-quick-view-prices">
            <span
              part="quick-view-price"
              className="sk-quick-view-price"
              data-state={product.priceOnRequest ? 'on-request' : 'priced'}
            >
              {product.priceOnRequest
                ? t('product.priceOnRequest')
                : priceWithGst(product.price).netLabel}
            </span>
            {product.originalPrice !== undefined ? (
              <s part="quick-view-original-price" className="sk-quick-view-mrp">
                {formatINR(product.originalPrice)}
              </s>
            ) : null}
            {product.percentOff !== undefined ? (
              <span part="quick-view-percent-off" className="sk-quick-view-badge">
                {t('product.percentOff', { percent: product.percentOff })}
              </span>
            ) : null}
            {product.priceOnRequest ? null : (
              <span part="quick-view-price-with-gst" className="sk-quick-view-gross">
                {priceWithGst(product.price).grossLabel}
              </span>
            )}
          </p>
          <p part="quick-view-stock" className="sk-quick-view-stock" data-state={stock}>
            {product.inStock ? t('product.inStock') : t('product.outOfStock')}
          </p>
          <p part="quick-view-description" className="sk-quick-view-description">
            {product.description.trim() || t('product.noDescription')}
          </p>
          <div part="quick-view-actions" className="sk-quick-view-actions">
            {product.priceOnRequest ? (
              <RequestQuoteButton dialog={quote} buttonRef={focusFirst} />
            ) : (
              <>
                <QuantityStepper.Root
                  part="quick-view-quantity"
                  className="sk-quick-view-quantity"
                  value={quantity}
                  onValueChange={setQuantity}
                  max={DEFAULT_MAX_QUANTITY}
                  stock={product.stockQuantity}
                  disabled={!product.inStock}
                >
                  <span className="sk-quick-view-quantity-label" aria-hidden="true">
                    {t('quantity.label')}
                  </span>
                  <QuantityStepper.Decrement className="sk-stepper-button" />
                  <QuantityStepper.Input className="sk-stepper-input" />
                  <QuantityStepper.Increment className="sk-stepper-button" />
                  <QuantityStepper.MaxMessage part="quick-view-max" className="sk-stepper-max" />
                  <QuantityStepper.Notice part="quick-view-notice" className="sk-stepper-notice" />
                </QuantityStepper.Root>
                <AddToCartButton
                  product={product}
                  quantity={quantity}
                  buttonRef={canAdd ? focusFirst : undefined}
                />
              </>
            )}
          </div>
          <a
            ref={canAdd || product.priceOnRequest ? undefined : focusFirst}
            part="quick-view-details"
            className="sk-quick-view-details-link"
            href={link.href}
            onClick={link.onClick}
          >
            {t('product.viewDetails')}
          </a>
        </div>
      </div>
    </WidgetDialog>
  );
}
