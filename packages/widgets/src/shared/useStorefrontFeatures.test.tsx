import { composeStorefront, type Storefront } from '@storefront-kit/core';
import { disposeAfterTest, memoryStorage } from '@storefront-kit/test-utils/shop';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, inject, it } from 'vitest';
import { renderWidget } from '../../test/renderWidget';
import { CartButtonWidget } from '../widgets/Cart/CartButtonWidget';
import { CheckoutWidget } from '../widgets/Checkout/CheckoutWidget';
import { ProductCardWidget } from '../widgets/ProductCard/ProductCardWidget';
import { QuoteButtonWidget } from '../widgets/Quote/QuoteButtonWidget';
import { SearchBoxWidget } from '../widgets/SearchBox/SearchBoxWidget';
import { SignInButtonWidget } from '../widgets/SignIn/SignInButtonWidget';

// What the script tag does: one storefront composed with no feature, to which each widget adds
// what it uses when it renders. A widget that forgot one would throw here ('… is not part of
// this storefront').
const bare = (): Storefront =>
  disposeAfterTest(
    composeStorefront(
      {
        baseUrl: inject('apiUrl'),
        storage: memoryStorage(),
        crossTab: false,
        retry: 0,
        guestCart: 'local',
      },
      [],
    ),
  );

describe('every widget on a storefront composed with nothing (the script tag’s)', () => {
  it('the search box adds the catalogue and shows suggestions; nothing else is created', async () => {
    const user = userEvent.setup();
    const storefront = bare();
    renderWidget(<SearchBoxWidget />, { storefront });
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'relay');
    expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
    expect(() => storefront.cart).toThrow(
      '[storefront-kit] storefront.cart is not part of this storefront',
    );
  });

  it('the cart button adds the cart and opens the drawer, whose code adds the coupon', async () => {
    const user = userEvent.setup();
    const storefront = bare();
    renderWidget(<CartButtonWidget />, { storefront });
    const button = await screen.findByRole('button', { name: 'Shopping Cart (0)' });
    await act(() =>
      storefront.cart.add({ id: 'prd_relay', name: 'Omron MY2N Relay', price: 450_00 }, 1),
    );
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    // The coupon box (useCoupon: storefront.coupon, added by the drawer's code).
    expect(within(drawer).getByPlaceholderText('Enter code')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('a product card loads its product, adds to the shared cart, and asks a guest to sign in for the heart', async () => {
    const user = userEvent.setup();
    const storefront = bare();
    renderWidget(
      <>
        <CartButtonWidget />
        <ProductCardWidget productId="prd_000003" />
      </>,
      { storefront },
    );
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(storefront.cart.quantityOf('prd_000003')).toBe(1));
    expect(screen.getByRole('button', { name: 'Shopping Cart (1)' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add to wishlist' }));
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the quote button opens the quote modal, which adds the quotes API and loads the product', async () => {
    const user = userEvent.setup();
    renderWidget(<QuoteButtonWidget productId="prd_000003" />, { storefront: bare() });
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(await within(dialog).findByText('Product ID: prd_000003')).toBeInTheDocument();
  });

  it('the sign-in button adds auth and opens the sign-in modal', async () => {
    const user = userEvent.setup();
    renderWidget(<SignInButtonWidget />, { storefront: bare() });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('the checkout adds what it needs and shows the empty cart', async () => {
    renderWidget(<CheckoutWidget />, { storefront: bare() });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});
