import {
  cartMessages,
  DEFAULT_MAX_QUANTITY,
  type ProductView,
  productMessages,
} from '@storefront-kit/core';
import { QuantityStepper, useAddToCart, useCart, useTranslator } from '@storefront-kit/react';
import { type ComponentType, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import './BuyBox.css';
import type { QuoteDialogProps } from './QuoteDialog';

/** The core strings this file shows. */
const strings = { ...cartMessages, ...productMessages };

export interface BuyBoxProps {
  product: ProductView;
  /** The most a shopper may buy at once (spec 1 §9: 999, 10 on the deals page). @default 999 */
  max?: number;
  /**
   * What Continue Shopping does after an add. @default a link to /products
   * (a dialog passes its own close).
   */
  onContinueShopping?: () => void;
  /** Runs before 'In Cart (n)' opens the cart (a dialog closes itself first). */
  onOpenCart?: () => void;
  /**
   * The quote dialog Request a Quote opens (a product on request): a component the page loads
   * lazily (`lazy(() => import('…/QuoteDialog'))`, or with its other deferred parts), so BuyBox
   * carries no dialog code nor its loader. Mounted from the first request on.
   */
  quoteDialog: ComponentType<QuoteDialogProps>;
}

/**
 * Quantity and Add to Cart on `useAddToCart` (spec 1 §4 'Product detail cart button'):
 * disabled when out of stock; a 500 ms wait, the add, then 'Added to Cart' with Continue
 * Shopping and Checkout for 2 s; then 'In Cart (n)' (opening the cart), and the stepper shows
 * and changes the cart's quantity. A double click adds once. The stock is said before any
 * request ('Only 27 in stock'), and a refusal is a sentence, never the server's JSON. A
 * product on request gets Request a Quote instead.
 */
export function BuyBox({
  product,
  max = DEFAULT_MAX_QUANTITY,
  onContinueShopping,
  onOpenCart,
  quoteDialog: QuoteDialog,
}: BuyBoxProps) {
  const t = useTranslator(strings);
  const cart = useCart();
  const navigate = useNavigate();
  const button = useAddToCart(product);
  const [quantity, setQuantity] = useState(1);
  const [quoting, setQuoting] = useState(false);
  // Mounted from the first request on, so closing returns the focus to the button.
  const [quoteLoaded, setQuoteLoaded] = useState(false);

  if (product.priceOnRequest) {
    return (
      <div className="buy-box-buy">
        <button
          type="button"
          className="button"
          aria-haspopup="dialog"
          onClick={() => {
            setQuoteLoaded(true);
            setQuoting(true);
          }}
        >
          {t('product.requestQuote')}
        </button>
        {quoteLoaded ? (
          <Suspense fallback={null}>
            <QuoteDialog open={quoting} onOpenChange={setQuoting} product={product} />
          </Suspense>
        ) : null}
      </div>
    );
  }

  const inCart = button.inCart;
  return (
    <div className="buy-box-buy">
      <QuantityStepper.Root
        className="buy-box-stepper"
        value={inCart > 0 ? Math.min(inCart, max) : quantity}
        min={1}
        max={max}
        stock={product.stockQuantity}
        pending={cart.isPending(product.id)}
        disabled={!product.inStock}
        onValueChange={(value) => {
          if (inCart > 0) void cart.updateQuantity(product.id, value);
          else setQuantity(value);
        }}
        // In the cart, a typed 0 or negative quantity asks 'Remove this item?'.
        onRemove={inCart > 0 ? () => void cart.remove(product.id) : undefined}
      >
        <QuantityStepper.Decrement className="buy-box-step-button" />
        <QuantityStepper.Input className="buy-box-step-input" />
        <QuantityStepper.Increment className="buy-box-step-button" />
        <QuantityStepper.MaxMessage className="buy-box-max" />
        <QuantityStepper.Notice className="buy-box-notice" buttonClassName="link-button" />
      </QuantityStepper.Root>
      {/* Says '{name} added to the cart.' to screen readers: a live region in the page before the add (the
          visible notice below replaces the button, and one inserted with its text may go
          unannounced). */}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {button.status === 'added' ? t('cart.addedAnnouncement', { name: product.name }) : ''}
      </p>
      {button.status === 'added' ? (
        <div className="buy-box-added">
          <span className="buy-box-added-label">{t('cart.addedToCart')}</span>
          {onContinueShopping ? (
            <button type="button" className="button button-secondary" onClick={onContinueShopping}>
              {t('cart.continueShopping')}
            </button>
          ) : (
            <Link to="/products" className="button button-secondary">
              {t('cart.continueShopping')}
            </Link>
          )}
          <button type="button" className="button" onClick={() => navigate('/checkout')}>
            {t('cart.checkout')}
          </button>
        </div>
      ) : inCart > 0 ? (
        <button
          type="button"
          className="button buy-box-add-button"
          onClick={() => {
            onOpenCart?.();
            cart.open();
          }}
        >
          {t('cart.inCart', { count: inCart })}
        </button>
      ) : (
        <button
          type="button"
          className="button buy-box-add-button"
          disabled={!product.inStock}
          aria-disabled={button.busy || undefined}
          aria-busy={button.status === 'adding' || undefined}
          onClick={() => void button.add(quantity)}
        >
          {t('cart.addToCart')}
        </button>
      )}
      {/* A guest's refusal is already the cart's toast; other refusals show here. */}
      {button.error && button.error !== t('cart.loginRequired') ? (
        <p className="buy-box-add-error" role="alert">
          {button.error}
        </p>
      ) : null}
    </div>
  );
}
