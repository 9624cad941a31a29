import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import {
  DEMO,
  disposeAfterTest,
  makeStorefront,
  sellableProducts,
} from '@storefront-kit/test-utils/shop';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCart } from './useCart';
import { useSession } from './useSession';

describe('useCart', () => {
  it("throws the spec's error outside its provider", () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });

  it('re-renders on cart changes of a guest (local cart)', async () => {
    const storefront = disposeAfterTest(makeStorefront({ guestCart: 'local' }));
    const { result } = renderHookWithProvider(() => useCart(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(() => result.current.add({ id: 'prd_000001', name: 'Relay', price: 100000 }, 2));
    expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([['prd_000001', 2]]);
    expect(result.current.totals).toMatchObject({ subtotal: 200000, tax: 36000, total: 236000 });
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
  });

  it('signs the demo customer in against the real server and shows the server cart', async () => {
    const storefront = disposeAfterTest(makeStorefront({ guestCart: 'local' }));
    const { result } = renderHookWithProvider(() => ({ cart: useCart(), session: useSession() }), {
      storefront,
    });
    // A product the shop can sell: priced and in stock, from the seeded catalogue.
    const [product] = await sellableProducts(storefront);
    const id = product?.id ?? '';
    await act(() => result.current.cart.add({ id }, 1));
    const outcome = await act(() => result.current.session.signIn(DEMO));
    expect(outcome.status).toBe('success');
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(result.current.session.user?.name).toBe('Asha Verma');
    await waitFor(() => expect(result.current.cart.source).toBe('server'));
    const line = result.current.cart.items.find((item) => item.id === id);
    // Merged into the demo customer's server cart and priced by the server, not the client.
    expect(line?.price).toBe(Math.round((product?.product_selling_price ?? 0) * 100));
    await act(() => result.current.cart.clear());
    await act(() => result.current.session.signOut());
    expect(result.current.session.isLoggedIn).toBe(false);
  });
});
