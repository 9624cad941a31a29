import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { disposeAfterTest, makeStorefront } from '@storefront-kit/test-utils/shop';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartSummary, ProductSearch } from './readmeExample';

describe("the README's custom search box and cart", () => {
  it('searches the real catalogue, selects by keyboard, and edits a guest cart', async () => {
    const storefront = disposeAfterTest(makeStorefront({ guestCart: 'local' }));
    const navigate = vi.fn();
    renderWithProvider(
      <>
        <ProductSearch navigate={navigate} />
        <CartSummary />
      </>,
      { storefront },
    );
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(input, 'relay');
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(options.length).toBeGreaterThan(0);
    expect(options[0]).toHaveTextContent(/relay/i);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/products\/details\/[a-z0-9-]+\/[\w-]+$/);

    await act(() => storefront.cart.add({ id: 'prd_000001', name: 'Relay', price: 100000 }, 1));
    const cart = screen.getByRole('region', { name: 'Cart' });
    await waitFor(() => expect(cart).toHaveTextContent('1 items'));
    await user.click(within(cart).getByRole('button', { name: 'Add one' }));
    await waitFor(() => expect(within(cart).getByRole('listitem')).toHaveTextContent('× 2'));
    await user.click(within(cart).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cart).toHaveTextContent('0 items'));
  });
});
