import {
  disposeAfterTest,
  makeStorefront,
  sellableProducts,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../test/renderWidget';
import { ProductCardWidget } from './ProductCardWidget';
import { wishlistCode } from './useCardWishlist';

// The wishlist's code is a module of its own, imported when a heart needs it. Here its import
// fails while `unreachable.value` is true, as a chunk that cannot be fetched does.
const unreachable = vi.hoisted(() => ({ value: false }));
vi.mock('./cardWishlist', async (importOriginal) => {
  if (unreachable.value) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

// In this order: the first test needs the code not imported yet.
describe('the product card’s wishlist code, imported on first need', () => {
  it('is not imported for a guest’s card, however long it shows', async () => {
    const storefront = disposeAfterTest(makeStorefront({ autoLoad: false, guestCart: 'local' }));
    const [product] = await sellableProducts(storefront);
    renderWidget(<ProductCardWidget productId={product?.id} />, { storefront });
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('data-state', 'not-wishlisted');
    expect(heart).toBeEnabled();
    // Past the card's effects and its product's answer.
    await screen.findByRole('button', { name: 'Add to Cart' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wishlistCode.peek()).toBeUndefined();
  });

  it('says the shop cannot be reached when the code cannot be fetched, and the next tap tries again', async () => {
    const user = userEvent.setup();
    const storefront = disposeAfterTest(makeStorefront({ autoLoad: false }));
    unreachable.value = true;
    // Signed in: the card asks for the code at once, which fails quietly (the heart stays empty).
    await signUpFreshCustomer(storefront, 'Heart Offline');
    const [product] = await sellableProducts(storefront);
    renderWidget(<ProductCardWidget productId={product?.id} />, { storefront });
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    await user.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the shop. Check your connection and try again.',
    );
    expect(heart).toBeEnabled();
    expect(heart).toHaveAttribute('data-state', 'not-wishlisted');
    expect(wishlistCode.peek()).toBeUndefined();

    unreachable.value = false;
    await user.click(heart);
    const saved = await screen.findByRole('button', { name: 'Remove from wishlist' });
    await waitFor(() => expect(saved).toBeEnabled());
    expect(saved).toHaveAttribute('data-state', 'wishlisted');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(wishlistCode.peek()).toBeDefined();
    const list = await storefront.client.wishlist.list({ page_no: 1, per_page: 12 });
    expect(list.data.map((entry) => entry.product.id ?? entry.product._id)).toEqual([product?.id]);
  });

  it('shows a signed-in shopper’s saved product filled as the card appears', async () => {
    const storefront = disposeAfterTest(makeStorefront({ autoLoad: false }));
    await signUpFreshCustomer(storefront, 'Heart Returning');
    const [, product] = await sellableProducts(storefront);
    if (!product) throw new Error('the seed has no second sellable product');
    // Saved earlier (another visit): the card learns it from the wishlist it loads.
    await storefront.client.wishlist.toggle(product.id);
    renderWidget(<ProductCardWidget productId={product.id} />, { storefront });
    const article = await screen.findByRole('article');
    const heart = await within(article).findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('data-state', 'wishlisted');
    expect(heart).toBeEnabled();
  });
});
