import {
  type AddressField,
  COMPANY_PROFILE,
  cartMessages,
  checkoutMessages,
} from '@storefront-kit/core';
import {
  useCart,
  useCheckout,
  useCheckoutFocus,
  useSession,
  useTranslator,
} from '@storefront-kit/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { whenIdle } from '../../components/whenIdle';
import './Checkout.css';
import { ShippingStep, StepIndicator } from './CheckoutSteps';
import { checkoutText } from './checkoutCopy';
import { takeCheckoutDraft } from './checkoutDraft';
import { OrderSummary } from './OrderSummary';
import { lazyRazorpayProvider } from './paymentProvider';

const strings = { ...cartMessages, ...checkoutMessages };

// The billing and payment steps come after the shipping step, so not with the page: they load
// when the browser is idle after its first paint (or on the move to them, if that is sooner).
const loadLaterSteps = () => import('./CheckoutLaterSteps');
const BillingStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.BillingStep })));
const PaymentStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.PaymentStep })));

/** What the page shows. */
type CheckoutView = 'guest' | 'loading' | 'empty' | 'filled' | 'paid';

/** The navigation state /success reads (spec 2 'Order success'). */
export interface SuccessState {
  readonly orderId: string;
  readonly paymentId: string;
}

/** The navigation state /failure reads (spec 2 'Payment failed'). */
export interface FailureState {
  readonly error: string;
}

/**
 * `/checkout` (spec 2 'Checkout', §4, §5, §7, §8) on `useCheckout`: the step indicator, the
 * shipping form, the billing form with 'Same as shipping address', the review with Pay Now,
 * and the order summary beside them. Next and Pay Now move the focus to the first invalid
 * field, a step change to the step's heading. Pay Now creates the payment order, opens the
 * payment dialog (Razorpay Checkout from the script the server names) and verifies the payment;
 * a double press creates one order. Paid: core's 'Payment successful!', the cart reloaded
 * (emptied by the server), then /success with the ids. A payment that cannot start: /failure
 * with the reason (the addresses kept for Try Again). A failed payment or a closed dialog stays
 * here with the message, the cart as it was. A guest is asked to sign in or sign up (and comes
 * back here, the guest cart merged into the account's); an empty cart links to the products.
 */
export function CheckoutPage() {
  const t = useTranslator(strings);
  usePageMeta(checkoutText('checkout.title'), checkoutText('checkout.description'));
  const session = useSession();
  const cart = useCart();
  // Created once; its code and the checkout script load only when Pay Now first opens the
  // dialog.
  const [provider] = useState(() => lazyRazorpayProvider({ name: COMPANY_PROFILE.name }));
  const checkout = useCheckout({ provider });
  const id = useId();
  const headingId = `${id}-heading`;
  // A Next or Pay Now that found errors focuses the first invalid field; a new step, its heading.
  const { panelRef, headingRef, validated } = useCheckoutFocus(checkout.step);

  const { setField, setSameAsShipping } = checkout;
  useEffect(() => {
    // Back from /failure (Try Again): the addresses as the shopper left them.
    const draft = takeCheckoutDraft();
    if (!draft) return;
    for (const [field, value] of Object.entries(draft.shipping)) {
      setField('shipping', field as AddressField, value);
    }
    for (const [field, value] of Object.entries(draft.billing)) {
      if (typeof value === 'string') setField('billing', field as AddressField, value);
    }
    setSameAsShipping(draft.billing.sameAsShipping);
  }, [setField, setSameAsShipping]);

  const { reload } = cart;
  const cartIdle = cart.status === 'idle';
  useEffect(() => {
    if (cartIdle) void reload();
  }, [cartIdle, reload]);

  const { step } = checkout;

  useEffect(() => whenIdle(() => void loadLaterSteps().catch(() => undefined)), []);

  const view: CheckoutView =
    checkout.status === 'paid'
      ? 'paid'
      : !session.isLoggedIn
        ? 'guest'
        : cart.items.length
          ? 'filled'
          : cart.status === 'ready'
            ? 'empty'
            : 'loading';

  const content = (() => {
    switch (view) {
      case 'guest':
        return (
          <div className="checkout-state">
            <h2 className="checkout-state-title">{checkoutText('checkout.guestTitle')}</h2>
            <p>{checkoutText('checkout.guestBody')}</p>
            <div className="checkout-state-actions">
              <Link to="/auth?next=/checkout" className="button">
                {checkoutText('checkout.guestSignIn')}
              </Link>
              <Link to="/auth?mode=signup&next=/checkout" className="button button-secondary">
                {checkoutText('checkout.guestSignUp')}
              </Link>
            </div>
          </div>
        );
      case 'loading':
        return (
          <div className="checkout-loading" aria-busy="true">
            <span className="visually-hidden" role="status">
              {checkoutText('checkout.loading')}
            </span>
            {[0, 1, 2].map((row) => (
              <span key={row} aria-hidden="true" className="skeleton checkout-skeleton-line" />
            ))}
          </div>
        );
      case 'empty':
        return (
          <div className="checkout-state">
            <h2 className="checkout-state-title">{t('cart.empty')}</h2>
            <p>{t('cart.emptyHint')}</p>
            <Link to="/products" className="button">
              {t('cart.continueShopping')}
            </Link>
          </div>
        );
      case 'paid':
        return (
          <p className="checkout-state" role="status">
            {checkoutText('checkout.redirecting')}
          </p>
        );
      case 'filled':
        break;
      default:
        view satisfies never;
    }
    const labels = checkout.steps.map((entry) => entry.label);
    const stepProps = { checkout, idPrefix: id, headingId, onValidated: validated };
    return (
      <div className="checkout-grid">
        <div className="checkout-main">
          <StepIndicator checkout={checkout} />
          <div ref={panelRef} className="checkout-panel" data-step={step}>
            <h2 ref={headingRef} id={headingId} tabIndex={-1} className="checkout-panel-title">
              <span className="checkout-step-of">{checkoutText('checkout.stepOf', { step })}</span>{' '}
              {labels[step - 1]}
            </h2>
            {step === 1 ? <ShippingStep {...stepProps} /> : null}
            <Suspense fallback={<div className="checkout-step-loading" aria-hidden="true" />}>
              {step === 2 ? <BillingStep {...stepProps} /> : null}
              {step === 3 ? (
                <PaymentStep checkout={checkout} headingId={headingId} onValidated={validated} />
              ) : null}
            </Suspense>
          </div>
        </div>
        <OrderSummary locked={checkout.paying} />
      </div>
    );
  })();

  return (
    <div className="container checkout-page" data-state={view}>
      <h1 className="checkout-title">{checkoutText('checkout.title')}</h1>
      {content}
    </div>
  );
}
