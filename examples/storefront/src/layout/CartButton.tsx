import { cartMessages } from '@storefront-kit/core';
import { useCart, useTranslator } from '@storefront-kit/react';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '../components/Icon';
import './CartButton.css';

// The drawer's code (dialog, lines, coupon box) loads on first use, not with the page.
const loadDrawer = () => import('./CartDrawer');
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

/**
 * The header's cart button with its item-count badge (spec 1 'Cart drawer'). It opens the cart
 * (`cart.open()`, as an add elsewhere may); the drawer itself is loaded the first time the cart
 * opens, and prefetched when the pointer or focus reaches the button.
 */
export function CartButton() {
  const t = useTranslator(cartMessages);
  const cart = useCart();
  const [used, setUsed] = useState(false);
  if (cart.isOpen && !used) setUsed(true);
  const count = cart.totals.totalItems;
  return (
    <>
      <button
        type="button"
        className="cart-button-trigger"
        aria-haspopup="dialog"
        aria-expanded={cart.isOpen}
        data-state={cart.isOpen ? 'open' : 'closed'}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={cart.open}
      >
        <Icon name="cart" size={22} />
        <span className="visually-hidden">{t('cart.title')}</span>
        {/* The badge: the number of items (`Cart.Count`'s markup, without the cart parts' code). */}
        <span className="cart-button-badge" data-state={count ? 'filled' : 'empty'}>
          {count}
        </span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
