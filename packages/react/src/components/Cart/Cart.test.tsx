import type { CartItemInput } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { disposeAfterTest, makeStorefront } from '@storefront-kit/test-utils/shop';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Cart } from './Cart';

const guest = () => disposeAfterTest(makeStorefront({ guestCart: 'local' }));
const RELAY: CartItemInput = {
  id: 'prd_relay',
  name: 'Relay 24V DC',
  price: 75_000,
  originalPrice: 100_000,
  maxQuantity: 3,
};

/** A cart page: the parts without any dialog. */
function CartPage() {
  return (
    <section aria-label="Your cart">
      <Cart.Loading>Loading cart</Cart.Loading>
      <Cart.Empty />
      <Cart.Filled>
        <Cart.Items />
        <Cart.Summary />
        <Cart.Checkout />
        <Cart.Clear />
        <Cart.ContinueShopping />
      </Cart.Filled>
    </section>
  );
}

describe('Cart parts outside a drawer (a cart page, a checkout summary)', () => {
  it('renders the lines and summary without a dialog, and empties to the default empty state', async () => {
    const user = userEvent.setup();
    const storefront = guest();
    await storefront.cart.load();
    await storefront.cart.add(RELAY, 2);
    const { container } = renderWithProvider(<CartPage />, { storefront });
    expect(screen.queryByRole('dialog')).toBeNull();
    const line = screen.getByText('Relay 24V DC').closest('li') as HTMLElement;
    expect(within(line).getByText('₹750.00 + 18% GST')).toBeInTheDocument();
    expect(within(line).getByText('25% OFF')).toBeInTheDocument();
    // 2 × ₹750 = ₹1,500.00; GST 18% = ₹270.00; total ₹1,770.00.
    expect(container.querySelector('[data-row="subtotal"]')).toHaveTextContent(
      'Subtotal (2 items)₹1,500.00',
    );
    expect(container.querySelector('[data-row="total"] dd')).toHaveTextContent('₹1,770.00');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some products to get started!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeInTheDocument();
  });

  it("shows the drawer's lines by default and the checkout's with lines='checkout'", async () => {
    const storefront = guest();
    await storefront.cart.load();
    await storefront.cart.add(RELAY, 2);
    const rows = (container: HTMLElement, selector: string) =>
      [...container.querySelectorAll(`${selector} [data-row]`)].map(
        (row) => `${row.getAttribute('data-row')}: ${row.textContent}`,
      );
    const { container } = renderWithProvider(
      <>
        <Cart.Summary className="drawer" />
        <Cart.Summary lines="checkout" className="checkout" />
      </>,
      { storefront },
    );
    expect(rows(container, '.drawer')).toEqual([
      'subtotal: Subtotal (2 items)₹1,500.00',
      'tax: Tax (18% GST)₹270.00',
      'total: Total₹1,770.00',
    ]);
    expect(rows(container, '.checkout')).toEqual([
      'subtotal: Subtotal (2 items)₹1,500.00',
      'shipping: ShippingFree',
      'tax: Tax (18% GST)₹270.00',
      'total: Total₹1,770.00',
    ]);
  });

  it('Continue Shopping and Proceed to Checkout close the cart (cart.close())', async () => {
    const user = userEvent.setup();
    const storefront = guest();
    await storefront.cart.load();
    await storefront.cart.add(RELAY, 1);
    renderWithProvider(<CartPage />, { storefront });
    act(() => storefront.cart.open());
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(storefront.cart.state.value.isOpen).toBe(false);
    act(() => storefront.cart.open());
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(storefront.cart.state.value.isOpen).toBe(false);
  });

  it('names the part and its root when a line part is used outside Cart.Item', () => {
    expect(() => renderWithProvider(<Cart.ItemPrice />, { storefront: guest() })).toThrow(
      'Cart.ItemPrice must be used within Cart.Item',
    );
  });

  it("asks 'Remove this item?' for a typed 0, says 'Quantity updated' and 'Item removed from cart', and the stock before any change", async () => {
    const user = userEvent.setup();
    const storefront = guest();
    await storefront.cart.load();
    await storefront.cart.add({ ...RELAY, stock: 2 }, 1);
    const toasts = () => storefront.notifications.toasts.value.map((toast) => toast.message);
    const { container } = renderWithProvider(<CartPage />, { storefront });
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });

    await user.clear(box);
    await user.type(box, '5');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Only 2 in stock');
    expect(storefront.cart.quantityOf('prd_relay')).toBe(1);

    await user.clear(box);
    await user.type(box, '2');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(storefront.cart.quantityOf('prd_relay')).toBe(2));
    expect(toasts()).toEqual(['Quantity updated']);

    await user.clear(box);
    await user.type(box, '0');
    await user.keyboard('{Enter}');
    const prompt = screen.getByRole('group', { name: 'Remove this item?' });
    expect(storefront.cart.quantityOf('prd_relay')).toBe(2);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(prompt).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(storefront.cart.state.value.items).toEqual([]));
    // One toast about the cart at a time: the removal replaced the update.
    expect(toasts()).toEqual(['Item removed from cart']);
  });
});
