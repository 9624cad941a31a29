import { cartItemFromProduct, type Storefront, toProductView } from '@storefront-kit/core';
import {
  ADDRESS,
  addCheapestProductToCart,
  sandboxPaymentProvider,
  sellableProducts,
  shop,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { signedIn } from '@storefront-kit/test-utils/stories';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { CheckoutWidget, type CheckoutWidgetProps } from './CheckoutWidget';

type User = ReturnType<typeof userEvent.setup>;

/** A signed-in customer with `quantity` of the cheapest sellable product in the server cart. */
async function customerWithCart(quantity = 1, options: Parameters<typeof shop>[0] = {}) {
  const storefront = shop(options);
  await signUpFreshCustomer(storefront, 'Checkout Widget Tester');
  await addCheapestProductToCart(storefront, quantity);
  return storefront;
}

/** A guest whose local cart holds real products (2 of the cheapest, 1 of the next). */
async function guestWithCart(options: Parameters<typeof shop>[0] = {}) {
  const storefront = shop({ guestCart: 'local', ...options });
  await storefront.cart.load();
  const [first, second] = await sellableProducts(storefront);
  if (!first || !second) throw new Error('The seed has too few sellable products');
  await storefront.cart.add(cartItemFromProduct(toProductView(first)), 2);
  await storefront.cart.add(cartItemFromProduct(toProductView(second)), 1);
  return storefront;
}

function renderCheckout(
  storefront: Storefront,
  props: CheckoutWidgetProps = {},
  options: { preventNavigation?: boolean } = {},
) {
  return renderWidget(<CheckoutWidget {...props} />, { storefront, ...options });
}

const checkoutRoot = () => document.querySelector('[part="checkout"]') as HTMLElement;
const panel = () => document.querySelector('[part="step-panel"]') as HTMLElement;
const summary = () => document.querySelector('[part="order-summary"]') as HTMLElement;
const field = (label: string) => within(panel()).getByLabelText(label);

async function fillAddress(user: User, values: Partial<Record<string, string>> = ADDRESS) {
  const labels: Record<string, string> = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    address_line1: 'Address',
    city: 'City',
    state: 'State',
    pincode: 'Pincode',
  };
  for (const [name, label] of Object.entries(labels)) {
    const input = field(label);
    // The state is a picker of GST states.
    if (name === 'state') {
      await user.selectOptions(input, values[name] ?? '');
      continue;
    }
    await user.clear(input);
    await user.click(input);
    await user.paste(values[name] ?? '');
  }
}

/**
 * Fills a valid shipping address and goes to step 3 with billing the same as shipping (steps 2
 * and 3 load lazily, hence the waits for their content).
 */
async function toPaymentStep(user: User) {
  await fillAddress(user);
  await user.click(within(panel()).getByRole('button', { name: 'Next' }));
  expect(within(panel()).getByRole('heading', { name: 'Billing Information' })).toHaveFocus();
  await user.click(await within(panel()).findByRole('button', { name: 'Next' }));
  expect(within(panel()).getByRole('heading', { name: 'Payment Method' })).toHaveFocus();
  await within(panel()).findByRole('button', { name: 'Pay Now' });
}

/** Paise as the summary shows them: '₹1,23,456.00'. */
const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

const rowOf = (row: string) =>
  summary().querySelector(`[data-row="${row}"]`)?.textContent?.trim() ?? '';

describe('CheckoutWidget: cart states', () => {
  it("shows the empty state: 'Your cart is empty', Continue Shopping navigates", async () => {
    const user = userEvent.setup();
    const storefront = shop({ guestCart: 'local' });
    const { container, events, assign } = renderCheckout(storefront, {
      continueShoppingUrl: '/catalogue',
    });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Add some products to get started!')).toBeInTheDocument();
    expect(checkoutRoot()).toHaveAttribute('data-state', 'empty');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(events).toEqual([['sk:navigate', { url: '/catalogue' }]]);
    expect(assign).toHaveBeenCalledWith('/catalogue');
  });

  it('shows a busy placeholder while the server cart loads', async () => {
    // A server that never answers (and a timeout beyond the test run, so nothing logs later).
    const storefront = shop({
      storage: signedIn(),
      fetch: () => new Promise(() => {}),
      timeout: 600_000,
    });
    renderCheckout(storefront);
    await waitFor(() => expect(checkoutRoot()).toHaveAttribute('data-state', 'loading'));
    expect(checkoutRoot().querySelector('[part="loading"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a guest the steps, the order summary and Welcome Guest with Sign In; axe-clean', async () => {
    const storefront = await guestWithCart();
    const { container } = renderCheckout(storefront);
    const steps = within(checkoutRoot().querySelector('[part="steps"]') as HTMLElement);
    expect(steps.getAllByRole('button').map((step) => step.textContent)).toEqual([
      '1Shipping Information',
      '2Billing Information',
      '3Payment Method',
    ]);
    expect(steps.getByRole('button', { name: 'Shipping Information' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(checkoutRoot()).getByText('Welcome Guest')).toBeInTheDocument();
    expect(
      within(checkoutRoot().querySelector('[part="guest"]') as HTMLElement).getByRole('button', {
        name: 'Sign In',
      }),
    ).toBeInTheDocument();
    expect(within(summary()).getByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    const { subtotal, tax, total, totalItems } = storefront.cart.totals.value;
    expect(totalItems).toBe(3);
    expect(rowOf('subtotal')).toBe(`Subtotal (3 items)${inr(subtotal)}`);
    expect(rowOf('tax')).toBe(`Tax (18% GST)${inr(tax)}`);
    expect(rowOf('shipping')).toBe('ShippingFree');
    expect(rowOf('discount')).toBe('');
    expect(rowOf('total')).toBe(`Total${inr(total)}`);
    expect(within(summary()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(summary()).getByRole('textbox', { name: 'Discount Code' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('changes quantities, removes a line, Add More Items navigates, Clear Cart empties', async () => {
    const user = userEvent.setup();
    const storefront = await guestWithCart();
    const { events } = renderCheckout(storefront);
    const [first, second] = within(summary()).getAllByRole('listitem');
    if (!first || !second) throw new Error('two lines expected');
    await user.click(within(first).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(rowOf('subtotal')).toMatch(/^Subtotal \(4 items\)/));
    await user.click(within(second).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(summary()).getAllByRole('listitem')).toHaveLength(1));
    expect(rowOf('subtotal')).toMatch(/^Subtotal \(3 items\)/);
    await user.click(within(summary()).getByRole('button', { name: 'Add More Items' }));
    expect(events).toEqual([['sk:navigate', { url: '/' }]]);
    await user.click(within(summary()).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});

describe('CheckoutWidget: the address steps', () => {
  it('shows every shipping message under its field, focused, then moves on once valid', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    renderCheckout(await guestWithCart());
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    const required: [string, string][] = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['Pincode', 'Pincode is required'],
    ];
    for (const [label, message] of required) {
      expect(field(label)).toHaveAccessibleDescription(message);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    for (const label of ['Country', 'Company name', 'GST number']) {
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(field('Country')).toHaveValue('India');
    expect(field('First name')).toHaveFocus();
    expect(await axe(checkoutRoot())).toHaveNoViolations();

    // Editing a field clears its message.
    await user.type(field('First name'), 'Asha');
    expect(field('First name')).not.toHaveAttribute('aria-invalid');

    await fillAddress(user, { ...ADDRESS, email: 'asha@', phone: '12345', pincode: '1220' });
    await user.type(field('GST number'), '06abcde1234f1z');
    expect(field('GST number')).toHaveValue('06ABCDE1234F1Z');
    expect(field('GST number')).toHaveAttribute('maxlength', '15');
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    expect(field('Email')).toHaveAccessibleDescription('Email must be a valid email address');
    expect(field('Phone')).toHaveAccessibleDescription('Phone must be 10 digits starting with 6-9');
    expect(field('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits');
    expect(field('GST number')).toHaveAccessibleDescription(
      'GST number must be a valid 15-character GSTIN',
    );
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveFocus();

    await fillAddress(user);
    await user.clear(field('GST number'));
    await user.type(field('GST number'), '06AABCU9603R1ZM');
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    const billing = within(panel()).getByRole('heading', { name: 'Billing Information' });
    expect(billing).toHaveFocus();
    expect(
      await within(panel()).findByRole('checkbox', { name: 'Same as shipping address' }),
    ).toBeChecked();
    expect(within(panel()).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(panel()).getByText('GSTIN 06AABCU9603R1ZM')).toBeInTheDocument();
  });

  it('picks the state from the GST states; checks the pincode and the GSTIN against it', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    renderCheckout(await guestWithCart());
    const state = field('State');
    expect(state.tagName).toBe('SELECT');
    const options = within(state)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Select a state');
    expect(options).toEqual(
      expect.arrayContaining(['Haryana (06)', 'Delhi (07)', 'Karnataka (29)', 'Tamil Nadu (33)']),
    );
    expect(options).toHaveLength(38);

    await fillAddress(user, { ...ADDRESS, pincode: '560001' });
    await user.type(field('GST number'), '29AAACR5055K1Z5');
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    expect(field('Pincode')).toHaveAccessibleDescription(
      'Pincode 560001 is in Karnataka, not in Haryana',
    );
    expect(field('GST number')).toHaveAccessibleDescription(
      'GST number must start with 06, the GST state code of Haryana',
    );
    expect(field('Pincode')).toHaveFocus();
    expect(await axe(checkoutRoot())).toHaveNoViolations();

    // Karnataka is where that pincode and GSTIN are: the step goes on.
    await user.selectOptions(field('State'), 'Karnataka (29)');
    expect(field('State')).toHaveValue('Karnataka');
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    expect(within(panel()).getByRole('heading', { name: 'Billing Information' })).toHaveFocus();
  });

  it("validates a separate billing address with the 'Billing' prefix; Previous and the indicator move back", {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    renderCheckout(await guestWithCart());
    await fillAddress(user);
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    await user.click(
      await within(panel()).findByRole('checkbox', { name: 'Same as shipping address' }),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    const billingRequired: [string, string][] = [
      ['First name', 'Billing first name is required'],
      ['Last name', 'Billing last name is required'],
      ['Email', 'Billing email is required'],
      ['Phone', 'Billing phone is required'],
      ['Address', 'Billing address is required'],
      ['City', 'Billing city is required'],
      ['State', 'Billing state is required'],
      ['Pincode', 'Billing pincode is required'],
    ];
    for (const [label, message] of billingRequired) {
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    expect(field('First name')).toHaveFocus();
    await fillAddress(user, { ...ADDRESS, firstName: 'Ravi', email: 'ravi@', pincode: '12' });
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    expect(field('Email')).toHaveAccessibleDescription(
      'Billing email must be a valid email address',
    );
    expect(field('Pincode')).toHaveAccessibleDescription('Billing pincode must be 6 digits');
    await fillAddress(user, { ...ADDRESS, firstName: 'Ravi' });
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    expect(within(panel()).getByRole('heading', { name: 'Payment Method' })).toHaveFocus();
    expect(await within(panel()).findByText('Ravi Verma')).toBeInTheDocument();
    const steps = checkoutRoot().querySelector('[part="steps"]') as HTMLElement;
    expect(
      within(steps)
        .getAllByRole('button')
        .map((step) => step.getAttribute('data-state')),
    ).toEqual(['complete', 'complete', 'current']);
    await user.click(within(panel()).getByRole('button', { name: 'Previous' }));
    expect(within(panel()).getByRole('heading', { name: 'Billing Information' })).toHaveFocus();
    await user.click(within(panel()).getByRole('button', { name: 'Previous' }));
    expect(field('First name')).toHaveValue('Asha');
    // Forward through the indicator validates the steps before it.
    await user.click(within(steps).getByRole('button', { name: 'Payment Method' }));
    expect(within(panel()).getByRole('heading', { name: 'Payment Method' })).toBeInTheDocument();
  });

  it('is operable by keyboard: Tab through the fields, Enter for Next', {
    timeout: 60_000,
  }, async () => {
    const user = userEvent.setup();
    renderCheckout(await guestWithCart());
    field('First name').focus();
    for (const [name, value] of Object.entries(ADDRESS).slice(0, 8)) {
      // The State picker is a native select, reached by Tab: jsdom has no typeahead, so the
      // option is chosen directly (the storefront's Chromium test types it).
      if (name === 'state') {
        expect(field('State')).toHaveFocus();
        await user.selectOptions(field('State'), value);
      } else await user.keyboard(value);
      await user.tab();
    }
    expect(field('Country')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(panel()).getByRole('heading', { name: 'Billing Information' })).toHaveFocus();
    await within(panel()).findByRole('checkbox');
    await user.tab();
    expect(
      within(panel()).getByRole('checkbox', { name: 'Same as shipping address' }),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(panel()).getByRole('heading', { name: 'Payment Method' })).toHaveFocus();
    await within(panel()).findByRole('button', { name: 'Pay Now' });
    await user.tab();
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Pay Now' })).toHaveFocus();
  });
});

// Each test signs a customer up, fills the forms and pays against the real server.
describe('CheckoutWidget: paying (signed-in customer, real server)', { timeout: 60_000 }, () => {
  it("reports a closed dialog as 'Payment cancelled by user' with the cart intact", async () => {
    const user = userEvent.setup();
    const storefront = await customerWithCart(2);
    const { provider, opened } = sandboxPaymentProvider('dismiss');
    const { events } = renderCheckout(storefront, { paymentProvider: provider });
    expect(within(checkoutRoot()).queryByText('Welcome Guest')).toBeNull();
    // The cart's lines: what was bought, how many, at what price. (Its stock figures are the
    // server's and may drop by the units the pending payment order now holds.)
    const lines = () =>
      storefront.cart.state.value.items.map(({ id, quantity, price, originalPrice }) => ({
        id,
        quantity,
        price,
        originalPrice,
      }));
    const before = lines();
    expect(before).toEqual([expect.objectContaining({ quantity: 2 })]);
    await toPaymentStep(user);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    const status = await within(panel()).findByText(
      'Payment cancelled by user',
      {},
      { timeout: 10_000 },
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      orderId: expect.stringMatching(/^order_/),
      amount: storefront.cart.totals.value.total,
      currency: 'INR',
      prefill: { name: 'Asha Verma', email: ADDRESS.email, contact: ADDRESS.phone },
    });
    expect(lines()).toEqual(before);
    expect(within(panel()).getByRole('button', { name: 'Pay Now' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(events.filter(([name]) => name === 'sk:order-placed')).toEqual([]);
    expect(await axe(checkoutRoot())).toHaveNoViolations();
  });

  it("shows 'Payment Failed' with the provider's reason, 'Payment validation failed', 'Razorpay SDK failed to load'", async () => {
    const user = userEvent.setup();
    const storefront = await customerWithCart();
    const { provider } = sandboxPaymentProvider('fail');
    renderCheckout(storefront, { paymentProvider: provider });
    await toPaymentStep(user);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    const alert = await within(panel()).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Payment failed: Card declined');
    expect(storefront.cart.state.value.items).toHaveLength(1);
    expect(await axe(checkoutRoot())).toHaveNoViolations();
    provider.mode = 'forged';
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await waitFor(
      () =>
        expect(within(panel()).getByRole('alert')).toHaveTextContent('Payment validation failed'),
      { timeout: 10_000 },
    );
    expect(storefront.cart.state.value.items).toHaveLength(1);
    provider.mode = 'unavailable';
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await waitFor(
      () =>
        expect(within(panel()).getByRole('alert')).toHaveTextContent('Razorpay SDK failed to load'),
      { timeout: 10_000 },
    );
    expect(storefront.cart.state.value.items).toHaveLength(1);
  });

  it("says the shop cannot be reached when the network fails, and the server's reason", async () => {
    const user = userEvent.setup();
    let mode: 'offline' | 'server-error' | 'bad-answer' = 'offline';
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('create-razorpay-order')) return globalThis.fetch(input, init);
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      if (mode === 'bad-answer') return Response.json({ success: true, order_id: 'ord_123' });
      return Response.json(
        { meta: { status: false, message: 'Payment gateway unavailable' } },
        { status: 503 },
      );
    });
    const storefront = await customerWithCart(1, { fetch });
    const { provider, opened } = sandboxPaymentProvider();
    renderCheckout(storefront, { paymentProvider: provider });
    await toPaymentStep(user);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    expect(await within(panel()).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Cannot reach the shop. Check your connection and try again.',
    );
    mode = 'server-error';
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await waitFor(
      () =>
        expect(within(panel()).getByRole('alert')).toHaveTextContent(
          'Failed to create order: Payment gateway unavailable',
        ),
      { timeout: 10_000 },
    );
    mode = 'bad-answer';
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await waitFor(
      () =>
        expect(within(panel()).getByRole('alert')).toHaveTextContent(
          'Invalid order response from server',
        ),
      { timeout: 10_000 },
    );
    expect(opened).toEqual([]);
    expect(storefront.cart.state.value.items).toHaveLength(1);
  });

  it('pays once for a double click: Processing..., sk:order-placed with the server’s ids, the confirmation', async () => {
    const user = userEvent.setup();
    const storefront = await customerWithCart(2);
    const { provider, opened } = sandboxPaymentProvider();
    const { events, assign } = renderCheckout(storefront, { paymentProvider: provider });
    await toPaymentStep(user);
    const payNow = within(panel()).getByRole('button', { name: 'Pay Now' });
    act(() => {
      fireEvent.click(payNow);
      fireEvent.click(payNow);
    });
    expect(within(panel()).getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The cart is locked while the payment runs.
    expect(within(summary()).getByRole('button', { name: 'Clear Cart' })).toBeDisabled();
    const title = await screen.findByRole(
      'heading',
      { name: 'Order Placed Successfully' },
      { timeout: 10_000 },
    );
    expect(title).toHaveFocus();
    expect(checkoutRoot()).toHaveAttribute('data-state', 'paid');
    expect(opened).toHaveLength(1);
    // Told once the emptied cart is reloaded.
    await waitFor(() =>
      expect(events.filter(([name]) => name === 'sk:order-placed')).toHaveLength(1),
    );
    const placed = events.filter(([name]) => name === 'sk:order-placed');
    const detail = placed[0]?.[1] as { orderId: string; paymentId: string };
    expect(detail).toEqual({
      orderId: expect.stringMatching(/^order_/),
      paymentId: expect.stringMatching(/^pay_/),
    });
    expect(detail.orderId).toBe(opened[0]?.orderId);
    // The server has exactly this one order, paid with this payment.
    const orders = await storefront.client.orders.list();
    expect(orders.data.map((order) => order.order_id)).toEqual([detail.orderId]);
    expect(orders.data[0]?.payment?.payment_id).toBe(detail.paymentId);
    expect(screen.getByText('You will receive an email confirmation shortly.')).toBeInTheDocument();
    expect(screen.getByText(`Order ID: ${detail.orderId}`)).toBeInTheDocument();
    expect(screen.getByText(`Payment ID: ${detail.paymentId}`)).toBeInTheDocument();
    expect(storefront.cart.state.value.items).toEqual([]);
    expect(storefront.notifications.toasts.value.map((toast) => toast.message)).toContain(
      'Payment successful!',
    );
    expect(await axe(checkoutRoot())).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'View Orders' }));
    expect(assign).toHaveBeenLastCalledWith('/dashboard');
    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(assign).toHaveBeenLastCalledWith('/');
  });

  it('goes to the success URL with the ids filled in, through the cancelable sk:navigate', async () => {
    const user = userEvent.setup();
    const storefront = await customerWithCart();
    const { provider } = sandboxPaymentProvider();
    const { events, assign } = renderCheckout(
      storefront,
      { paymentProvider: provider, successUrl: '/thanks?order={orderId}&payment={paymentId}' },
      { preventNavigation: true },
    );
    await toPaymentStep(user);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully' }, { timeout: 10_000 });
    await waitFor(() => expect(events.some(([name]) => name === 'sk:navigate')).toBe(true));
    const placed = events.find(([name]) => name === 'sk:order-placed')?.[1] as {
      orderId: string;
      paymentId: string;
    };
    expect(events.filter(([name]) => name !== 'sk:cart-change').map(([name]) => name)).toEqual([
      'sk:order-placed',
      'sk:navigate',
    ]);
    expect(events.find(([name]) => name === 'sk:navigate')?.[1]).toEqual({
      url: `/thanks?order=${placed.orderId}&payment=${placed.paymentId}`,
    });
    // The host routed itself: no page load, and the confirmation is shown meanwhile.
    expect(assign).not.toHaveBeenCalled();
  });

  it('applies and removes a coupon in the summary; the payment is for the discounted total', async () => {
    const user = userEvent.setup();
    const storefront = await customerWithCart(3);
    const { provider, opened } = sandboxPaymentProvider('dismiss');
    renderCheckout(storefront, { paymentProvider: provider });
    const input = within(summary()).getByRole('textbox', { name: 'Discount Code' });
    await user.type(input, 'SAFETY5{Enter}');
    expect(
      await within(summary()).findByText(
        /^Coupon applied successfully! You saved ₹[\d,]+\.\d{2}$/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(rowOf('discount')).toMatch(/^Discount-₹[\d,]+\.\d{2}$/);
    const { subtotal, taxableValue, tax, discount, total } = storefront.cart.totals.value;
    expect(discount).toBeGreaterThan(0);
    // GST on the value after the discount (CGST Act s.15), shown as its own row.
    expect(taxableValue).toBe(subtotal - discount);
    expect(tax).toBe(Math.round(taxableValue * 0.18));
    expect(total).toBe(taxableValue + tax);
    expect(rowOf('taxable')).toBe(`Taxable value${inr(taxableValue)}`);
    expect(rowOf('tax')).toBe(`Tax (18% GST)${inr(tax)}`);
    await toPaymentStep(user);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await within(panel()).findByText('Payment cancelled by user', {}, { timeout: 10_000 });
    expect(opened[0]?.amount).toBe(total);
    await user.click(
      within(summary()).getByRole('button', { name: 'Remove', description: /^Code SAFETY5/ }),
    );
    expect(
      await within(summary()).findByText('Coupon removed successfully', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(rowOf('discount')).toBe('');
    expect(rowOf('taxable')).toBe('');
  });
});

describe('CheckoutWidget: a guest pays after signing in', { timeout: 60_000 }, () => {
  it('Pay Now asks for an account; once signed in (cart merged) it pays', async () => {
    const user = userEvent.setup();
    const customer = await signUpFreshCustomer(shop(), 'Guest Turned Customer');
    const storefront = await guestWithCart();
    const lines = storefront.cart.state.value.items.map((item) => [item.id, item.quantity]);
    const { provider, opened } = sandboxPaymentProvider();
    const { events } = renderCheckout(storefront, { paymentProvider: provider });
    await toPaymentStep(user);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(opened).toEqual([]);
    await user.type(within(modal).getByLabelText('Email or Mobile Number'), customer.email);
    await user.type(within(modal).getByLabelText('Password'), `${customer.password}{Enter}`);
    await screen.findByRole('heading', { name: 'Order Placed Successfully' }, { timeout: 10_000 });
    expect(opened).toHaveLength(1);
    await waitFor(() =>
      expect(events.filter(([name]) => name === 'sk:order-placed')).toHaveLength(1),
    );
    const [order] = (await storefront.client.orders.list()).data;
    expect(order?.items.map((item) => item.quantity).sort()).toEqual(
      lines.map(([, quantity]) => quantity).sort(),
    );
  });

  it('stops for another look when the sign-in merged more into the cart; the next Pay Now pays', async () => {
    const user = userEvent.setup();
    const elsewhere = shop();
    const customer = await signUpFreshCustomer(elsewhere, 'Returning Customer');
    await addCheapestProductToCart(elsewhere, 1);
    const storefront = await guestWithCart();
    const { provider, opened } = sandboxPaymentProvider('dismiss');
    renderCheckout(storefront, { paymentProvider: provider });
    await toPaymentStep(user);
    expect(rowOf('subtotal')).toMatch(/^Subtotal \(3 items\)/);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(modal).getByLabelText('Email or Mobile Number'), customer.email);
    await user.type(within(modal).getByLabelText('Password'), `${customer.password}{Enter}`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    // The account's own line was merged in: the summary shows it, and nothing was charged.
    await waitFor(() => expect(rowOf('subtotal')).toMatch(/^Subtotal \(4 items\)/));
    expect(opened).toEqual([]);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    await within(panel()).findByText('Payment cancelled by user', {}, { timeout: 10_000 });
    expect(opened).toHaveLength(1);
    expect(opened[0]?.amount).toBe(storefront.cart.totals.value.total);
  });

  it('does nothing when the guest dismisses the sign-in; the guest banner signs in too', async () => {
    const user = userEvent.setup();
    const storefront = await guestWithCart();
    const { provider, opened } = sandboxPaymentProvider();
    renderCheckout(storefront, { paymentProvider: provider });
    await toPaymentStep(user);
    await user.click(within(panel()).getByRole('button', { name: 'Pay Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opened).toEqual([]);
    expect(within(panel()).getByRole('button', { name: 'Pay Now' })).toHaveFocus();
    const guest = checkoutRoot().querySelector('[part="guest"]') as HTMLElement;
    await user.click(within(guest).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});
