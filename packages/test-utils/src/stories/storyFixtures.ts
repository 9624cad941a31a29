// Story fixtures shared by the react and widgets stories (a signed-in customer, cart lines and an
// MSW server cart with coupons).
import { delay, HttpResponse, http } from 'msw';
import { memoryStorage } from '../memoryStorage';
import { api, envelope } from './storySupport';

/** A signed-in customer (a token that expires in 2100), so the cart comes from the API. */
export function signedIn() {
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

export interface WireLine {
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

export const LINES: WireLine[] = [
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
export function serverCart(initial: WireLine[], discount?: { code: string; amount: number }) {
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
