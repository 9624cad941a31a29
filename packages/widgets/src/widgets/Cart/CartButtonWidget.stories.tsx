import {
  api,
  LINES,
  serverCart,
  signedIn,
  withStorefront,
} from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ShadowPreview, shadowOf } from '../../../test/ShadowPreview';
import { CartButtonWidget } from './CartButtonWidget';
import { cartCss } from './cartCss';

/** The cart button as the script tag mounts it; the drawer is a modal <dialog> in the same shadow root. */
function Preview({ checkoutUrl }: { checkoutUrl?: string }) {
  return (
    <ShadowPreview css={cartCss}>
      <CartButtonWidget checkoutUrl={checkoutUrl} />
    </ShadowPreview>
  );
}

const openDrawer = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const shadow = within(shadowOf(canvasElement));
  // Chromium names it 'Shopping Cart (2)'; testing-library's name computation puts spaces
  // around the count, whose visually hidden neighbours it takes for blocks.
  const button = await shadow.findByRole('button', { name: /^Shopping Cart \(\s*\d+\s*\)$/ });
  await userEvent.click(button);
  await expect(await shadow.findByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
};

const meta = {
  title: 'Widgets/CartButton',
  component: Preview,
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button and its count badge (the drawer closed). */
export const Button: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: { msw: { handlers: serverCart(LINES) } },
};

/** The server cart is on its way: a placeholder in the drawer. */
export const Loading: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: {
    msw: { handlers: [http.get(api('user-cart/get-cart'), () => new Promise(() => {}))] },
  },
  play: openDrawer,
};

/** 'Your cart is empty', 'Add some products to get started!', Continue Shopping. */
export const Empty: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: { msw: { handlers: serverCart([]) } },
  play: openDrawer,
};

/**
 * Lines with MRP and percent off, 'Price on request', 'Out of Stock', 'Max Qty: 10', the
 * Discount Code box (try SAFETY5), the summary and the three buttons.
 */
export const Full: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: { msw: { handlers: serverCart(LINES) } },
  play: openDrawer,
};

/** An applied code: 'Code SAFETY5 applied', 'You saved ₹970.00', Remove, and the Discount row. */
export const CouponApplied: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: { msw: { handlers: serverCart(LINES, { code: 'SAFETY5', amount: 970 }) } },
  play: openDrawer,
};

/** The server cart failed to load: the spec falls back to the local cart (here empty). */
export const ErrorState: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: {
    msw: {
      handlers: [
        http.get(api('user-cart/get-cart'), () =>
          HttpResponse.json({ meta: { status: false, message: 'Server error' } }, { status: 500 }),
        ),
      ],
    },
  },
  play: openDrawer,
};
