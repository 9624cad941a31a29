import type { ProductInput } from '@storefront-kit/core';
import { api, envelope, signedIn, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ShadowPreview, shadowOf } from '../../../test/ShadowPreview';
import { QuoteButtonWidget } from './QuoteButtonWidget';
import { QuoteModalWidget } from './QuoteModalWidget';
import { quoteButtonCss } from './quoteButtonCss';

const PRODUCT_ID = 'prd_000108';

const wireProduct: ProductInput = {
  _id: PRODUCT_ID,
  product_name: 'Siemens S7-1200 CPU 1214C, DC/DC/DC',
  model_number: '6ES7214-1AG40-0XB0',
  product_description: 'Compact PLC CPU, 14 DI / 10 DO / 2 AI',
  product_selling_price: 0,
  is_stock_available: true,
  is_active: true,
  brand_id: { _id: 'brd_siemens', title: 'Siemens' },
  product_category_id: { _id: 'cat_plc', product_category_name: 'PLC' },
};

const productById = http.get(api('products/get/:id'), () =>
  HttpResponse.json(envelope(wireProduct)),
);
const createQuote = api('quote-request/create');

/** The modal as a widget opens it, in a shadow root (it adopts its own sheets); open at first. */
function Preview({ productId = PRODUCT_ID }: { productId?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: 640 }}>
      <ShadowPreview css={quoteButtonCss}>
        <button type="button" className="sk-quote-trigger" onClick={() => setOpen(true)}>
          Open the modal again
        </button>
        <QuoteModalWidget open={open} onOpenChange={setOpen} productId={productId} />
      </ShadowPreview>
    </div>
  );
}

/**
 * The open dialog, once it has faded in. (`findBy*` cannot wait on a shadow root; `waitFor` can.)
 */
async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await waitFor(
    () => within(shadowOf(canvasElement)).getByRole('dialog', { name: 'Request a Quote' }),
    { timeout: 5000 },
  );
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return within(dialog);
}

/**
 * Sets a field as typing would (user-event's keyboard does not reach inputs inside a shadow
 * root: it types into the focused host).
 */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function fillAndSubmit({ canvasElement }: { canvasElement: HTMLElement }) {
  const dialog = await dialogOf(canvasElement);
  fill(dialog.getByRole('textbox', { name: 'Full Name' }), 'Asha Verma');
  fill(dialog.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
  fill(dialog.getByRole('textbox', { name: 'Phone Number' }), '+91 98765 43210');
  fill(dialog.getByRole('textbox', { name: 'Company' }), 'Verma Automation');
  fill(dialog.getByRole('textbox', { name: 'Message' }), 'Need 4 with cables');
  await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
  return dialog;
}

const failing = (status: number, message: string) => ({
  msw: {
    handlers: [
      productById,
      http.post(createQuote, () =>
        HttpResponse.json({ success: false, meta: { status: false, message } }, { status }),
      ),
    ],
  },
});

const meta = {
  title: 'Widgets/QuoteModal',
  component: Preview,
  decorators: [withStorefront({ autoLoad: false })],
  parameters: { msw: { handlers: [productById] } },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: 'Request a Quote', the 24 h reply, the product's name and id, Full Name focused. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('Siemens S7-1200 CPU 1214C, DC/DC/DC')).toBeVisible();
    await expect(dialog.getByText(`Product ID: ${PRODUCT_ID}`)).toBeVisible();
  },
};

/** A signed-in customer: the name comes from their account. */
export const SignedIn: Story = {
  decorators: [withStorefront({ autoLoad: false, storage: signedIn() })],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Verma');
  },
};

/** Submit Request with nothing filled in: each field's message under it. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    fill(dialog.getByRole('spinbutton', { name: 'Quantity' }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Request' }));
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Phone number is required')).toBeVisible();
    await expect(dialog.getByText('Quantity must be at least 1')).toBeVisible();
  },
};

/** 'Submitting...' while the server has not answered (it never does here). */
export const Submitting: Story = {
  parameters: {
    msw: { handlers: [productById, http.post(createQuote, () => new Promise(() => {}))] },
  },
  play: async (context) => {
    const dialog = await fillAndSubmit(context);
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server stored it: the success message and summary (the modal closes 3 s later). */
export const Success: Story = {
  parameters: {
    msw: {
      handlers: [
        productById,
        http.post(createQuote, async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          const message = 'Quote request submitted successfully';
          return HttpResponse.json(
            {
              success: true,
              message,
              ...envelope(
                {
                  _id: 'quo_story',
                  ...body,
                  product_name: wireProduct.product_name,
                  status: 'new',
                  createdAt: new Date().toISOString(),
                },
                message,
              ),
            },
            { status: 201 },
          );
        }),
      ],
    },
  },
  play: async (context) => {
    const dialog = await fillAndSubmit(context);
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Quote request submitted successfully! Our team will contact you soon.',
    );
  },
};

/** The server refused the request (400): 'Please check your information and try again.' */
export const CheckInformation: Story = {
  parameters: failing(400, 'Quantity must be at most 1000000'),
  play: async (context) => {
    const dialog = await fillAndSubmit(context);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Please check your information and try again.',
    );
  },
};

/** A server error (500): 'Server error. Please try again later.' under the form. */
export const ServerError: Story = {
  parameters: failing(500, 'Database unavailable'),
  play: async (context) => {
    const dialog = await fillAndSubmit(context);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
  },
};

/**
 * No answer in time (a dead connection): 'Cannot reach the shop. Check your connection and try
 * again.' under the form (issue 18: a fault the shopper understands, not the transport's words),
 * the form kept. An offline failure reads the same.
 */
export const NetworkError: Story = {
  decorators: [withStorefront({ autoLoad: false, timeout: 1000 })],
  parameters: {
    msw: { handlers: [productById, http.post(createQuote, () => new Promise(() => {}))] },
  },
  play: async (context) => {
    const dialog = await fillAndSubmit(context);
    await expect(await dialog.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Cannot reach the shop. Check your connection and try again.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Asha Verma');
  },
};

/**
 * `<sk-quote-button>`: 'Request a Quote' (a click loads and opens the modal above; the tests
 * drive that).
 */
export const QuoteButton: Story = {
  render: () => (
    <ShadowPreview css={quoteButtonCss}>
      <QuoteButtonWidget productId={PRODUCT_ID} />
    </ShadowPreview>
  ),
  play: async ({ canvasElement }) => {
    const button = within(shadowOf(canvasElement)).getByRole('button', { name: 'Request a Quote' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  },
};
