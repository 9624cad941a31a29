import { DEFAULT_MAX_QUANTITY, type ProductView } from '@storefront-kit/core';
import { QuantityStepper, useAddToCart, useCart, useMessages } from '@storefront-kit/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styles from './ProductPage.module.css';

/**
 * Quantity and Add to Cart (disabled when out of stock). Once the product is in the cart the
 * stepper shows and changes the cart's quantity, and the button reads 'In Cart (n)' (opening
 * the cart); right after an add, 'Added to Cart' with Continue Shopping and Checkout for 2 s.
 * A product on request gets Request a Quote instead.
 */
export function AddToCart({ product }: { product: ProductView }) {
  const t = useMessages();
  const cart = useCart();
  const navigate = useNavigate();
  const button = useAddToCart(product);
  const [quantity, setQuantity] = useState(1);

  if (product.priceOnRequest) {
    return (
      <div className={styles.buy}>
        <Link to="/contact" className="button">
          {t('product.requestQuote')}
        </Link>
      </div>
    );
  }

  const inCart = button.inCart;
  return (
    <div className={styles.buy}>
      <QuantityStepper.Root
        className={styles.stepper}
        value={inCart > 0 ? inCart : quantity}
        min={1}
        max={DEFAULT_MAX_QUANTITY}
        pending={cart.isPending(product.id)}
        disabled={!product.inStock}
        onValueChange={(value) => {
          if (inCart > 0) void cart.updateQuantity(product.id, value);
          else setQuantity(value);
        }}
      >
        <QuantityStepper.Decrement className={styles.stepButton} />
        <QuantityStepper.Input className={styles.stepInput} />
        <QuantityStepper.Increment className={styles.stepButton} />
        <QuantityStepper.MaxMessage className={styles.max} />
      </QuantityStepper.Root>
      {button.status === 'added' ? (
        <div className={styles.added} role="status">
          <span className={styles.addedLabel}>{t('cart.addedToCart')}</span>
          <Link to="/products" className="button button-secondary">
            {t('cart.continueShopping')}
          </Link>
          <button type="button" className="button" onClick={() => navigate('/checkout')}>
            {t('cart.checkout')}
          </button>
        </div>
      ) : inCart > 0 ? (
        <button type="button" className={`button ${styles.addButton}`} onClick={cart.open}>
          {t('cart.inCart', { count: inCart })}
        </button>
      ) : (
        <button
          type="button"
          className={`button ${styles.addButton}`}
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
        <p className={styles.addError} role="alert">
          {button.error}
        </p>
      ) : null}
    </div>
  );
}
