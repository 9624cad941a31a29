import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useEffect } from 'react';
import { memoryStorage } from '../../../test/memoryStorage';
import { api, envelope, withStorefront } from '../../../test/storySupport';
import { useCart } from '../../hooks/useCart';
import { CartDrawer } from './CartDrawer';

/** A signed-in customer (a token that expires in 2100), so the cart comes from the API. */
function signedIn() {
  const storage = memoryStorage();
  const payload = btoa(JSON.stringify({ sub: 'usr_story', exp: 4_102_444_800 }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  storage.setItem('sk:token', `eyJhbGciOiJIUzI1NiJ9.${payload}.story`);
  storage.setItem('sk:user', JSON.stringify({ id: 'usr_story', name: 'Asha Verma' }));
  storage.setItem('sk:isAuthenticated', 'true');
  storage.setItem('sk:lastLogin', String(Date.now()));
  return storage;
}

interface WireLine {
  id: string;
  name: string;
  price: number;
  originalPrice?: number;
  quantity: number;
  brand?: string;
  category?: string;
  sku?: string;
  inStock?: boolean;
  maxQuantity?: number;
}

const LINES: WireLine[] = [
  {
    id: 'prd_000042',
    name: 'Omron MY2N General Purpose Relay, 24 V DC',
    price: 450,
    originalPrice: 600,
    quantity: 2,
    brand: 'Omron',
    category: 'Relays',
    sku: 'MY2N-24VDC',
    maxQuantity: 10,
  },
  {
    id: 'prd_000108',
    name: 'Siemens S7-1200 CPU 1214C',
    price: 0,
    quantity: 1,
    brand: 'Siemens',
    category: 'PLC',
    sku: '6ES7214-1AG40-0XB0',
    inStock: false,
  },
  {
    id: 'prd_000077',
    name: 'Schneider XS618B1PAL2 Inductive Sensor',
    price: 1850,
    quantity: 10,
    brand: 'Schneider Electric',
    category: 'Sensors',
    maxQuantity: 10,
  },
];

/** MSW handlers of a server cart that answers after 600 ms, so pending lines show. */
function serverCart(initial: WireLine[], discount?: { code: string; amount: number }) {
  let lines = initial.map((line) => ({ ...line }));
  const answer = () =>
    HttpResponse.json(
      envelope({ items: lines, discount: discount?.amount, discountCode: discount?.code }),
    );
  return [
    http.get(api('user-cart/get-cart'), answer),
    http.post(api('user-cart/update-quantity'), async ({ request }) => {
      const { id, quantity } = (await request.json()) as { id: string; quantity: number };
      await delay(600);
      lines = lines.flatMap((line) =>
        line.id !== id ? [line] : quantity > 0 ? [{ ...line, quantity }] : [],
      );
      return answer();
    }),
    http.post(api('user-cart/remove-from-cart'), async ({ request }) => {
      const { id } = (await request.json()) as { id: string };
      await delay(600);
      lines = lines.filter((line) => line.id !== id);
      return answer();
    }),
    http.post(api('user-cart/clear-cart'), async () => {
      await delay(600);
      lines = [];
      return answer();
    }),
  ];
}

/** The drawer with every part; it opens itself on mount. */
function DrawerDemo() {
  const cart = useCart();
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, as an add-to-cart would.
  useEffect(() => cart.open(), []);
  return (
    <CartDrawer.Root>
      <CartDrawer.Trigger>
        Cart <CartDrawer.Count />
      </CartDrawer.Trigger>
      <CartDrawer.Portal>
        <CartDrawer.Overlay
          style={{ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.4)' }}
        />
        <CartDrawer.Content
          style={{
            position: 'fixed',
            insetBlock: 0,
            right: 0,
            width: 'min(28rem, 100vw)',
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
      </CartDrawer.Portal>
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

/** 'Your cart is empty', 'Add some products to get started!', Continue Shopping. */
export const Empty: Story = {
  decorators: [withStorefront({ storage: signedIn() })],
  parameters: { msw: { handlers: serverCart([]) } },
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
