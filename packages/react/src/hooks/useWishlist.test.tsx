import type { Storefront } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { makeStorefront, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useWishlist } from './useWishlist';
import { useWishlistItem } from './useWishlistItem';

let storefront: Storefront;
let ids: string[];

// One fresh customer for this file: other files use the same server at the same time.
beforeAll(async () => {
  storefront = makeStorefront();
  await signUpFreshCustomer(storefront, 'Wishlist Tester');
  ids = (await storefront.client.catalog.products({ per_page: 3 })).data.map((p) => p.id);
  expect(ids).toHaveLength(3);
});
afterAll(() => storefront.dispose());

describe('useWishlistItem and useWishlist', () => {
  it('toggles a heart, counts it, lists it, and ignores a double click', async () => {
    const [first = '', second = ''] = ids;
    const { result } = renderHookWithProvider(
      () => ({
        wishlist: useWishlist({ page: 1 }),
        heart: useWishlistItem(first),
        other: useWishlistItem(second),
      }),
      { storefront },
    );
    await waitFor(() => expect(result.current.wishlist.status).toBe('ready'));
    await waitFor(() => expect(result.current.wishlist.list.status).toBe('loaded'));
    expect(result.current.wishlist.count).toBe(0);
    expect(result.current.wishlist.list.entries).toEqual([]);

    let outcomes: unknown[] = [];
    await act(async () => {
      const click = result.current.heart.toggle();
      // The heart is filled and disabled at once; the second click is ignored.
      const doubleClick = result.current.heart.toggle();
      outcomes = await Promise.all([click, doubleClick]);
    });
    expect(outcomes).toEqual([{ status: 'added' }, { status: 'busy' }]);
    expect(result.current.heart).toMatchObject({ isWishlisted: true, pending: false });
    await act(() => result.current.other.toggle());
    expect(result.current.wishlist.count).toBe(2);
    await waitFor(() =>
      expect(result.current.wishlist.list.entries.map((e) => e.product.id).sort()).toEqual(
        [first, second].sort(),
      ),
    );
    expect(result.current.wishlist.list).toMatchObject({ page: 1, totalPages: 1, pages: [1] });

    // The server agrees: a fresh load reads the same.
    await act(() => result.current.wishlist.reload());
    expect(result.current.wishlist.count).toBe(2);
    expect(result.current.wishlist.isWishlisted(first)).toBe(true);
  });

  it('removes from the wishlist page; every heart of the product follows', async () => {
    const [first = ''] = ids;
    const { result } = renderHookWithProvider(
      () => ({ wishlist: useWishlist({ page: 1 }), heart: useWishlistItem(first) }),
      { storefront },
    );
    await waitFor(() => expect(result.current.wishlist.list.entries).toHaveLength(2));
    await act(async () => {
      await expect(result.current.wishlist.remove(first)).resolves.toEqual({
        status: 'removed',
      });
    });
    expect(result.current.heart.isWishlisted).toBe(false);
    expect(result.current.wishlist.count).toBe(1);
    await waitFor(() =>
      expect(result.current.wishlist.list.entries.map((e) => e.product.id)).not.toContain(first),
    );
    await act(async () => {
      await expect(result.current.wishlist.remove(first)).resolves.toEqual({
        status: 'skipped',
      });
    });
  });

  it('clears at sign-out', async () => {
    const { result } = renderHookWithProvider(() => useWishlist(), { storefront });
    await waitFor(() => expect(result.current.count).toBe(1));
    await act(() => storefront.signOut());
    expect(result.current).toMatchObject({ status: 'idle', count: 0 });
  });
});
