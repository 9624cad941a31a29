import type { MessageOverrides } from '../messages/defaultMessages';
import { clearFieldError } from '../validation/clearFieldError';
import { normalizeGstin } from '../validation/gstin';
import { hasErrors } from '../validation/hasErrors';
import type { FieldErrors } from '../validation/types';
import {
  type AddressField,
  validateAddress,
  validateBillingAddress,
} from '../validation/validateAddress';

/** 1 Shipping Information, 2 Billing Information, 3 Payment Method. */
export type CheckoutStep = 1 | 2 | 3;

/**
 * Where the checkout is: the shopper edits the forms, then Pay Now goes through
 * `creating-order` → `awaiting-payment` (the dialog is open) → `verifying` → `paid`, or ends
 * `failed` / `cancelled` (both editable again).
 */
export type CheckoutStatus =
  | 'editing'
  | 'creating-order'
  | 'awaiting-payment'
  | 'verifying'
  | 'paid'
  | 'failed'
  | 'cancelled';

/**
 * Where a payment failed: `init` (it could not start: the storefront goes to /failure),
 * `payment` (the provider reported the payment failed) or `verify` (the signature check).
 */
export type PaymentFailureStage = 'init' | 'payment' | 'verify';

/** The values of an address form, as typed (GST number upper-cased as typed). */
export type AddressForm = Record<AddressField, string>;
/** The billing form: an address plus "Same as shipping address" (default true). */
export type BillingForm = AddressForm & { sameAsShipping: boolean };

export interface CheckoutState {
  readonly step: CheckoutStep;
  readonly shipping: Readonly<AddressForm>;
  readonly billing: Readonly<BillingForm>;
  /** Messages of the last validation of each form; a field's entry clears when it is edited. */
  readonly errors: {
    readonly shipping: FieldErrors<AddressField>;
    readonly billing: FieldErrors<AddressField>;
  };
  readonly status: CheckoutStatus;
  /** Message of the last failure, for the shopper (status `failed`). */
  readonly error: string | null;
  readonly failureStage: PaymentFailureStage | null;
  /** The provider's order id (`order_…`) once created. */
  readonly orderId: string | null;
  /** The provider's payment id once the dialog reported success. */
  readonly paymentId: string | null;
}

export type CheckoutAction =
  | { type: 'set-field'; form: 'shipping' | 'billing'; field: AddressField; value: string }
  | { type: 'set-same-as-shipping'; value: boolean }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'go-to'; step: CheckoutStep }
  /** Pay Now: validates both forms, then starts creating the order. */
  | { type: 'pay' }
  | { type: 'order-created'; orderId: string }
  | { type: 'payment-authorized'; paymentId: string }
  | { type: 'paid' }
  | { type: 'failed'; stage: PaymentFailureStage; message: string }
  | { type: 'cancelled' }
  | { type: 'reset' };

const emptyAddress: AddressForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address_line1: '',
  city: '',
  state: '',
  pincode: '',
  country: 'India',
  gstNumber: '',
  companyName: '',
};

export const initialCheckoutState: CheckoutState = {
  step: 1,
  shipping: emptyAddress,
  billing: { ...emptyAddress, sameAsShipping: true },
  errors: { shipping: {}, billing: {} },
  status: 'editing',
  error: null,
  failureStage: null,
  orderId: null,
  paymentId: null,
};

/** True while a payment is in flight: the forms and steps are locked then. */
export function isPaymentInFlight(status: CheckoutStatus): boolean {
  return status === 'creating-order' || status === 'awaiting-payment' || status === 'verifying';
}

const PAYMENT_EVENTS: ReadonlySet<CheckoutAction['type']> = new Set([
  'order-created',
  'payment-authorized',
  'paid',
  'failed',
  'cancelled',
]);

/**
 * Validates the steps before `target` and moves there, or to the first step that fails
 * (its errors shown). Billing counts as valid while it is the same as shipping.
 */
function validateUpTo(
  state: CheckoutState,
  target: CheckoutStep,
  messages: MessageOverrides | undefined,
): CheckoutState {
  const shipping = validateAddress(state.shipping, { messages });
  const billing =
    target === 3 ? validateBillingAddress(state.billing, { messages }) : state.errors.billing;
  const step = hasErrors(shipping) ? 1 : target === 3 && hasErrors(billing) ? 2 : target;
  return { ...state, step, errors: { shipping, billing } };
}

/**
 * The checkout's state transitions, pure: the forms, the three steps and the payment
 * lifecycle. Edits are ignored while a payment is in flight, and payment events outside one.
 * `messages` only changes the wording of validation errors.
 */
export function checkoutReducer(
  state: CheckoutState,
  action: CheckoutAction,
  messages?: MessageOverrides,
): CheckoutState {
  if (isPaymentInFlight(state.status) !== PAYMENT_EVENTS.has(action.type)) return state;
  switch (action.type) {
    case 'set-field': {
      const { form, field } = action;
      const value = field === 'gstNumber' ? normalizeGstin(action.value) : action.value;
      return {
        ...state,
        [form]: { ...state[form], [field]: value },
        errors: { ...state.errors, [form]: clearFieldError(state.errors[form], field) },
      };
    }
    case 'set-same-as-shipping':
      return {
        ...state,
        billing: { ...state.billing, sameAsShipping: action.value },
        errors: { ...state.errors, billing: action.value ? {} : state.errors.billing },
      };
    case 'next':
      if (state.step === 3) return state;
      // With billing the same as shipping there is nothing to fill in on step 2.
      return validateUpTo(
        state,
        state.step === 2 || state.billing.sameAsShipping ? 3 : 2,
        messages,
      );
    case 'previous':
      if (state.step === 1) return state;
      return { ...state, step: state.step === 3 && !state.billing.sameAsShipping ? 2 : 1 };
    case 'go-to':
      if (action.step === state.step) return state;
      return action.step < state.step
        ? { ...state, step: action.step }
        : validateUpTo(state, action.step, messages);
    case 'pay': {
      const validated = validateUpTo(state, 3, messages);
      const fresh = { error: null, failureStage: null, orderId: null, paymentId: null };
      return validated.step === 3
        ? { ...validated, ...fresh, status: 'creating-order' }
        : { ...validated, ...fresh, status: 'editing' };
    }
    case 'order-created':
      return { ...state, status: 'awaiting-payment', orderId: action.orderId };
    case 'payment-authorized':
      return { ...state, status: 'verifying', paymentId: action.paymentId };
    case 'paid':
      return { ...state, status: 'paid' };
    case 'failed':
      return { ...state, status: 'failed', failureStage: action.stage, error: action.message };
    case 'cancelled':
      return { ...state, status: 'cancelled' };
    case 'reset':
      return initialCheckoutState;
    default:
      action satisfies never;
      return state;
  }
}
