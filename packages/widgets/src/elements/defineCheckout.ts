import { defineElement } from '../dom/defineElement';
import { cartCss } from '../widgets/Cart/cartCss';
import { CheckoutWidget, type CheckoutWidgetProps } from '../widgets/Checkout/CheckoutWidget';
import { checkoutCss } from '../widgets/Checkout/checkoutCss';

const url = (value: string | null) => value?.trim() || undefined;

/**
 * `<sk-checkout success-url="/thank-you?order={orderId}" continue-shopping-url="/" orders-url="/account">`:
 * the three-step checkout of the page's cart with its order summary; pays through the API's
 * payment gateway (Razorpay Checkout, or the reference server's sandbox) and dispatches
 * `sk:order-placed` `{ orderId, paymentId }`. A guest is asked to sign in first.
 */
export const defineCheckout = () =>
  defineElement<Omit<CheckoutWidgetProps, 'paymentProvider'>>('sk-checkout', {
    component: CheckoutWidget,
    css: [cartCss, checkoutCss],
    attributes: {
      'success-url': url,
      'continue-shopping-url': url,
      'orders-url': url,
    },
  });
