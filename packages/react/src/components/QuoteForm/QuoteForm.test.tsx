import { type Product, QUOTE_CLOSE_MS, type QuoteProduct } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { answering, makeStorefront, shop } from '@storefront-kit/test-utils/shop';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, StrictMode, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { useQuoteRequest } from '../../hooks/useQuoteRequest';
import { QuoteForm, type QuoteFormRootProps } from './QuoteForm';

/** A product of the seed, read from the real server. */
let product: QuoteProduct;
beforeAll(async () => {
  const storefront = makeStorefront({ autoLoad: false });
  const { data } = await storefront.client.catalog.products({ per_page: 1 });
  storefront.dispose();
  const [first] = data as [Product];
  product = { id: first.id, name: first.product_name };
});

/** Every part, with its default content. */
function Form(props: Partial<QuoteFormRootProps>) {
  return (
    <QuoteForm.Root product={product} {...props}>
      <QuoteForm.Success>
        <QuoteForm.SuccessMessage />
        <QuoteForm.Summary />
      </QuoteForm.Success>
      <QuoteForm.Form aria-label="Request a Quote">
        <QuoteForm.Fields
          renderField={(name) => (
            <QuoteForm.Field name={name}>
              <QuoteForm.Label />
              <QuoteForm.Input />
              <QuoteForm.FieldError />
            </QuoteForm.Field>
          )}
        />
        <QuoteForm.Submit />
        <QuoteForm.Error />
      </QuoteForm.Form>
    </QuoteForm.Root>
  );
}

/** The form with `open` switched by a button. */
function Toggle() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Toggle
      </button>
      <Form open={open} onOpenChange={setOpen} />
    </>
  );
}

/** An owner of the request (`controller`) that reads its status and unmounts the form. */
function Owner() {
  const quote = useQuoteRequest();
  const [shown, setShown] = useState(true);
  return (
    <>
      <output>{quote.status}</output>
      <button type="button" onClick={() => setShown((value) => !value)}>
        Toggle
      </button>
      {shown ? <Form controller={quote} /> : null}
    </>
  );
}

const renderUi = (ui: ReactElement, fetch?: typeof globalThis.fetch) =>
  renderWithProvider(ui, { storefront: shop(fetch ? { fetch } : {}) });

const field = (name: string) => screen.getByRole('textbox', { name });
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const submit = () => screen.getByRole('button', { name: /^(Submit Request|Submitting\.\.\.)$/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name'), 'Asha Verma');
  await user.type(field('Email'), 'asha@example.in');
  await user.type(field('Phone Number'), '+91 98765 43210');
  await user.clear(quantity());
  await user.type(quantity(), '3');
}

/** Passes requests to the real server; quote requests wait for `release()` and are counted. */
function heldFetch() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const isQuote = (input: RequestInfo | URL) =>
    (input instanceof Request ? input.url : String(input)).includes('/quote-request/create');
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    if (isQuote(input)) await gate;
    return globalThis.fetch(input, init);
  });
  const sent = () => fetch.mock.calls.filter(([input]) => isQuote(input)).length;
  return { fetch, sent, release: () => release() };
}

describe('QuoteForm', () => {
  it('renders the spec’s fields, labelled and in order, with no axe violations', async () => {
    const { container } = renderUi(<Form />);
    const form = await screen.findByRole('form', { name: 'Request a Quote' });
    expect(form).toHaveAttribute('novalidate');
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual([
      'Full Name *',
      'Email *',
      'Phone Number *',
      'Company',
      'Quantity *',
      'Message',
    ]);
    expect(field('Full Name')).toHaveAttribute('aria-required', 'true');
    expect(field('Full Name')).toHaveAttribute('maxlength', '120');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Phone Number')).toHaveAttribute('autocomplete', 'tel');
    expect(field('Company')).not.toHaveAttribute('aria-required');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(quantity()).toHaveValue(1);
    expect(quantity()).toHaveAttribute('min', '1');
    expect(submit()).toHaveAttribute('data-state', 'idle');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('by keyboard: Tab walks the fields to Submit; Enter submits, shows each error and focuses the first', async () => {
    const user = userEvent.setup();
    const { fetch, sent } = heldFetch();
    const { container } = renderUi(<Form />, fetch);
    const visited: (string | null)[] = [];
    for (let step = 0; step < 7; step += 1) {
      await user.tab();
      const focused = document.activeElement;
      visited.push(focused?.getAttribute('name') ?? focused?.textContent ?? null);
    }
    expect(visited).toEqual([
      'name',
      'email',
      'phone',
      'company',
      'quantity',
      'message',
      'Submit Request',
    ]);
    await user.clear(quantity());
    await user.type(quantity(), '0{Enter}');
    // Each invalid field is described by its message (and only those are invalid).
    const described = Object.fromEntries(
      [...container.querySelectorAll('[aria-invalid="true"]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('aria-describedby') &&
          document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
      ]),
    );
    expect(described).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      quantity: 'Quantity must be at least 1',
    });
    expect(field('Full Name')).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    // Editing a field clears its own message only.
    await user.type(field('Full Name'), 'A');
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    // Focus goes to the first invalid field of the form's order.
    await user.click(submit());
    expect(field('Email')).toHaveFocus();
    expect(sent()).toBe(0);
  });

  it('sends once while submitting, shows the success focused, and closes 3 s later', async () => {
    const user = userEvent.setup();
    const { fetch, sent, release } = heldFetch();
    const onOpenChange = vi.fn();
    const { container } = renderUi(<Form onOpenChange={onOpenChange} />, fetch);
    await fillValid(user);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Submitting...');
    expect(submit()).toHaveAttribute('data-state', 'submitting');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    expect(field('Full Name')).toHaveAttribute('readonly');
    await user.keyboard('{Enter}');
    await user.click(submit());
    release();
    const status = await screen.findByRole('status');
    expect(status).toHaveFocus();
    expect(status).toHaveTextContent(
      'Quote request submitted successfully! Our team will contact you soon.',
    );
    expect(status.querySelector('dl')).toHaveTextContent(
      `Product${product.name}Quantity3Emailasha@example.in`,
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(sent()).toBe(1);
    expect(await axe(container)).toHaveNoViolations();
    // The success stays while the request closes itself; the owner is told to close.
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), {
      timeout: QUOTE_CLOSE_MS + 2000,
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows a failure under the form (role alert) and keeps the form', async () => {
    const user = userEvent.setup();
    const fetch = answering(500, { meta: { status: false, message: 'Database unavailable' } });
    const { container } = renderUi(<Form />, fetch);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    expect(field('Full Name')).toHaveValue('Asha Verma');
    expect(submit()).toHaveAttribute('data-state', 'idle');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('follows `open`: closing resets the request, opening again shows a fresh form', async () => {
    const user = userEvent.setup();
    renderUi(<Toggle />);
    await user.type(field('Company'), 'Verma Automation');
    await user.click(submit());
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(field('Company')).toHaveValue('');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('with a `controller`: the owner reads its status, and an unmounted form closes it', async () => {
    const user = userEvent.setup();
    renderUi(
      <StrictMode>
        <Owner />
      </StrictMode>,
    );
    expect(await screen.findByText('open')).toBeInTheDocument();
    await user.type(field('Company'), 'Verma Automation');
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(field('Company')).toHaveValue('');
  });

  it('runs the caller’s handlers first; preventDefault skips its own', async () => {
    const user = userEvent.setup();
    const { fetch, sent } = heldFetch();
    const onChange = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderUi(
      <QuoteForm.Root product={product}>
        <QuoteForm.Form onSubmit={(event) => event.preventDefault()}>
          <QuoteForm.Field name="name">
            <QuoteForm.Label requiredIndicator={<abbr title="required">*</abbr>} />
            <QuoteForm.Input onChange={onChange} />
          </QuoteForm.Field>
          <QuoteForm.Submit className="mine">Send</QuoteForm.Submit>
        </QuoteForm.Form>
      </QuoteForm.Root>,
      fetch,
    );
    const input = screen.getByRole('textbox', { name: 'Full Name*' });
    await user.type(input, 'Asha');
    expect(onChange).toHaveBeenCalled();
    expect(input).toHaveValue('');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('data-state', 'idle');
    expect(send).toHaveClass('mine');
    await user.click(send);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(sent()).toBe(0);
  });

  it('throws outside its Root and its Field', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<QuoteForm.Submit />)).toThrow(
      'QuoteForm.Submit must be used within QuoteForm.Root',
    );
    expect(() =>
      renderWithProvider(
        <QuoteForm.Root product={{ id: 'prd_000001' }}>
          <QuoteForm.Label />
        </QuoteForm.Root>,
        { storefront: shop() },
      ),
    ).toThrow('QuoteForm.Label must be used within QuoteForm.Field');
  });
});
