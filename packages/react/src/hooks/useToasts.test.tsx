import { fakeTimersInEachTest, renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useToasts } from './useToasts';

fakeTimersInEachTest();

const setup = (toastDuration?: number) =>
  renderHookWithProvider(() => useToasts(), { storefront: shop({ toastDuration }) });

describe('useToasts', () => {
  it('throws outside a StorefrontProvider', () => {
    expect(() => renderHook(() => useToasts())).toThrow(
      'useStorefront must be used within a StorefrontProvider',
    );
  });

  it("re-renders with core's toasts, which leave after 5 s", () => {
    const { result } = setup();
    expect(result.current.toasts).toEqual([]);
    act(() => result.current.notify({ kind: 'success', message: 'Quantity updated' }));
    expect(result.current.toasts).toEqual([
      { id: 1, kind: 'success', message: 'Quantity updated', duration: 5000 },
    ]);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.toasts).toEqual([]);
  });

  it("shows what core's stores report, with the storefront's duration", async () => {
    const { result, storefront } = setup(2000);
    await act(() => storefront.cart.add({ id: 'p1' }));
    expect(
      result.current.toasts.map(({ kind, message, duration }) => [kind, message, duration]),
    ).toEqual([['error', 'Please login to add items to cart', 2000]]);
  });

  it('dismisses one toast, or clears them all', () => {
    const { result } = setup();
    act(() => {
      result.current.notify({ kind: 'info', message: 'A' });
      result.current.notify({ kind: 'error', message: 'B' });
      result.current.notify({ kind: 'success', message: 'C' });
    });
    act(() => result.current.dismiss(2));
    expect(result.current.toasts.map((toast) => toast.message)).toEqual(['A', 'C']);
    act(() => result.current.clear());
    expect(result.current.toasts).toEqual([]);
  });
});
