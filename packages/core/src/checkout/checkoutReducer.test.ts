import { describe, expect, it } from 'vitest';
import {
  type AddressForm,
  type CheckoutAction,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
  isPaymentInFlight,
} from './checkoutReducer';

const address: AddressForm = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: 'Plot 12, Sector 44',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122003',
  country: 'India',
  gstNumber: '',
  companyName: '',
};

const run = (state: CheckoutState, ...actions: CheckoutAction[]) =>
  actions.reduce((current, action) => checkoutReducer(current, action), state);

const filled: CheckoutState = { ...initialCheckoutState, shipping: address };
const separateBilling: CheckoutState = {
  ...filled,
  billing: { ...address, firstName: 'Ravi', sameAsShipping: false },
};

describe('initialCheckoutState', () => {
  it('starts on step 1, editing, billing same as shipping, country India', () => {
    expect(initialCheckoutState.step).toBe(1);
    expect(initialCheckoutState.status).toBe('editing');
    expect(initialCheckoutState.billing.sameAsShipping).toBe(true);
    expect(initialCheckoutState.shipping.country).toBe('India');
    expect(initialCheckoutState.billing.country).toBe('India');
    expect(initialCheckoutState.errors).toEqual({ shipping: {}, billing: {} });
  });
});

describe('set-field', () => {
  it('sets a value and clears only that field error', () => {
    const invalid = run(initialCheckoutState, { type: 'next' });
    expect(invalid.errors.shipping.firstName).toBe('First name is required');
    const next = run(invalid, {
      type: 'set-field',
      form: 'shipping',
      field: 'firstName',
      value: 'Asha',
    });
    expect(next.shipping.firstName).toBe('Asha');
    expect(next.errors.shipping.firstName).toBeUndefined();
    expect(next.errors.shipping.lastName).toBe('Last name is required');
  });

  it('normalises the GST number as typed', () => {
    const next = run(initialCheckoutState, {
      type: 'set-field',
      form: 'billing',
      field: 'gstNumber',
      value: '27aapfu 0939f1zvXX',
    });
    expect(next.billing.gstNumber).toBe('27AAPFU0939F1ZV');
    expect(next.billing.sameAsShipping).toBe(true);
  });
});

describe('next / previous', () => {
  it('stays on step 1 with errors while shipping is invalid', () => {
    const next = run(initialCheckoutState, { type: 'next' });
    expect(next.step).toBe(1);
    expect(Object.keys(next.errors.shipping)).toHaveLength(8);
  });

  it('goes from 1 straight to 3 when billing is the same as shipping, and back', () => {
    const at3 = run(filled, { type: 'next' });
    expect(at3.step).toBe(3);
    expect(at3.errors).toEqual({ shipping: {}, billing: {} });
    expect(run(at3, { type: 'next' })).toBe(at3);
    expect(run(at3, { type: 'previous' }).step).toBe(1);
  });

  it('goes 1 → 2 → 3 with a separate billing address, and back 3 → 2 → 1', () => {
    const at2 = run(separateBilling, { type: 'next' });
    expect(at2.step).toBe(2);
    const at3 = run(at2, { type: 'next' });
    expect(at3.step).toBe(3);
    expect(run(at3, { type: 'previous' }).step).toBe(2);
    expect(run(at3, { type: 'previous' }, { type: 'previous' }).step).toBe(1);
    expect(run(at3, { type: 'previous' }, { type: 'previous' }, { type: 'previous' }).step).toBe(1);
  });

  it('validates billing on step 2 with the Billing prefix', () => {
    const at2 = run(
      { ...filled, billing: { ...initialCheckoutState.billing, sameAsShipping: false } },
      { type: 'next' },
      { type: 'next' },
    );
    expect(at2.step).toBe(2);
    expect(at2.errors.billing.firstName).toBe('Billing first name is required');
    expect(at2.errors.billing.pincode).toBe('Billing pincode is required');
  });

  it('translates validation errors with the given messages', () => {
    const next = checkoutReducer(
      initialCheckoutState,
      { type: 'next' },
      {
        'checkout.required': '{field} chahiye',
      },
    );
    expect(next.errors.shipping.city).toBe('City chahiye');
  });
});

describe('set-same-as-shipping', () => {
  it('clears billing errors when switched on', () => {
    const invalid = run(
      { ...filled, billing: { ...initialCheckoutState.billing, sameAsShipping: false } },
      { type: 'next' },
      { type: 'next' },
    );
    expect(Object.keys(invalid.errors.billing).length).toBeGreaterThan(0);
    const same = run(invalid, { type: 'set-same-as-shipping', value: true });
    expect(same.billing.sameAsShipping).toBe(true);
    expect(same.errors.billing).toEqual({});
    expect(run(same, { type: 'next' }).step).toBe(3);
  });

  it('keeps billing errors when switched off', () => {
    const state = {
      ...filled,
      errors: { shipping: {}, billing: { city: 'Billing city is required' } },
    };
    expect(run(state, { type: 'set-same-as-shipping', value: false }).errors.billing).toEqual({
      city: 'Billing city is required',
    });
  });
});

describe('go-to', () => {
  it('moves back freely', () => {
    const at3 = run(separateBilling, { type: 'next' }, { type: 'next' });
    expect(run(at3, { type: 'go-to', step: 1 }).step).toBe(1);
    expect(run(at3, { type: 'go-to', step: 2 }).step).toBe(2);
    expect(run(at3, { type: 'go-to', step: 3 })).toBe(at3);
  });

  it('moves forward only to validated steps', () => {
    const blocked = run(initialCheckoutState, { type: 'go-to', step: 3 });
    expect(blocked.step).toBe(1);
    expect(blocked.errors.shipping.email).toBe('Email is required');
    expect(run(filled, { type: 'go-to', step: 2 }).step).toBe(2);
    expect(run(filled, { type: 'go-to', step: 3 }).step).toBe(3);
  });

  it('stops at billing when it fails on the way to step 3', () => {
    const state = { ...filled, billing: { ...address, city: '', sameAsShipping: false } };
    const next = run(state, { type: 'go-to', step: 3 });
    expect(next.step).toBe(2);
    expect(next.errors.billing).toEqual({ city: 'Billing city is required' });
  });
});

describe('payment lifecycle', () => {
  it('pay validates and jumps to the first failing step', () => {
    const at3 = run(separateBilling, { type: 'next' }, { type: 'next' });
    const broken = { ...at3, billing: { ...at3.billing, phone: '123' } };
    const next = run(broken, { type: 'pay' });
    expect(next.status).toBe('editing');
    expect(next.step).toBe(2);
    expect(next.errors.billing.phone).toBe('Billing phone must be 10 digits starting with 6-9');
  });

  it('pay starts creating the order when both forms are valid', () => {
    const failed = {
      ...filled,
      status: 'failed' as const,
      error: 'x',
      failureStage: 'init' as const,
    };
    const next = run(failed, { type: 'pay' });
    expect(next).toMatchObject({
      step: 3,
      status: 'creating-order',
      error: null,
      failureStage: null,
      orderId: null,
      paymentId: null,
    });
  });

  it('runs creating-order → awaiting-payment → verifying → paid', () => {
    const paid = run(
      filled,
      { type: 'pay' },
      { type: 'order-created', orderId: 'order_1' },
      { type: 'payment-authorized', paymentId: 'pay_1' },
      { type: 'paid' },
    );
    expect(paid).toMatchObject({ status: 'paid', orderId: 'order_1', paymentId: 'pay_1' });
  });

  it('records failures and cancellation', () => {
    const started = run(filled, { type: 'pay' });
    expect(
      run(started, { type: 'failed', stage: 'init', message: 'Failed to create order' }),
    ).toMatchObject({ status: 'failed', failureStage: 'init', error: 'Failed to create order' });
    expect(
      run(started, { type: 'order-created', orderId: 'order_1' }, { type: 'cancelled' }),
    ).toMatchObject({ status: 'cancelled', orderId: 'order_1' });
  });

  it('locks edits, steps and reset while a payment is in flight', () => {
    const busy = run(filled, { type: 'pay' }, { type: 'order-created', orderId: 'order_1' });
    const edits: CheckoutAction[] = [
      { type: 'set-field', form: 'shipping', field: 'city', value: 'Pune' },
      { type: 'set-same-as-shipping', value: false },
      { type: 'previous' },
      { type: 'go-to', step: 1 },
      { type: 'pay' },
      { type: 'reset' },
    ];
    for (const action of edits) expect(checkoutReducer(busy, action)).toBe(busy);
  });

  it('ignores payment events when no payment is in flight', () => {
    const events: CheckoutAction[] = [
      { type: 'order-created', orderId: 'order_1' },
      { type: 'payment-authorized', paymentId: 'pay_1' },
      { type: 'paid' },
      { type: 'failed', stage: 'verify', message: 'Payment validation failed' },
      { type: 'cancelled' },
    ];
    for (const action of events) expect(checkoutReducer(filled, action)).toBe(filled);
  });

  it('ignores an unknown action', () => {
    expect(checkoutReducer(filled, { type: 'unknown' } as unknown as CheckoutAction)).toBe(filled);
  });

  it('reset returns to the initial state', () => {
    expect(run(filled, { type: 'next' }, { type: 'reset' })).toBe(initialCheckoutState);
  });
});

describe('isPaymentInFlight', () => {
  it('is true only between Pay Now and the outcome', () => {
    expect(
      (
        [
          'editing',
          'creating-order',
          'awaiting-payment',
          'verifying',
          'paid',
          'failed',
          'cancelled',
        ] as const
      ).map(isPaymentInFlight),
    ).toEqual([false, true, true, true, false, false, false]);
  });
});
