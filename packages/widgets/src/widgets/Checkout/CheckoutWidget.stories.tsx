import type { PaymentProvider } from '@storefront-kit/core';
import {
  api,
  LINES,
  memoryStorage,
  serverCart,
  signedIn,
  withStorefront,
} from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ShadowPreview, selectInShadow, shadowOf, typeInShadow } from '../../../test/ShadowPreview';
import { cartCss } from '../Cart/cartCss';
import { CheckoutWidget, type CheckoutWidgetProps } from './CheckoutWidget';
import { checkoutCss } from './checkoutCss';

/** The checkout as the script tag mounts it: in a shadow root with the cart's and its sheets. */
function Preview(props: CheckoutWidgetProps) {
  return (
    <div style={{ maxWidth: 1040 }}>
      <ShadowPreview css={`${cartCss}\n${checkoutCss}`}>
        <CheckoutWidget {...props} />
      </ShadowPreview>
    </div>
  );
}

/**
 * Story payment dialogs (the real one is the gateway's script, exercised in Chromium): `pay`
 * answers as Razorpay's handler would, `dismiss` as a closed dialog, `fail` as a declined card,
 * `pending` never answers.
 */
const provider = (mode: 'pay' | 'dismiss' | 'fail' | 'pending'): PaymentProvider => ({
  async open(request) {
    await delay(300);
    switch (mode) {
      case 'pay':
        return {
          status: 'success',
          razorpay_order_id: request.orderId,
          razorpay_payment_id: 'pay_Story00000001',
          razorpay_signature: 'story-signature',
        };
      case 'dismiss':
        return { status: 'dismissed' };
      case 'fail':
        return { status: 'failed', description: 'Card declined by the issuing bank' };
      default:
        return new Promise(() => {});
    }
  },
});

/** One priced line (two relays): the cart a payment story pays for. */
const ONE_LINE = [LINES[0] ?? { id: 'prd_000042', name: 'Relay', price: 450, quantity: 2 }];
const payments = [
  http.post(api('orders/create-razorpay-order'), async () => {
    await delay(300);
    return HttpResponse.json({
      success: true,
      order_id: 'order_Story00000001',
      amount: 1062,
      currency: 'INR',
      receipt: 'rcpt_story',
      key_id: 'rzp_test_sandbox',
    });
  }),
  http.post(api('orders/verify-razorpay-order'), async () => {
    await delay(300);
    return HttpResponse.json({ success: true, message: 'Payment verified successfully' });
  }),
];

const ADDRESS: [string, string][] = [
  ['First name', 'Asha'],
  ['Last name', 'Verma'],
  ['Email', 'asha@example.in'],
  ['Phone', '9876543210'],
  ['Address', '12 Udyog Vihar Phase 4'],
  ['City', 'Gurugram'],
  ['State', 'Haryana'],
  ['Pincode', '122015'],
];

/** The step panel (its form), once the checkout has rendered. */
const panel = async (canvasElement: HTMLElement) => {
  const shadow = within(shadowOf(canvasElement));
  const heading = await shadow.findByRole('heading', { name: 'Shipping Information' });
  return within(heading.closest('[part="step-panel"]') as HTMLElement);
};

/** Fills the shipping step and goes on to step `to`. */
const goTo =
  (to: 2 | 3, then?: (canvasElement: HTMLElement) => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const step = await panel(canvasElement);
    for (const [label, value] of ADDRESS) {
      // The State is a picker of the GST states.
      if (label === 'State') selectInShadow(step.getByLabelText(label), value);
      else await typeInShadow(step.getByLabelText(label), value);
    }
    await userEvent.click(step.getByRole('button', { name: 'Next' }));
    const shadow = within(shadowOf(canvasElement));
    if (to === 3) await userEvent.click(await shadow.findByRole('button', { name: 'Next' }));
    await then?.(canvasElement);
  };

const payNow = async (canvasElement: HTMLElement) => {
  const shadow = within(shadowOf(canvasElement));
  await userEvent.click(await shadow.findByRole('button', { name: 'Pay Now' }));
};

/** A signed-in customer (the server cart from MSW), with a storage of the story's own. */
const customer = () => [withStorefront({ storage: signedIn() })];

const meta = {
  title: 'Widgets/Checkout',
  component: Preview,
  parameters: { msw: { handlers: [...serverCart(ONE_LINE), ...payments] } },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 with the order summary: lines, quantity controls, coupon box, Shipping 'Free'. */
export const Shipping: Story = {
  decorators: customer(),
  parameters: { msw: { handlers: [...serverCart(LINES), ...payments] } },
};

/** Next with an empty form: every field's message, the first one focused. */
export const ShippingErrors: Story = {
  decorators: customer(),
  play: async ({ canvasElement }) => {
    const step = await panel(canvasElement);
    await userEvent.click(step.getByRole('button', { name: 'Next' }));
    await expect(step.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
  },
};

/** Step 2: 'Same as shipping address' (unticked here, so the billing fields show). */
export const Billing: Story = {
  decorators: customer(),
  play: goTo(2, async (canvasElement) => {
    const shadow = within(shadowOf(canvasElement));
    await userEvent.click(
      await shadow.findByRole('checkbox', { name: 'Same as shipping address' }),
    );
  }),
};

/** Step 3: both addresses for review and Pay Now. */
export const Review: Story = { decorators: customer(), play: goTo(3) };

/** Pay Now pressed: 'Processing...' while the payment dialog is open; the cart is locked. */
export const Processing: Story = {
  decorators: customer(),
  args: { paymentProvider: provider('pending') },
  play: goTo(3, payNow),
};

/** The shopper closed the payment dialog: 'Payment cancelled by user', the cart intact. */
export const Cancelled: Story = {
  decorators: customer(),
  args: { paymentProvider: provider('dismiss') },
  play: goTo(3, async (canvasElement) => {
    await payNow(canvasElement);
    await expect(
      await within(shadowOf(canvasElement)).findByText('Payment cancelled by user'),
    ).toBeVisible();
  }),
};

/** The card was declined: 'Payment Failed' and the provider's reason. */
export const Failed: Story = {
  decorators: customer(),
  args: { paymentProvider: provider('fail') },
  play: goTo(3, async (canvasElement) => {
    await payNow(canvasElement);
    await expect(await within(shadowOf(canvasElement)).findByRole('alert')).toHaveTextContent(
      'Payment failed: Card declined by the issuing bank',
    );
  }),
};

/** The payment is verified: 'Order Placed Successfully' with the order and payment ids. */
export const Paid: Story = {
  decorators: customer(),
  args: { paymentProvider: provider('pay') },
  play: goTo(3, async (canvasElement) => {
    await payNow(canvasElement);
    await expect(
      await within(shadowOf(canvasElement)).findByRole(
        'heading',
        { name: 'Order Placed Successfully' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  }),
};

/** A guest: 'Welcome Guest' and Sign In (Pay Now asks for an account first). */
export const Guest: Story = {
  decorators: [
    withStorefront({
      guestCart: 'local',
      storage: (() => {
        const storage = memoryStorage();
        storage.setItem('sk:cart', JSON.stringify(LINES));
        return storage;
      })(),
    }),
  ],
};

/** The cart is empty: 'Your cart is empty', 'Add some products to get started!'. */
export const Empty: Story = {
  decorators: customer(),
  parameters: { msw: { handlers: [...serverCart([]), ...payments] } },
};

/** The server cart is on its way. */
export const Loading: Story = {
  decorators: customer(),
  parameters: {
    msw: { handlers: [http.get(api('user-cart/get-cart'), () => new Promise(() => {}))] },
  },
};
