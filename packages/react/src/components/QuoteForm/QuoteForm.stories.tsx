import { api, signedIn, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QuoteForm, type QuoteFormRootProps } from './QuoteForm';

const PRODUCT = { id: 'prd_000108', name: 'Siemens S7-1200 CPU 1214C, DC/DC/DC' };

const errorStyle = { margin: 0, color: '#b91c1c', fontSize: 14 };

/** The form with every part, laid out in two columns (the message and actions span both). */
function QuoteFormDemo(props: Partial<QuoteFormRootProps>) {
  return (
    <div style={{ maxWidth: 560 }}>
      <h2 style={{ marginTop: 0 }}>Request a Quote</h2>
      <p>
        {PRODUCT.name} · Product ID: {PRODUCT.id}
      </p>
      <QuoteForm.Root product={PRODUCT} {...props}>
        <QuoteForm.Success
          style={{ padding: 12, background: '#ecfdf5', color: '#065f46', borderRadius: 6 }}
        >
          <QuoteForm.SuccessMessage />
          <QuoteForm.Summary
            style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}
          />
        </QuoteForm.Success>
        <QuoteForm.Form
          aria-label="Request a Quote"
          style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}
        >
          <QuoteForm.Fields
            renderField={(name) => (
              <QuoteForm.Field
                name={name}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 4,
                  gridColumn: name === 'message' ? '1 / -1' : undefined,
                }}
              >
                <QuoteForm.Label style={{ fontWeight: 600 }} />
                <QuoteForm.Input style={{ padding: 6 }} />
                <QuoteForm.FieldError style={errorStyle} />
              </QuoteForm.Field>
            )}
          />
          <div style={{ gridColumn: '1 / -1' }}>
            <QuoteForm.Submit />
          </div>
          <QuoteForm.Error style={{ ...errorStyle, gridColumn: '1 / -1' }} />
        </QuoteForm.Form>
      </QuoteForm.Root>
    </div>
  );
}

const createQuote = api('quote-request/create');

/** The request as the server stores it (what the success summary shows). */
const STORED = {
  _id: 'quo_story',
  product_id: PRODUCT.id,
  product_name: PRODUCT.name,
  customer_name: 'Asha Verma',
  customer_email: 'asha@example.in',
  customer_phone: '9876543210',
  quantity: 1,
  status: 'new',
};

const stored = http.post(createQuote, () =>
  HttpResponse.json({ success: true, data: STORED }, { status: 201 }),
);

async function fillAndSubmit({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Asha Verma');
  await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'asha@example.in');
  await userEvent.type(canvas.getByRole('textbox', { name: /Phone Number/ }), '9876543210');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
  return canvas;
}

const meta = {
  title: 'Headless/QuoteForm',
  component: QuoteFormDemo,
  decorators: [withStorefront({ autoLoad: false })],
} satisfies Meta<typeof QuoteFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's form: full name, e-mail, phone, company, quantity (1) and message. */
export const Default: Story = {};

/** A signed-in customer: name filled in from the account. */
export const SignedIn: Story = {
  decorators: [withStorefront({ autoLoad: false, storage: signedIn() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The request opens (and fills the form in) once Root has mounted.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Asha Verma'),
    );
  },
};

/** Submit Request with nothing filled in: each field's message, the first field focused. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    await expect(canvas.getByText('Full name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Phone number is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveFocus();
  },
};

/**
 * While the server has not answered (it never does here): the form is busy, the fields are
 * read-only and Submit reads 'Submitting...' (`data-state="submitting"`).
 */
export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post(createQuote, () => new Promise(() => {}))] } },
  play: async (context) => {
    const canvas = await fillAndSubmit(context);
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    await expect(canvas.getByText('Submitting...')).toHaveAttribute('data-state', 'submitting');
  },
};

/** The server stored it: the message and its summary, focused (it closes 3 s later). */
export const Success: Story = {
  parameters: { msw: { handlers: [stored] } },
  play: async (context) => {
    const canvas = await fillAndSubmit(context);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Quote request submitted successfully! Our team will contact you soon.',
    );
  },
};

/** A server error (500): 'Server error. Please try again later.' under the form. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(createQuote, () =>
          HttpResponse.json({ meta: { status: false, message: 'Down' } }, { status: 500 }),
        ),
      ],
    },
  },
  play: async (context) => {
    const canvas = await fillAndSubmit(context);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
  },
};
