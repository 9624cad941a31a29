import type { Storefront } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import {
  ADDRESS,
  addCheapestProductToCart,
  makeStorefront,
  sandboxPaymentProvider,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCheckout } from './useCheckout';

let storefront: Storefront;
const toasts = () => storefront.notifications.toasts.value.map((toast) => toast.message);

// One fresh customer for this file, with one priced product in the server cart.
beforeAll(async () => {
  storefront = makeStorefront();
  await signUpFreshCustomer(storefront, 'Checkout Tester');
  await addCheapestProductToCart(storefront, 2);
});
afterAll(() => storefront.dispose());

describe('useCheckout', () => {
  it("gives the step indicator's buttons their state, and a click goes to that step", () => {
    const { provider } = sandboxPaymentProvider('dismiss');
    const { result } = renderHookWithProvider(() => useCheckout({ provider }), { storefront });
    const props = () => result.current.steps.map((view) => result.current.getStepProps(view));
    expect(props().map(({ onClick: _, ...rest }) => rest)).toEqual([
      { type: 'button', 'data-state': 'current', 'aria-current': 'step', disabled: false },
      { type: 'button', 'data-state': 'upcoming', 'aria-current': undefined, disabled: false },
      { type: 'button', 'data-state': 'upcoming', 'aria-current': undefined, disabled: false },
    ]);
    // A later step validates the current one first: an empty address stays on step 1.
    act(() => props()[1]?.onClick());
    expect(result.current.step).toBe(1);
    expect(result.current.errors.shipping.firstName).toBe('First name is required');
    act(() => {
      for (const [field, value] of Object.entries(ADDRESS)) {
        result.current.setField('shipping', field as keyof typeof ADDRESS, value);
      }
    });
    act(() => props()[1]?.onClick());
    expect(result.current.step).toBe(2);
    expect(props().map((p) => [p['data-state'], p['aria-current']])).toEqual([
      ['complete', undefined],
      ['current', 'step'],
      ['upcoming', undefined],
    ]);
    act(() => props()[0]?.onClick());
    expect(result.current.step).toBe(1);
  });

  it('keeps step 1 with the messages for invalid shipping, and moves on once valid', () => {
    const { provider } = sandboxPaymentProvider('dismiss');
    const { result } = renderHookWithProvider(() => useCheckout({ provider }), { storefront });
    expect(result.current.steps.map((s) => [s.label, s.state])).toEqual([
      ['Shipping Information', 'current'],
      ['Billing Information', 'upcoming'],
      ['Payment Method', 'upcoming'],
    ]);
    act(() => result.current.next());
    expect(result.current.step).toBe(1);
    expect(result.current.errors.shipping).toMatchObject({
      firstName: 'First name is required',
      address_line1: 'Address is required',
      pincode: 'Pincode is required',
    });
    act(() => {
      for (const [field, value] of Object.entries(ADDRESS)) {
        result.current.setField('shipping', field as keyof typeof ADDRESS, value);
      }
      result.current.setField('shipping', 'phone', '12345');
      result.current.setField('shipping', 'gstNumber', '06abcde1234f1z5');
    });
    expect(result.current.shipping.gstNumber).toBe('06ABCDE1234F1Z5');
    act(() => result.current.next());
    expect(result.current.step).toBe(1);
    expect(result.current.errors.shipping).toEqual({
      phone: 'Phone must be 10 digits starting with 6-9',
    });
    act(() => result.current.setField('shipping', 'phone', ADDRESS.phone));
    act(() => result.current.setField('shipping', 'gstNumber', ''));
    act(() => result.current.next());
    // Billing is the same as shipping by default: straight to the payment step.
    expect(result.current.step).toBe(3);
    expect(result.current.steps.map((s) => s.state)).toEqual(['complete', 'complete', 'current']);
  });

  it("validates a separate billing address with the 'Billing' prefix", () => {
    const { provider } = sandboxPaymentProvider('dismiss');
    const { result } = renderHookWithProvider(() => useCheckout({ provider }), { storefront });
    act(() => {
      for (const [field, value] of Object.entries(ADDRESS)) {
        result.current.setField('shipping', field as keyof typeof ADDRESS, value);
      }
      result.current.setSameAsShipping(false);
    });
    act(() => result.current.next());
    expect(result.current.step).toBe(2);
    act(() => result.current.next());
    expect(result.current.step).toBe(2);
    expect(result.current.errors.billing.firstName).toBe('Billing first name is required');
    act(() => result.current.previous());
    expect(result.current.step).toBe(1);
    act(() => result.current.goTo(3));
    expect(result.current.step).toBe(2);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ step: 1, status: 'editing' });
  });

  it('reports a closed dialog, then pays through the sandbox and reloads the emptied cart', async () => {
    const { provider, opened } = sandboxPaymentProvider('dismiss');
    const paid: unknown[] = [];
    const { result } = renderHookWithProvider(
      () => useCheckout({ provider, onPaid: (payment) => void paid.push(payment) }),
      { storefront },
    );
    act(() => {
      for (const [field, value] of Object.entries(ADDRESS)) {
        result.current.setField('shipping', field as keyof typeof ADDRESS, value);
      }
    });
    await act(async () => {
      await expect(result.current.pay()).resolves.toEqual({ status: 'cancelled' });
    });
    expect(result.current.status).toBe('cancelled');
    expect(toasts()).toContain('Payment cancelled by user');
    expect(opened[0]).toMatchObject({
      orderId: expect.stringMatching(/^order_/),
      amount: expect.any(Number),
      currency: 'INR',
      prefill: { name: 'Asha Verma', email: ADDRESS.email, contact: ADDRESS.phone },
    });
    // The amount the dialog gets is in paise, and the server's own: the cart total.
    expect(opened[0]?.amount).toBe(storefront.cart.totals.value.total);

    provider.mode = 'pay';
    let paying: Promise<unknown> | undefined;
    act(() => {
      paying = result.current.pay();
    });
    expect(result.current.paying).toBe(true);
    let outcome: unknown;
    await act(async () => {
      outcome = await paying;
    });
    expect(outcome).toMatchObject({
      status: 'paid',
      orderId: expect.stringMatching(/^order_/),
      paymentId: expect.stringMatching(/^pay_/),
    });
    expect(paid).toEqual([{ orderId: expect.any(String), paymentId: expect.any(String) }]);
    expect(result.current).toMatchObject({ status: 'paid', paying: false });
    expect(toasts()).toContain('Payment successful!');
    await waitFor(() => expect(storefront.cart.state.value.items).toEqual([]));
  });
});
