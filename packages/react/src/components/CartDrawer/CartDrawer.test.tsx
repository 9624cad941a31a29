import type { CartItemInput } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import {
  addCheapestProductToCart,
  disposeAfterTest,
  makeStorefront,
  shop,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { CartDrawer, type CartDrawerRootProps } from './CartDrawer';

/** A guest with a local cart: no server writes, yet the real client and cart engine. */
const guest = () => disposeAfterTest(makeStorefront({ guestCart: 'local' }));

const RELAY: CartItemInput = {
  id: 'prd_relay',
  name: 'Relay 24V DC',
  price: 75_000,
  originalPrice: 100_000,
  brand: 'Omron',
  maxQuantity: 3,
};
const PLC: CartItemInput = { id: 'prd_plc', name: 'PLC CPU', price: 0, inStock: false };

function Drawer({ children, ...props }: CartDrawerRootProps & { children?: ReactNode }) {
  return (
    <CartDrawer.Root {...props}>
      <CartDrawer.Trigger>
        Cart <CartDrawer.Count data-testid="count" />
      </CartDrawer.Trigger>
      <CartDrawer.Content>
        <CartDrawer.Title />
        <CartDrawer.Close />
        <CartDrawer.Loading>Loading cart</CartDrawer.Loading>
        <CartDrawer.Empty />
        <CartDrawer.Filled>
          <CartDrawer.Items />
          <CartDrawer.Summary />
          <CartDrawer.Checkout />
          <CartDrawer.Clear />
          <CartDrawer.ContinueShopping />
        </CartDrawer.Filled>
        {children}
      </CartDrawer.Content>
    </CartDrawer.Root>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Cart/ });
const dialog = () => screen.getByRole('dialog', { name: 'Shopping Cart' });
const line = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
const row = (name: string) =>
  document.querySelector(`[data-row="${name}"] dd`)?.textContent ?? null;

describe('CartDrawer with a guest cart', () => {
  it('opens from its trigger on an empty cart, and closes with Escape back to the trigger', async () => {
    const user = userEvent.setup();
    const { baseElement } = renderWithProvider(<Drawer />, { storefront: guest() });
    expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger()).toHaveAttribute('data-state', 'closed');
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(screen.getByTestId('count')).toHaveAttribute('data-state', 'empty');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await axe(baseElement)).toHaveNoViolations();

    await user.click(trigger());
    expect(dialog()).toHaveAttribute('data-state', 'open');
    expect(dialog()).toHaveAttribute('data-side', 'right');
    expect(within(dialog()).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(dialog()).getByText('Add some products to get started!')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Close cart' })).toHaveFocus();
    expect(await axe(baseElement)).toHaveNoViolations();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('follows the cart: an add elsewhere may open it, Continue Shopping closes it', async () => {
    const user = userEvent.setup();
    const storefront = guest();
    renderWithProvider(<Drawer />, { storefront });
    act(() => storefront.cart.open());
    expect(dialog()).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storefront.cart.state.value.isOpen).toBe(false);
  });

  it('lists the lines with prices, MRP, percent off, stock and a summary', async () => {
    const storefront = guest();
    await storefront.cart.add(RELAY, 2);
    await storefront.cart.add(PLC, 1);
    const { baseElement } = renderWithProvider(<Drawer />, { storefront });
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    expect(screen.getByTestId('count')).toHaveAttribute('data-state', 'filled');
    act(() => storefront.cart.open());

    const relay = line('Relay 24V DC');
    expect(relay).toHaveAttribute('data-state', 'idle');
    expect(relay).toHaveAttribute('data-stock', 'in-stock');
    expect(within(relay).getByText('₹750.00 + 18% GST')).toHaveAttribute('data-state', 'priced');
    expect(within(relay).getByText('₹1,000.00').tagName).toBe('S');
    expect(within(relay).getByText('25% OFF')).toBeInTheDocument();
    expect(within(relay).getByText('In Stock')).toHaveAttribute('data-state', 'in-stock');
    expect(within(relay).getByRole('spinbutton')).toHaveValue('2');

    const plc = line('PLC CPU');
    expect(within(plc).getByText('Price on request')).toHaveAttribute('data-state', 'on-request');
    expect(within(plc).getByText('Out of Stock')).toBeInTheDocument();
    expect(plc.querySelector('s')).toBeNull();
    expect(within(plc).queryByText(/% OFF/)).toBeNull();

    expect(screen.getByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(row('subtotal')).toBe('₹1,500.00');
    expect(row('tax')).toBe('₹270.00');
    expect(row('discount')).toBeNull();
    expect(row('total')).toBe('₹1,770.00');
    expect(await axe(baseElement)).toHaveNoViolations();

    act(() => storefront.cart.applyDiscount('SAVE10', 15_000));
    expect(screen.getByText('Discount')).toBeInTheDocument();
    expect(row('discount')).toBe('-₹150.00');
    expect(row('total')).toBe('₹1,593.00'); // GST on ₹1,350.00, the value after the discount
  });

  it("changes a line's quantity up to its maximum, with 'Max Qty: {n}'", async () => {
    const user = userEvent.setup();
    const storefront = guest();
    await storefront.cart.add(RELAY, 2);
    renderWithProvider(<Drawer />, { storefront });
    act(() => storefront.cart.open());
    const relay = line('Relay 24V DC');
    await user.click(within(relay).getByRole('button', { name: 'Increase quantity' }));
    expect(storefront.cart.quantityOf('prd_relay')).toBe(3);
    expect(within(relay).getByRole('spinbutton')).toHaveValue('3');
    expect(within(relay).getByText('Max Qty: 3')).toBeInTheDocument();
    expect(within(relay).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(within(relay).getByRole('spinbutton'));
    await user.keyboard('{Home}');
    expect(storefront.cart.quantityOf('prd_relay')).toBe(1);
    expect(within(relay).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  it('removes a line, then clears the cart down to the empty state', async () => {
    const user = userEvent.setup();
    const storefront = guest();
    await storefront.cart.add(RELAY, 1);
    await storefront.cart.add(PLC, 1);
    renderWithProvider(<Drawer />, { storefront });
    act(() => storefront.cart.open());
    await user.click(within(line('PLC CPU')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('PLC CPU')).toBeNull();
    expect(storefront.cart.state.value.items.map((item) => item.id)).toEqual(['prd_relay']);
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(within(dialog()).getByText('Your cart is empty')).toBeInTheDocument();
    expect(storefront.cart.state.value.items).toEqual([]);
  });

  it('closes on a click on the backdrop (the dialog box itself), not on one inside it', async () => {
    const user = userEvent.setup();
    const storefront = guest();
    renderWithProvider(<Drawer />, { storefront });
    await user.click(trigger());
    await user.click(within(dialog()).getByText('Your cart is empty'));
    expect(dialog()).toBeInTheDocument();
    // A click on the ::backdrop targets the <dialog> element.
    await user.click(dialog());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storefront.cart.state.value.isOpen).toBe(false);
  });

  it('opens as a modal <dialog> (showModal: the top layer, the page inert, Tab kept inside)', async () => {
    // jsdom models showModal (test-utils' dialogModel.ts); the top layer and the inert page are
    // the browser's, checked in Chromium by the stories (Headless/CartDrawer's `:modal` check).
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const user = userEvent.setup();
    renderWithProvider(<Drawer />, { storefront: guest() });
    await user.click(trigger());
    expect(dialog().tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog());
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
    showModal.mockRestore();
  });

  it('shows the loading part before the first load', () => {
    const storefront = shop({ guestCart: 'local' });
    renderWithProvider(<Drawer open />, { storefront });
    const loading = within(dialog()).getByText('Loading cart');
    expect(loading).toHaveAttribute('data-state', 'loading');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog()).queryByText('Your cart is empty')).toBeNull();
  });

  it('is controlled by open and onOpenChange, leaving the cart state alone', async () => {
    const user = userEvent.setup();
    const storefront = guest();
    const onOpenChange = vi.fn();
    const { rerender } = renderWithProvider(<Drawer open={false} onOpenChange={onOpenChange} />, {
      storefront,
    });
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storefront.cart.state.value.isOpen).toBe(false);
    rerender(<Drawer open onOpenChange={onOpenChange} />);
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(dialog()).toBeInTheDocument();
  });

  it('calls onOpenChange also when it follows the cart', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithProvider(<Drawer onOpenChange={onOpenChange} />, { storefront: guest() });
    await user.click(trigger());
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(dialog()).toBeInTheDocument();
  });

  it('renders custom lines and parts with asChild; Checkout closes the drawer', async () => {
    const user = userEvent.setup();
    const storefront = guest();
    await storefront.cart.add(RELAY, 1);
    renderWithProvider(
      <CartDrawer.Root>
        <CartDrawer.Trigger asChild>
          <button type="button" className="cart-button">
            Bag <CartDrawer.Count />
          </button>
        </CartDrawer.Trigger>
        <CartDrawer.Content>
          <CartDrawer.Title>Your bag</CartDrawer.Title>
          <CartDrawer.Items className="lines">
            {(item) => (
              <CartDrawer.Item item={item} asChild>
                <li className="line">
                  <CartDrawer.ItemImage alt={item.name} />
                  <CartDrawer.ItemQuantity aria-label={`Quantity of ${item.name}`} />
                  <CartDrawer.ItemRemove asChild>
                    <button type="button" aria-label={`Remove ${item.name}`}>
                      ×
                    </button>
                  </CartDrawer.ItemRemove>
                </li>
              </CartDrawer.Item>
            )}
          </CartDrawer.Items>
          <CartDrawer.Checkout asChild>
            <a href="#checkout">Checkout now</a>
          </CartDrawer.Checkout>
        </CartDrawer.Content>
      </CartDrawer.Root>,
      { storefront },
    );
    await user.click(screen.getByRole('button', { name: 'Bag 1' }));
    const drawer = screen.getByRole('dialog', { name: 'Your bag' });
    expect(within(drawer).getByRole('listitem')).toHaveClass('line');
    expect(within(drawer).getByRole('img', { name: 'Relay 24V DC' })).toHaveAttribute('src');
    expect(within(drawer).getByRole('group', { name: 'Quantity of Relay 24V DC' })).toBeVisible();
    expect(within(drawer).getByRole('button', { name: 'Remove Relay 24V DC' })).toBeVisible();
    await user.click(within(drawer).getByRole('link', { name: 'Checkout now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storefront.cart.state.value.isOpen).toBe(false);
  });

  it("skips its own handling when the user's handlers prevent the default", async () => {
    const user = userEvent.setup();
    const storefront = guest();
    await storefront.cart.add(RELAY, 1);
    const prevent = (event: { preventDefault(): void }) => event.preventDefault();
    renderWithProvider(
      <CartDrawer.Root>
        <CartDrawer.Trigger />
        <CartDrawer.Content>
          <CartDrawer.Title />
          <CartDrawer.Items>
            {(item) => (
              <CartDrawer.Item item={item}>
                <CartDrawer.ItemRemove onClick={prevent} />
              </CartDrawer.Item>
            )}
          </CartDrawer.Items>
          <CartDrawer.Clear onClick={prevent} />
          <CartDrawer.Checkout onClick={prevent} />
        </CartDrawer.Content>
      </CartDrawer.Root>,
      { storefront },
    );
    await user.click(screen.getByRole('button', { name: 'Shopping Cart' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(dialog()).toBeInTheDocument();
    expect(storefront.cart.quantityOf('prd_relay')).toBe(1);
  });

  it('throws when a line part is used outside Item', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithProvider(<CartDrawer.ItemPrice />, { storefront: guest() })).toThrow(
      'Cart.ItemPrice must be used within Cart.Item',
    );
    vi.restoreAllMocks();
  });
});

describe('CartDrawer with a signed-in customer', () => {
  it('marks a line pending while the server updates it, refusing input meanwhile', async () => {
    const user = userEvent.setup();
    const storefront = disposeAfterTest(makeStorefront());
    await signUpFreshCustomer(storefront, 'Drawer Tester');
    await addCheapestProductToCart(storefront, 1);

    renderWithProvider(<Drawer />, { storefront });
    act(() => storefront.cart.open());
    const item = line(storefront.cart.state.value.items[0]?.name ?? '');
    await user.click(within(item).getByRole('button', { name: 'Increase quantity' }));
    expect(item).toHaveAttribute('data-state', 'pending');
    expect(within(item).getByRole('button', { name: 'Remove' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(item).getByRole('button', { name: 'Increase quantity' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Clear Cart' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'idle'));
    expect(within(item).getByRole('spinbutton')).toHaveValue('2');
    expect(storefront.cart.state.value.source).toBe('server');
    await act(() => storefront.cart.clear());
    expect(within(dialog()).getByText('Your cart is empty')).toBeInTheDocument();
  });
});
