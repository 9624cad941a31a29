import {
  type AddressField,
  apiMessages,
  authFeature,
  cartFeature,
  cartMessages,
  checkoutMessages,
  couponFeature,
  type PaidPayment,
  type PaymentProvider,
  queriesFeature,
  sessionMessages,
} from '@storefront-kit/core';
import {
  type UseCheckoutResult,
  useCart,
  useCheckout,
  useCheckoutFocus,
  useSession,
  useStorefront,
  useTranslator,
} from '@storefront-kit/react';
import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo } from 'react';
import { getPageConfig } from '../../dom/configurePage';
import { paymentsFeature } from '../../shared/features/paymentsFeature';
import { requestSignIn } from '../../shared/signInRequest';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';
import { LoadBoundary } from '../SignIn/LoadBoundary';
import { SignInRequestHost } from '../SignIn/SignInRequestHost';
import { AddressFields } from './AddressFields';
import { OrderSummary } from './OrderSummary';

const strings = { ...apiMessages, ...cartMessages, ...checkoutMessages, ...sessionMessages };

// Steps 2 and 3, Pay Now and the confirmation load when the shopper first leaves step 1.
const steps = () => import('./CheckoutSteps');
const BillingStep = lazy(() => steps().then((module) => ({ default: module.BillingStep })));
const PaymentStep = lazy(() => steps().then((module) => ({ default: module.PaymentStep })));
const Confirmation = lazy(() => steps().then((module) => ({ default: module.Confirmation })));

/** Where a lazily loaded part shows: busy while it loads, an alert if it cannot load. */
function Later({ children }: { children: ReactNode }) {
  const t = useTranslator(strings);
  return (
    <LoadBoundary
      fallback={
        <p part="load-error" className="sk-alert" role="alert">
          {t('api.unexpected')}
        </p>
      }
    >
      <Suspense fallback={<div className="sk-checkout-pending" aria-busy="true" />}>
        {children}
      </Suspense>
    </LoadBoundary>
  );
}

/** Props of {@link CheckoutWidget}. */
export interface CheckoutWidgetProps {
  /**
   * Where to go once the payment is verified (through the cancelable `sk:navigate`), with
   * `{orderId}` and `{paymentId}` filled in. Without it the order-placed confirmation shows.
   * @example '/thank-you?order={orderId}&payment={paymentId}'
   */
  successUrl?: string;
  /** Continue Shopping and Add More Items. @default '/' */
  continueShoppingUrl?: string;
  /** View Orders on the confirmation. @default '/dashboard' */
  ordersUrl?: string;
  /**
   * The payment dialog.
   * @default Razorpay Checkout, loaded on the first Pay Now from the script the server's
   * create-order answer names (the reference server's offline sandbox gateway)
   */
  paymentProvider?: PaymentProvider;
}

/** The view the checkout shows. */
type CheckoutView = 'loading' | 'empty' | 'filled' | 'paid';

const fill = (template: string, payment: PaidPayment) =>
  template
    .replaceAll('{orderId}', encodeURIComponent(payment.orderId))
    .replaceAll('{paymentId}', encodeURIComponent(payment.paymentId));

/** Pay Now's default provider, loading the Razorpay adapter on the first payment only. */
function useDefaultProvider(): PaymentProvider {
  const { messages } = useStorefront();
  return useMemo(() => {
    let provider: Promise<PaymentProvider> | undefined;
    return {
      open(request) {
        provider ??= import('./defaultPaymentProvider').then((module) =>
          module.defaultPaymentProvider({ nonce: getPageConfig().nonce, messages }),
        );
        return provider.then((loaded) => loaded.open(request));
      },
    };
  }, [messages]);
}

function StepIndicator({ checkout }: { checkout: UseCheckoutResult }) {
  return (
    <ol part="steps" className="sk-steps">
      {checkout.steps.map((step) => (
        <li key={step.step} className="sk-step" data-state={step.state}>
          <button {...checkout.getStepProps(step)} part="step" className="sk-step-button">
            <span className="sk-step-number" aria-hidden="true">
              {step.step}
            </span>
            <span>{step.label}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

/**
 * The three-step checkout inline (spec 2 'Checkout'): the step indicator (1 Shipping
 * Information, 2 Billing Information, 3 Payment Method), the shipping form, the billing form
 * with 'Same as shipping address', the review with Pay Now, and the order summary beside them.
 * Every field shows the spec's message under it; Next and Pay Now move the focus to the first
 * invalid field. Pay Now creates the payment order, opens the payment dialog and verifies the
 * payment ('Processing...' meanwhile; a double click creates one order), then dispatches
 * `sk:order-placed` `{ orderId, paymentId }` and shows 'Order Placed Successfully' (or goes to
 * `successUrl`). A failed payment shows 'Payment Failed' and the reason, a closed dialog
 * 'Payment cancelled by user'; the cart stays as it was. A guest is asked to sign in first
 * (the page's sign-in modal; the local cart is merged into the server cart). An empty cart
 * shows 'Your cart is empty'. Style it with `checkoutCss` after `cartCss` (parts: checkout,
 * steps, step, step-panel, shipping-fields, billing-fields, field…, same-as-shipping, next,
 * previous, pay-now, payment-status, payment-error, guest, order-summary, lines, line…,
 * summary, confirmation, empty).
 *
 * @example <CheckoutWidget successUrl="/thank-you?order={orderId}" />
 */
export function CheckoutWidget({
  successUrl,
  continueShoppingUrl = '/',
  ordersUrl = '/dashboard',
  paymentProvider,
}: CheckoutWidgetProps) {
  useStorefrontFeatures(authFeature, cartFeature, couponFeature, queriesFeature, paymentsFeature);
  const t = useTranslator(strings);
  const env = useWidgetEnvironment();
  const session = useSession();
  const cart = useCart();
  const defaultProvider = useDefaultProvider();
  const checkout = useCheckout({
    provider: paymentProvider ?? defaultProvider,
    // Once per verified payment (a double click shares one payment).
    onPaid: (payment) => {
      env.emit('sk:order-placed', payment);
      if (successUrl) env.navigate(fill(successUrl, payment));
    },
  });
  const id = useId();
  // A Next or Pay Now that found errors focuses the first invalid field; a new step, its heading.
  const { panelRef, headingRef, validated } = useCheckoutFocus(checkout.step);

  const { reload } = cart;
  const cartIdle = cart.status === 'idle';
  useEffect(() => {
    if (cartIdle) void reload();
  }, [cartIdle, reload]);

  const { step } = checkout;

  // Paid wins over the cart (emptied by the payment) from the moment the payment is verified.
  const paid: PaidPayment | null =
    checkout.status === 'paid' && checkout.orderId && checkout.paymentId
      ? { orderId: checkout.orderId, paymentId: checkout.paymentId }
      : null;
  const view: CheckoutView = paid
    ? 'paid'
    : cart.items.length
      ? 'filled'
      : cart.status === 'ready'
        ? 'empty'
        : 'loading';

  const go = (to: 'shop' | 'orders') =>
    env.navigate(to === 'shop' ? continueShoppingUrl : ordersUrl);

  const content = (() => {
    switch (view) {
      case 'loading':
        return (
          <div part="loading" className="sk-checkout-loading" aria-busy="true">
            <span aria-hidden="true" className="sk-skeleton sk-skeleton-line" />
            <span aria-hidden="true" className="sk-skeleton sk-skeleton-line" />
          </div>
        );
      case 'empty':
        return (
          <div part="empty" className="sk-checkout-empty">
            <p className="sk-checkout-empty-title">{t('cart.empty')}</p>
            <p className="sk-checkout-muted">{t('cart.emptyHint')}</p>
            <button
              type="button"
              part="continue-shopping"
              className="sk-button"
              onClick={() => go('shop')}
            >
              {t('cart.continueShopping')}
            </button>
          </div>
        );
      case 'paid':
        return paid ? (
          <Later>
            <Confirmation payment={paid} onNavigate={go} />
          </Later>
        ) : null;
      case 'filled':
        break;
      default:
        view satisfies never;
    }
    const labels = checkout.steps.map((entry) => entry.label);
    const stepProps = { checkout, labels, idPrefix: id, onValidated: validated };
    return (
      <div className="sk-checkout-grid">
        <div className="sk-checkout-main">
          {session.isLoggedIn ? null : (
            <div part="guest" className="sk-checkout-guest">
              <span>{t('session.welcomeGuest')}</span>
              <button
                type="button"
                part="guest-sign-in"
                className="sk-button sk-button-small"
                aria-haspopup="dialog"
                onClick={() => {
                  void requestSignIn();
                }}
              >
                {t('session.signIn')}
              </button>
            </div>
          )}
          <StepIndicator checkout={checkout} />
          <div ref={panelRef} part="step-panel" className="sk-step-panel" data-step={step}>
            <h2 ref={headingRef} tabIndex={-1} className="sk-checkout-heading">
              {labels[step - 1]}
            </h2>
            {step === 1 ? (
              <form
                className="sk-form"
                noValidate
                aria-label={labels[0]}
                onSubmit={(event) => {
                  event.preventDefault();
                  // Billing is always shown as its own step, with 'Same as shipping address'.
                  checkout.goTo(2);
                  validated();
                }}
              >
                <AddressFields
                  form="shipping"
                  idPrefix={id}
                  values={checkout.shipping}
                  errors={checkout.errors.shipping}
                  onChange={(field: AddressField, value) =>
                    checkout.setField('shipping', field, value)
                  }
                />
                <div className="sk-checkout-actions">
                  <button type="submit" part="next" className="sk-button">
                    {t('checkout.next')}
                  </button>
                </div>
              </form>
            ) : null}
            {step === 2 ? (
              <Later>
                <BillingStep {...stepProps} />
              </Later>
            ) : null}
            {step === 3 ? (
              <Later>
                <PaymentStep {...stepProps} />
              </Later>
            ) : null}
          </div>
        </div>
        <OrderSummary locked={checkout.paying} onAddMore={() => go('shop')} />
      </div>
    );
  })();

  return (
    <div part="checkout" className="sk-checkout" data-state={view}>
      {content}
      <SignInRequestHost />
    </div>
  );
}
