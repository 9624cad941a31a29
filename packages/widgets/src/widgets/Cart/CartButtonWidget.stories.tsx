import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { memoryStorage } from '../../../../react/test/memoryStorage';
import { api, envelope, withStorefront } from '../../../../react/test/storySupport';
import { ShadowPreview, shadowOf } from '../../../test/ShadowPreview';
import { CartButtonWidget } from './CartButtonWidget';
import { cartCss } from './cartCss';

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

/** MSW handlers of a server cart (changes answer after 600 ms, so pending lines show). */
function serverCart(initial: WireLine[], discount?: { code: string; amount: number }) {
  let lines = initial.map((line) => ({ ...line }));
  let applied = discount;
  const answer = () =>
    HttpResponse.json(
      envelope({ items: lines, discount: applied?.amount, discountCode: applied?.code }),
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
    http.post(api('offers/apply-coupon'), async ({ request }) => {
      const { coupon_code } = (await request.json()) as { coupon_code: string };
      await delay(600);
      if (coupon_code !== 'SAFETY5') {
        return HttpResponse.json({ meta: { status: false, message: 'Invalid coupon code' } });
      }
      applied = { code: 'SAFETY5', amount: 970 };
      return HttpResponse.json(
        envelope(
          {
            discount_amount: 970,
            final_amount: 18_430,
            coupon_code: 'SAFETY5',
            discount_type: 'percentage',
            discount_value: 5,
          },
          'Coupon applied',
        ),
      );
    }),
    http.post(api('offers/remove-coupon'), async () => {
      await delay(300);
      applied = undefined;
      return HttpResponse.json({ meta: { status: true, message: 'Coupon removed successfully' } });
    }),
  ];
}

/** The cart button as the script tag mounts it; the drawer portals into the same shadow root. */
function Preview({ checkoutUrl }: { checkoutUrl?: string }) {
  return (
    <ShadowPreview css={cartCss}>
      <CartButtonWidget checkoutUrl={checkoutUrl} />
    </ShadowPreview>
  );
}

const openDrawer = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const shadow = within(shadowOf(canvasElement));
  await userEvent.click(await shadow.findByRole('button', { name: /^Shopping Cart \(\d+\)$/ }));
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
