import { cartItemFromProduct, toProductView } from '@storefront-kit/core';
import {
  addCheapestProductToCart,
  disposeAfterTest,
  makeStorefront,
  memoryStorage,
  sellableProducts,
  shop,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { CartButtonWidget } from './CartButtonWidget';
import { CartDrawerWidget } from './CartDrawerWidget';

/** A guest with a local cart (the script tag's policy), loaded and empty. */
async function guest() {
  const storefront = shop({ guestCart: 'local' });
  await storefront.cart.load();
  return storefront;
}

const RELAY = {
  id: 'prd_relay',
  name: 'Omron MY2N Relay',
  price: 450_00,
  originalPrice: 600_00,
  brand: 'Omron',
  category: 'Relays',
  sku: 'MY2N-24VDC',
  maxQuantity: 3,
};
const PLC = {
  id: 'prd_plc',
  name: 'Siemens S7-1200 CPU',
  price: 0,
  brand: 'Siemens',
  category: 'PLC',
  inStock: false,
};

const drawer = () => screen.getByRole('dialog', { name: 'Shopping Cart' });
/** The drawer once its code has loaded (on the first opening). */
const openedDrawer = () => screen.findByRole('dialog', { name: 'Shopping Cart' });
/**
 * Escape on a modal dialog: the browser fires a cancelable `cancel` on the <dialog> (jsdom has
 * no such behaviour; the Chromium tests press the real key).
 */
const pressEscape = () => fireEvent(drawer(), new Event('cancel', { cancelable: true }));
const line = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('CartButtonWidget', () => {
  it('opens the empty drawer as a modal dialog inside the widget; Continue Shopping closes it', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<CartButtonWidget />, { storefront: await guest() });
    const button = screen.getByRole('button', { name: 'Shopping Cart (0)' });
    expect(button.querySelector('[part="cart-count"]')).toHaveAttribute('data-state', 'empty');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button);
    await openedDrawer();
    // In the widget's own tree (its shadow root on a page), shown with showModal().
    expect(container.contains(drawer())).toBe(true);
    expect((drawer() as HTMLDialogElement).open).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer()).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer()).getByText('Add some products to get started!')).toBeInTheDocument();
    expect(await axe(drawer())).toHaveNoViolations();
    await user.click(within(drawer()).getByRole('button', { name: 'Continue Shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a loading placeholder before the cart is loaded', async () => {
    const user = userEvent.setup();
    renderWidget(<CartButtonWidget />, { storefront: shop({ guestCart: 'local' }) });
    await user.click(screen.getByRole('button', { name: 'Shopping Cart (0)' }));
    expect((await openedDrawer()).querySelector('[part="drawer-loading"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('lists every field of every line and the summary, operable by keyboard', async () => {
    const user = userEvent.setup();
    const storefront = await guest();
    await storefront.cart.add(RELAY, 3);
    await storefront.cart.add(PLC, 1);
    const { container } = renderWidget(<CartButtonWidget />, { storefront });
    const button = screen.getByRole('button', { name: 'Shopping Cart (4)' });
    expect(button).toHaveTextContent('4');
    button.focus();
    await user.keyboard('{Enter}');
    await openedDrawer();
    const relay = line('Omron MY2N Relay');
    expect(within(relay).getByText('Omron · Relays')).toBeInTheDocument();
    expect(within(relay).getByText('MY2N-24VDC')).toBeInTheDocument();
    expect(within(relay).getByText('₹450.00 + 18% GST')).toBeInTheDocument();
    expect(within(relay).getByText('₹600.00').tagName).toBe('S');
    expect(within(relay).getByText('25% OFF')).toBeInTheDocument();
    expect(within(relay).getByText('In Stock')).toBeInTheDocument();
    expect(within(relay).getByText('Max Qty: 3')).toBeInTheDocument();
    expect(within(relay).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const plc = line('Siemens S7-1200 CPU');
    expect(within(plc).getByText('Price on request')).toBeInTheDocument();
    expect(within(plc).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(plc).queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(within(plc).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    const summary = drawer().querySelector('[part="summary"]') as HTMLElement;
    expect(within(summary).getByText('Subtotal (4 items)')).toBeInTheDocument();
    expect(within(summary).getByText('₹1,350.00')).toBeInTheDocument();
    expect(within(summary).getByText('Tax (18% GST)')).toBeInTheDocument();
    expect(within(summary).getByText('₹243.00')).toBeInTheDocument();
    expect(within(summary).queryByText('Discount')).not.toBeInTheDocument();
    expect(within(summary).getByText('₹1,593.00')).toBeInTheDocument();
    for (const name of ['Proceed to Checkout', 'Clear Cart', 'Continue Shopping']) {
      expect(within(drawer()).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(drawer()).getByPlaceholderText('Enter code')).toBeInTheDocument();
    expect(within(drawer()).getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(await axe(drawer())).toHaveNoViolations();
    expect(await axe(container)).toHaveNoViolations();
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('dispatches sk:cart-change { count, total } when the lines change, not on mount', async () => {
    const user = userEvent.setup();
    const storefront = await guest();
    await storefront.cart.add({ ...RELAY, maxQuantity: 10 }, 1);
    const { events } = renderWidget(<CartButtonWidget />, { storefront });
    expect(events).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Shopping Cart (1)' }));
    await openedDrawer();
    const relay = line('Omron MY2N Relay');
    within(relay).getByRole('spinbutton').focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual(['sk:cart-change', { count: 2, total: 1062_00 }]);
    await user.click(within(drawer()).getByRole('button', { name: 'Clear Cart' }));
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events[1]).toEqual(['sk:cart-change', { count: 0, total: 0 }]);
    expect(within(drawer()).getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('tells nothing for the cart restored on page load, nor for a reload with the same values', async () => {
    const storage = memoryStorage();
    const before = shop({ guestCart: 'local', storage });
    await before.cart.load();
    await before.cart.add(RELAY, 2);
    // The next page: the saved cart is restored after the widget is on the page.
    const storefront = shop({ guestCart: 'local', storage });
    const { events } = renderWidget(<CartButtonWidget />, { storefront });
    await act(() => storefront.cart.load());
    expect(storefront.cart.totals.value.totalItems).toBe(2);
    expect(screen.getByRole('button', { name: 'Shopping Cart (2)' })).toBeInTheDocument();
    expect(events).toEqual([]);
    await act(() => storefront.cart.add(RELAY, 1));
    expect(events).toEqual([['sk:cart-change', { count: 3, total: 1593_00 }]]);
    // A reload (as after a sign-in or sign-out) brings new arrays with the same values.
    await act(() => storefront.cart.load());
    await act(() => storefront.cart.load());
    expect(events).toHaveLength(1);
  });

  it('tells a sign-in merge once, after it is done, and its resync not again', async () => {
    const storefront = shop({ guestCart: 'local' });
    await storefront.cart.load();
    const [product] = await sellableProducts(storefront);
    if (!product) throw new Error('the seeded catalogue has no sellable product');
    await storefront.cart.add(cartItemFromProduct(toProductView(product)), 2);
    const guestTotals = storefront.cart.totals.value;
    const { events } = renderWidget(<CartButtonWidget />, { storefront });
    await act(() => signUpFreshCustomer(storefront, 'Cart Event Tester'));
    await waitFor(() => expect(storefront.cart.state.value.source).toBe('server'));
    // The resync after the login (1 s by default) reloads the same server cart.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_300)));
    await act(() => storefront.cart.load());
    const { totalItems, total } = storefront.cart.totals.value;
    expect(totalItems).toBe(2);
    expect(events).toEqual(
      totalItems === guestTotals.totalItems && total === guestTotals.total
        ? []
        : [['sk:cart-change', { count: totalItems, total }]],
    );
  });

  it('removes a line with Remove', async () => {
    const user = userEvent.setup();
    const storefront = await guest();
    await storefront.cart.add(RELAY, 1);
    await storefront.cart.add(PLC, 1);
    const { events } = renderWidget(<CartButtonWidget />, { storefront });
    await user.click(screen.getByRole('button', { name: 'Shopping Cart (2)' }));
    await user.click(within(line('Siemens S7-1200 CPU')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Siemens S7-1200 CPU')).not.toBeInTheDocument());
    expect(events).toEqual([['sk:cart-change', { count: 1, total: 531_00 }]]);
  });

  it('Proceed to Checkout dispatches sk:checkout-start, then navigates to the checkout URL', async () => {
    const user = userEvent.setup();
    const storefront = await guest();
    await storefront.cart.add(RELAY, 2);
    const { events, assign } = renderWidget(<CartButtonWidget />, { storefront });
    await user.click(screen.getByRole('button', { name: 'Shopping Cart (2)' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(events).toEqual([
      ['sk:checkout-start', { total: 1062_00, count: 2 }],
      ['sk:navigate', { url: '/checkout' }],
    ]);
    expect(assign).toHaveBeenCalledWith('/checkout');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the checkout navigation to the host when it prevents sk:navigate', async () => {
    const user = userEvent.setup();
    const storefront = await guest();
    await storefront.cart.add(RELAY, 1);
    const { events, assign } = renderWidget(
      <CartButtonWidget checkoutUrl="https://distributor.example/pay" />,
      { storefront, preventNavigation: true },
    );
    await user.click(screen.getByRole('button', { name: 'Shopping Cart (1)' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(events[1]).toEqual(['sk:navigate', { url: 'https://distributor.example/pay' }]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('CartDrawerWidget', () => {
  it("follows the cart's open state: opened by cart.open(), closed by Escape", async () => {
    const storefront = await guest();
    await storefront.cart.add(RELAY, 1);
    const { container } = renderWidget(<CartDrawerWidget />, { storefront });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => storefront.cart.open());
    expect(container.contains(drawer())).toBe(true);
    expect(within(drawer()).getByText('Omron MY2N Relay')).toBeInTheDocument();
    expect(await axe(drawer())).toHaveNoViolations();
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storefront.cart.state.value.isOpen).toBe(false);
  });

  it('tells each cart change once beside a cart button, and nothing once unmounted', async () => {
    const storefront = await guest();
    const { events, unmount } = renderWidget(
      <>
        <CartDrawerWidget />
        <CartButtonWidget />
      </>,
      { storefront },
    );
    await act(() => storefront.cart.add(RELAY, 1));
    expect(events).toEqual([['sk:cart-change', { count: 1, total: 531_00 }]]);
    unmount();
    await act(() => storefront.cart.add(RELAY, 1));
    expect(events).toHaveLength(1);
  });
});

describe('one cart drawer per page', () => {
  it('renders one drawer for any number of cart buttons and drawer widgets; the next takes over', async () => {
    const user = userEvent.setup();
    const storefront = await guest();
    const header = renderWidget(<CartButtonWidget checkoutUrl="/header-checkout" />, {
      storefront,
    });
    const bar = renderWidget(<CartButtonWidget checkoutUrl="/bar-checkout" />, { storefront });
    renderWidget(<CartDrawerWidget />, { storefront });
    const buttons = screen.getAllByRole('button', { name: 'Shopping Cart (0)' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1] as HTMLElement);
    // The first mounted renders it, whichever button opened it.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(header.container.contains(drawer())).toBe(true);
    // Both buttons tell that the one drawer is open.
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'true');
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The header's widget goes (a re-rendered header): the bar's button renders the drawer.
    header.unmount();
    await user.click(screen.getByRole('button', { name: 'Shopping Cart (0)' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(bar.container.contains(drawer())).toBe(true);
  });
});

describe('CartButtonWidget coupon box (signed-in customer)', () => {
  it('refuses an unknown code with the server reason, applies SAFETY5 and removes it', async () => {
    const user = userEvent.setup();
    const storefront = disposeAfterTest(makeStorefront({ autoLoad: false }));
    await signUpFreshCustomer(storefront, 'Widget Coupon Tester');
    await addCheapestProductToCart(storefront, 1);
    renderWidget(<CartButtonWidget />, { storefront });
    await user.click(screen.getByRole('button', { name: 'Shopping Cart (1)' }));
    const input = within(drawer()).getByRole('textbox', { name: 'Discount Code' });
    await user.type(input, 'OLDDEAL{Enter}');
    expect(await within(drawer()).findByText('Invalid coupon code')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, 'SAFETY5');
    await user.click(within(drawer()).getByRole('button', { name: 'Apply' }));
    expect(within(drawer()).getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(await within(drawer()).findByText('Code SAFETY5 applied')).toBeInTheDocument();
    expect(within(drawer()).getByText(/^You saved ₹[\d,]+\.\d{2}$/)).toBeInTheDocument();
    expect(
      within(drawer()).getByText(/^Coupon applied successfully! You saved ₹[\d,]+\.\d{2}$/),
    ).toBeInTheDocument();
    const summary = drawer().querySelector('[part="summary"]') as HTMLElement;
    expect(within(summary).getByText('Discount')).toBeInTheDocument();
    expect(await axe(drawer())).toHaveNoViolations();
    await user.click(
      within(drawer()).getByRole('button', {
        name: 'Remove',
        description: /^Code SAFETY5 applied/,
      }),
    );
    expect(await within(drawer()).findByText('Coupon removed successfully')).toBeInTheDocument();
    expect(within(summary).queryByText('Discount')).not.toBeInTheDocument();
  });
});
