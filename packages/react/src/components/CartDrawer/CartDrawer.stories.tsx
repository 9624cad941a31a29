import {
  api,
  LINES,
  serverCart,
  signedIn,
  withStorefront,
} from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { useCart } from '../../hooks/useCart';
import { CartDrawer } from './CartDrawer';

/** The drawer with every part (a modal `<dialog>`); it opens itself on mount. */
function DrawerDemo() {
  const cart = useCart();
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, as an add-to-cart would.
  useEffect(() => cart.open(), []);
  return (
    <CartDrawer.Root>
      <CartDrawer.Trigger>
        Cart <CartDrawer.Count />
      </CartDrawer.Trigger>
      <CartDrawer.Content
        style={{
          margin: '0 0 0 auto',
          height: '100dvh',
          maxHeight: 'none',
          width: 'min(28rem, 100vw)',
          border: 0,
          overflow: 'auto',
          padding: 16,
          background: 'white',
        }}
      >
        <CartDrawer.Title />
        <CartDrawer.Close />
        <CartDrawer.Loading>
          <p>Loading your cart…</p>
        </CartDrawer.Loading>
        <CartDrawer.Empty />
        <CartDrawer.Filled>
          <CartDrawer.Items style={{ display: 'grid', gap: 12, padding: 0, listStyle: 'none' }}>
            {(item) => (
              <CartDrawer.Item item={item} style={{ display: 'grid', gap: 4 }}>
                <CartDrawer.ItemImage width={48} height={36} />
                <strong>{item.name}</strong>
                <span>
                  {item.brand} · {item.category} · {item.sku}
                </span>
                <span>
                  <CartDrawer.ItemPrice /> <CartDrawer.ItemOriginalPrice />{' '}
                  <CartDrawer.ItemPercentOff />
                </span>
                <CartDrawer.ItemStock />
                <CartDrawer.ItemQuantity aria-label={`Quantity of ${item.name}`} />
                <CartDrawer.ItemRemove />
              </CartDrawer.Item>
            )}
          </CartDrawer.Items>
          <CartDrawer.Summary />
          <CartDrawer.Checkout />
          <CartDrawer.Clear />
          <CartDrawer.ContinueShopping />
        </CartDrawer.Filled>
      </CartDrawer.Content>
    </CartDrawer.Root>
  );
}

/** Seeds a guest's local cart once, then shows the drawer. */
function GuestDemo() {
  const cart = useCart();
  // biome-ignore lint/correctness/useExhaustiveDependencies: seeds the cart once.
  useEffect(() => {
    if (!cart.quantityOf('prd_000042')) {
      void cart.add({ id: 'prd_000042', name: 'Omron MY2N Relay', price: 45_000 }, 3);
    }
  }, []);
  return <DrawerDemo />;
}

const meta = {
  title: 'Headless/CartDrawer',
  component: DrawerDemo,
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server cart is on its way. */
export const Loading: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: {
    msw: { handlers: [http.get(api('user-cart/get-cart'), () => new Promise(() => {}))] },
  },
};

/**
 * 'Your cart is empty', 'Add some products to get started!', Continue Shopping; the drawer is a
 * modal in the top layer (`:modal`: the page behind inert, Tab kept inside).
 */
export const Empty: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: { msw: { handlers: serverCart([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await canvas.findByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer.matches(':modal')).toBe(true);
    await waitFor(() => expect(within(drawer).getByText('Your cart is empty')).toBeVisible());
    await expect(within(drawer).getByRole('button', { name: 'Close cart' })).toHaveFocus();
  },
};

/**
 * Lines with MRP and percent off, 'Price on request', 'Out of Stock', 'Max Qty: 10', a
 * discount, and the summary. Quantity changes and removals show the pending state for 600 ms.
 */
export const Full: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: { msw: { handlers: serverCart(LINES, { code: 'WELCOME10', amount: 150 }) } },
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
};

/** A guest with a local cart (the script-tag widgets' default): no server at all. */
export const GuestCart: Story = {
  decorators: [withStorefront({ guestCart: 'local' })],
  render: () => <GuestDemo />,
};
