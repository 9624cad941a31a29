import { cartButtonCss } from './cartButtonCss';
import { cartDrawerCss } from './cartDrawerCss';

export { cartButtonCss, cartDrawerCss };

/**
 * The cart button and drawer sheets together (adopted after `baseCss` in the widget's shadow
 * root; it includes `dialogCss`), for a React app rendering the cart widgets in a shadow root of
 * its own; the script tag's cart elements adopt `cartButtonCss`, and the drawer brings
 * `cartDrawerCss` when it loads. Only `--_sk-*` tokens; parts for `::part()`:
 * cart-button, cart-count, drawer, drawer-header, drawer-title, drawer-close,
 * drawer-loading, drawer-empty, drawer-filled, lines, line, line-image, line-name, line-meta,
 * line-sku, line-price, line-original-price, line-percent-off, line-stock, line-quantity,
 * line-max, line-remove, coupon, coupon-input, coupon-apply, coupon-applied, coupon-remove,
 * coupon-message, summary, drawer-actions, checkout, clear, continue-shopping.
 */
export const cartCss = `${cartButtonCss}${cartDrawerCss}`;
