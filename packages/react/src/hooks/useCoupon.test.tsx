import { formatINR, type Storefront } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import {
  addCheapestProductToCart,
  makeStorefront,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCart } from './useCart';
import { useCoupon } from './useCoupon';

let storefront: Storefront;
const toasts = () => storefront.notifications.toasts.value.map((toast) => toast.message);

// One fresh customer for this file, with one priced product in the server cart.
beforeAll(async () => {
  storefront = makeStorefront();
  await signUpFreshCustomer(storefront, 'Coupon Tester');
  await addCheapestProductToCart(storefront, 1);
});
afterAll(() => storefront.dispose());

describe('useCoupon', () => {
  it('throws the cart error outside its provider', () => {
    expect(() => renderHook(() => useCoupon())).toThrow(
      'useCart must be used within a CartProvider',
    );
  });

  it("refuses an empty code with 'Please enter a discount code'", async () => {
    const { result } = renderHookWithProvider(() => useCoupon(), { storefront });
    expect(result.current).toMatchObject({ code: '', canApply: false, status: 'idle' });
    act(() => result.current.setCode('   '));
    expect(result.current.canApply).toBe(false);
    await act(() => result.current.apply());
    expect(result.current.error).toBe('Please enter a discount code');
    expect(result.current.message).toEqual({
      kind: 'error',
      text: 'Please enter a discount code',
    });
    act(() => result.current.setCode('S'));
    expect(result.current).toMatchObject({ message: null, error: null, canApply: true });
  });

  it("shows the server's reason for a code it refuses", async () => {
    const { result } = renderHookWithProvider(() => useCoupon(), { storefront });
    act(() => result.current.setCode('OLDDEAL'));
    await act(() => result.current.apply());
    expect(result.current.error).toBe('Invalid coupon code');
    expect(result.current.applied).toBeNull();
    expect(result.current.code).toBe('OLDDEAL');
  });

  it('applies a seeded coupon with the exact message, then removes it', async () => {
    const { result } = renderHookWithProvider(() => ({ coupon: useCoupon(), cart: useCart() }), {
      storefront,
    });
    await waitFor(() => expect(result.current.cart.items).toHaveLength(1));
    const { subtotal } = result.current.cart.totals;
    act(() => result.current.coupon.setCode(' safety5 '));
    let applying: Promise<unknown> | undefined;
    act(() => {
      applying = result.current.coupon.apply();
    });
    expect(result.current.coupon).toMatchObject({ status: 'applying', canApply: false });
    await act(async () => {
      await applying;
    });
    // SAFETY5: 5% of the subtotal (capped at ₹2,500), computed by the server.
    const discount = Math.min(Math.round(subtotal * 0.05), 250_000);
    const applied = `Coupon applied successfully! You saved ₹${formatINR(discount, { symbol: false })}`;
    expect(result.current.coupon).toMatchObject({
      status: 'idle',
      code: '',
      applied: { code: 'SAFETY5', amount: discount },
      message: { kind: 'success', text: applied },
      error: null,
    });
    expect(result.current.cart.totals.discount).toBe(discount);
    expect(toasts()).toContain(applied);

    await act(() => result.current.coupon.remove());
    expect(result.current.coupon).toMatchObject({
      applied: null,
      message: { kind: 'success', text: 'Coupon removed successfully' },
    });
    expect(toasts()).toContain('Coupon removed successfully');
    await act(async () => {
      await expect(result.current.coupon.remove()).resolves.toEqual({ status: 'skipped' });
    });
  });
});
