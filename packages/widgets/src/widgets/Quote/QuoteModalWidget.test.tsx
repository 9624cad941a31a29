import { type Product, QUOTE_CLOSE_MS, type Storefront } from '@storefront-kit/core';
import {
  answering,
  disposeAfterTest,
  makeStorefront,
  shop,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { QuoteModalWidget, type QuoteModalWidgetProps } from './QuoteModalWidget';

/** A host that opens the modal from its own button, as the card and the quote button do. */
function Host(props: Omit<QuoteModalWidgetProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask for a price
      </button>
      <QuoteModalWidget {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** A product of the seed priced on request (selling price 0), read from the real server. */
let onRequest: Product;
beforeAll(async () => {
  const storefront = makeStorefront({ autoLoad: false });
  const { data } = await storefront.client.catalog.products({ per_page: 100 });
  storefront.dispose();
  const found = data.find((product) => (product.product_selling_price ?? 0) <= 0);
  expect(found, 'the seed has a product priced on request').toBeDefined();
  onRequest = found as Product;
});

const isQuoteRequest = (input: RequestInfo | URL) =>
  (input instanceof Request ? input.url : String(input)).includes('/quote-request/create');

/**
 * A `fetch` for a storefront that passes every request on to the real server and counts the
 * quote requests; with `hold`, those wait until `release()` (to see the submitting state).
 */
function countingFetch({ hold = false } = {}) {
  let release = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    if (isQuoteRequest(input)) await gate;
    return globalThis.fetch(input, init);
  });
  const quoteRequests = () => fetch.mock.calls.filter(([input]) => isQuoteRequest(input)).length;
  return { fetch, quoteRequests, release };
}

const dialog = () => screen.getByRole('dialog', { name: 'Request a Quote' });
const field = (name: string) => within(dialog()).getByRole('textbox', { name });
const quantity = () => within(dialog()).getByRole('spinbutton', { name: 'Quantity' });
const submit = () =>
  within(dialog()).getByRole('button', { name: /^(Submit Request|Submitting\.\.\.)$/ });

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Ask for a price' }));
  return dialog();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, qty = '4') {
  await user.type(field('Full Name'), 'Asha Verma');
  await user.type(field('Email'), 'asha@example.in');
  await user.type(field('Phone Number'), '+91 98765 43210');
  await user.type(field('Company'), 'Verma Automation');
  await user.clear(quantity());
  await user.type(quantity(), qty);
  await user.type(field('Message'), 'Need these with cables');
}

/**
 * jsdom has no top layer: a modal `<dialog>` turns Escape into its `cancel` event in the browser,
 * which is what this fires (test/setup.ts); the Chromium test presses the real key.
 */
const pressEscape = (element: HTMLElement) =>
  fireEvent(element, new Event('cancel', { cancelable: true }));

describe('QuoteModalWidget', () => {
  it('opens as the Request a Quote dialog for the product, focusing Full Name', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<Host productId={onRequest.id} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await open(user);
    expect(dialog()).toHaveAccessibleDescription('Our team will reply within 24 hours.');
    expect(within(dialog()).getByText(`Product ID: ${onRequest.id}`)).toBeInTheDocument();
    // The name comes from the server (GET /products/get/{id}).
    expect(await within(dialog()).findByText(onRequest.product_name)).toBeInTheDocument();
    expect(field('Full Name')).toHaveFocus();
    expect(field('Full Name')).toHaveAttribute('aria-required', 'true');
    expect(field('Company')).not.toHaveAttribute('aria-required');
    expect(quantity()).toHaveValue(1);
    expect(submit()).toHaveTextContent('Submit Request');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the spec’s messages under each field, sends nothing, and clears a message on edit', async () => {
    const user = userEvent.setup();
    const { fetch, quoteRequests } = countingFetch();
    const { container } = renderWidget(<Host productId={onRequest.id} />, {
      storefront: shop({ fetch }),
    });
    await open(user);
    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.click(submit());
    const expected: [HTMLElement, string][] = [
      [field('Full Name'), 'Full name is required'],
      [field('Email'), 'Email is required'],
      [field('Phone Number'), 'Phone number is required'],
      [quantity(), 'Quantity must be at least 1'],
    ];
    for (const [input, message] of expected) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
    expect(field('Company')).not.toHaveAttribute('aria-invalid');
    expect(field('Full Name')).toHaveFocus(); // the first invalid field
    expect(await axe(container)).toHaveNoViolations();

    await user.type(field('Email'), 'asha@');
    await user.type(field('Phone Number'), '0987 654');
    // Editing a field clears its own message only.
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Full Name')).toHaveAccessibleDescription('Full name is required');
    await user.click(submit());
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field('Phone Number')).toHaveAccessibleDescription('Please enter a valid phone number');
    await user.clear(quantity());
    await user.type(quantity(), '2.5');
    await user.click(submit());
    expect(quantity()).toHaveAccessibleDescription('Quantity must be at least 1');
    expect(quoteRequests()).toBe(0);
  });

  it('submits to the real server once, however often it is clicked, shows the summary, and closes after 3 s', async () => {
    const user = userEvent.setup();
    const { fetch, quoteRequests, release } = countingFetch({ hold: true });
    const { container } = renderWidget(<Host productId={onRequest.id} />, {
      storefront: shop({ fetch }),
    });
    const opener = screen.getByRole('button', { name: 'Ask for a price' });
    await open(user);
    await fillValid(user);
    await user.dblClick(submit());
    expect(submit()).toHaveTextContent('Submitting...');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit());
    expect(field('Full Name')).toHaveAttribute('readonly');
    release();
    const status = await within(dialog()).findByRole('status');
    expect(status).toHaveTextContent(
      'Quote request submitted successfully! Our team will contact you soon.',
    );
    expect(status).toHaveFocus();
    // The summary is the server's stored request (its product name, not what the form sent).
    expect(status.querySelector('dl')).toHaveTextContent(
      `Product${onRequest.product_name}Quantity4Emailasha@example.in`,
    );
    expect(quoteRequests()).toBe(1);
    expect(await axe(container)).toHaveNoViolations();

    // The summary stays until the modal closes: no empty form flashes in between.
    const flashes: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('dialog form')) flashes.push('form');
    });
    observer.observe(container, { childList: true, subtree: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), {
      timeout: QUOTE_CLOSE_MS + 2000,
    });
    observer.disconnect();
    expect(flashes).toEqual([]);
    expect(opener).toHaveFocus();
    // Opened again: a fresh form.
    await open(user);
    expect(field('Full Name')).toHaveValue('');
    expect(quantity()).toHaveValue(1);
  });

  it("fills in the signed-in customer's name, e-mail and mobile; the request is theirs", async () => {
    const user = userEvent.setup();
    const storefront: Storefront = disposeAfterTest(makeStorefront({ autoLoad: false }));
    const customer = await signUpFreshCustomer(storefront, 'Quote Widget Tester');
    renderWidget(<Host productId={onRequest.id} />, { storefront });
    await open(user);
    expect(field('Full Name')).toHaveValue('Quote Widget Tester');
    expect(field('Email')).toHaveValue(customer.email);
    expect(field('Phone Number')).toHaveValue(customer.mobile);
    await user.click(submit());
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Quote request submitted successfully!',
    );
    const mine = await storefront.client.quotes.list();
    expect(mine.data).toEqual([
      expect.objectContaining({
        product_id: onRequest.id,
        customer_name: 'Quote Widget Tester',
        customer_email: customer.email,
        quantity: 1,
      }),
    ]);
  });

  it("shows 'Please check your information and try again.' when the server refuses the request (400)", async () => {
    const user = userEvent.setup();
    renderWidget(<Host productId={onRequest.id} />);
    await open(user);
    await fillValid(user, '2000000'); // above the server's limit of 1,000,000
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Please check your information and try again.',
    );
    // The form stays, filled in and editable; a corrected request goes through.
    expect(field('Full Name')).toHaveValue('Asha Verma');
    expect(submit()).toHaveTextContent('Submit Request');
    await user.clear(quantity());
    await user.type(quantity(), '20');
    await user.click(submit());
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Quantity20');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason for an unknown product", async () => {
    const user = userEvent.setup();
    renderWidget(<Host productId="prd_missing_000" />);
    await open(user);
    await fillValid(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Product not found');
  });

  it("shows 'Server error. Please try again later.' on a 500", async () => {
    const user = userEvent.setup();
    const fetch = answering(500, { meta: { status: false, message: 'Database unavailable' } });
    const { container } = renderWidget(<Host productId={onRequest.id} />, {
      storefront: shop({ fetch }),
    });
    await open(user);
    await fillValid(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says the shop cannot be reached when the request never gets an answer', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderWidget(<Host productId={onRequest.id} />, { storefront: shop({ fetch }) });
    await open(user);
    await fillValid(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Cannot reach the shop. Check your connection and try again.',
    );
    expect(field('Message')).toHaveValue('Need these with cables');
  });

  it('is usable by keyboard: Tab order, Enter submits, Escape and Close return focus', async () => {
    const user = userEvent.setup();
    renderWidget(
      <Host productId={onRequest.id} product={{ id: onRequest.id, name: 'Given name' }} />,
    );
    const opener = screen.getByRole('button', { name: 'Ask for a price' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByText('Given name')).toBeInTheDocument();
    const order = [
      field('Full Name'),
      field('Email'),
      field('Phone Number'),
      field('Company'),
      quantity(),
      field('Message'),
      submit(),
    ];
    expect(order[0]).toHaveFocus();
    for (const next of order.slice(1)) {
      await user.tab();
      expect(next).toHaveFocus();
    }
    await user.tab({ shift: true });
    expect(field('Message')).toHaveFocus();
    // Enter in a field submits the form.
    field('Full Name').focus();
    await user.keyboard('{Enter}');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    pressEscape(dialog());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    // The close button, by keyboard; the form was reset.
    await user.keyboard('{Enter}');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    within(dialog()).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('takes its strings from the message catalogue, overrides included', async () => {
    const user = userEvent.setup();
    renderWidget(<Host productId={onRequest.id} product={{ id: onRequest.id }} />, {
      storefront: shop({
        messages: {
          'quote.title': 'Bhav poochhein',
          'quote.submit': 'Bhejein',
          'quote.nameRequired': 'Naam zaroori hai',
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Ask for a price' }));
    const named = screen.getByRole('dialog', { name: 'Bhav poochhein' });
    await user.click(within(named).getByRole('button', { name: 'Bhejein' }));
    expect(within(named).getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
      'Naam zaroori hai',
    );
  });

  it('works under StrictMode (the hook replaces its disposed controller)', async () => {
    const user = userEvent.setup();
    renderWidget(
      <StrictMode>
        <Host productId={onRequest.id} product={{ id: onRequest.id, name: 'Strict sensor' }} />
      </StrictMode>,
    );
    await open(user);
    await user.type(field('Full Name'), 'Asha');
    expect(field('Full Name')).toHaveValue('Asha');
    await user.click(submit());
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
  });
});
