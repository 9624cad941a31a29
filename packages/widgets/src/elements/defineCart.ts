import { defineElement } from '../dom/defineElement';
import { CartButtonWidget } from '../widgets/Cart/CartButtonWidget';
import { CartDrawerWidget, type CartDrawerWidgetProps } from '../widgets/Cart/CartDrawerWidget';
import { cartButtonCss } from '../widgets/Cart/cartButtonCss';

const attributes = { 'checkout-url': (value: string | null) => value ?? undefined };

/**
 * `<sk-cart-button checkout-url="/checkout">`: the cart button with its count badge and drawer.
 * `<sk-cart-drawer>`: the drawer alone, for pages that open the cart another way
 * (`storefront.cart.open()`); do not use both on one page.
 */
export function defineCart(): void {
  defineElement<CartDrawerWidgetProps>('sk-cart-button', {
    component: CartButtonWidget,
    css: cartButtonCss,
    attributes,
  });
  defineElement<CartDrawerWidgetProps>('sk-cart-drawer', {
    component: CartDrawerWidget,
    css: cartButtonCss,
    attributes,
  });
}
