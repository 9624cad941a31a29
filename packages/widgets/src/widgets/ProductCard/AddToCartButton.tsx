import type { ProductView } from '@storefront-kit/core';
import { cartMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import type { Ref } from 'react';
import { useAddToCart } from './useAddToCart';

/** Props of {@link AddToCartButton}. */
export interface AddToCartButtonProps {
  product: ProductView;
  /** How many one click adds. @default 1 */
  quantity?: number;
  /** Read after the button's name (e.g. the product name's id in a list of cards). */
  'aria-describedby'?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The card's and the quick view's Add to Cart (spec 1 §4): 'Add to Cart', 500 ms, 'Added to
 * Cart' for 2 s (announced), then 'In Cart (n)'; disabled when out of stock; the refusal ('Please
 * login to add items to cart', the server's reason) under it. Parts: add-to-cart,
 * add-to-cart-error.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  buttonRef,
  'aria-describedby': describedBy,
}: AddToCartButtonProps) {
  const t = useTranslator(cartMessages);
  const cart = useAddToCart(product);
  const label =
    cart.status === 'added'
      ? t('cart.addedToCart')
      : cart.status === 'idle' && cart.inCart > 0
        ? t('cart.inCart', { count: cart.inCart })
        : t('cart.addToCart');
  const busy = cart.status !== 'idle';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        part="add-to-cart"
        className="sk-button sk-card-add"
        data-state={cart.status}
        disabled={!product.inStock}
        aria-disabled={busy || undefined}
        aria-busy={cart.status === 'adding' || undefined}
        aria-describedby={describedBy}
        onClick={() => void cart.add(quantity)}
      >
        {label}
      </button>
      <span className="sk-visually-hidden" role="status">
        {cart.status === 'added' ? t('cart.addedToCart') : ''}
      </span>
      {cart.error ? (
        <p part="add-to-cart-error" className="sk-card-error" role="alert">
          {cart.error}
        </p>
      ) : null}
    </>
  );
}
