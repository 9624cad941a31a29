import type { Storefront } from '@storefront-kit/core';
import { renderHookWithProvider, renderWithProvider } from '@storefront-kit/test-utils/react';
import { makeStorefront, shop, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { useWishlistItem } from './useWishlistItem';

let storefront: Storefront;
let productId: string;

// One fresh customer for this file: other files use the same server at the same time.
beforeAll(async () => {
  storefront = makeStorefront();
  await signUpFreshCustomer(storefront, 'Heart Tester');
  productId = (await storefront.client.catalog.products({ per_page: 1 })).data[0]?.id ?? '';
  expect(productId).not.toBe('');
});
afterAll(() => storefront.dispose());

/** A heart as a product card renders it. */
function Heart({ id }: { id: string }) {
  const heart = useWishlistItem(id);
  return (
    <button
      type="button"
      aria-pressed={heart.isWishlisted}
      disabled={heart.pending}
      data-state={heart.status}
      onClick={() => void heart.toggle()}
    >
      Add to wishlist
    </button>
  );
}

describe('useWishlistItem', () => {
  it("tells a guest to log in with the spec's message", async () => {
    const guest = shop();
    const { result } = renderHookWithProvider(() => useWishlistItem(productId), {
      storefront: guest,
    });
    await act(async () => {
      await expect(result.current.toggle()).resolves.toEqual({ status: 'login-required' });
    });
    expect(result.current).toMatchObject({ isWishlisted: false, status: 'not-wishlisted' });
    expect(guest.notifications.toasts.value.map((t) => t.message)).toEqual([
      'Failed to update wishlist. Please login to your account.',
    ]);
  });

  it('toggles from the keyboard: pending (disabled) at once, then the server answer', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProvider(
      <>
        <Heart id={productId} />
        <Heart id={productId} />
      </>,
      { storefront },
    );
    const [heart, twin] = screen.getAllByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(storefront.wishlist.state.value.status).toBe('ready'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(heart).toHaveFocus();
    await user.keyboard('{Enter}');
    // Both hearts of the product share the page-wide store.
    expect(twin).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(heart).toHaveAttribute('data-state', 'wishlisted'));
    expect(twin).toHaveAttribute('data-state', 'wishlisted');
    expect(heart).toBeEnabled();
    expect(await axe(container)).toHaveNoViolations();

    twin?.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(twin).toHaveAttribute('data-state', 'not-wishlisted'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await storefront.wishlist.check(productId)).toBe(false);
  });
});
