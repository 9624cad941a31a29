// Helpers of the checkout journeys: products to buy, a signed-in customer with a cart, the
// address form, the server's view of the cart and the orders (with the customer's own token).
import { CHECKOUT_ADDRESS, fillAddress } from '@storefront-kit/test-utils/checkoutForm';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  api,
  apiAs,
  createCustomer,
  openSite,
  type SitePage,
  signIn,
  siteUrl,
  tokenOf,
} from './site';

/** A product of the list API, as the tests read it. */
export interface ListedProduct {
  id: string;
  product_name: string;
  product_selling_price: number;
  is_stock_available: boolean;
}

/** A line of the server cart (`GET /user-cart/get-cart`). */
export interface ServerCartLine {
  id: string;
  quantity: number;
}

/** An order of `GET /orders/web/list` (rupees). */
export interface ServerOrder {
  order_id: string;
  order_status: string;
  total_amount: number;
  total_price?: number | null;
  total_tax?: number | null;
  total_discount?: number | null;
  coupon_code?: string | null;
  payment?: { payment_id?: string | null; status?: string; invoice_url?: string | null } | null;
}

/** Rupees of the list API in integer paise. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Paise as the site shows them: '₹1,23,456.00'. */
export const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** Paise without the symbol, as the coupon message shows them: '1,234.50'. */
export const rupeesText = (paise: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    paise / 100,
  );

/** 18% GST of a taxable value in paise, rounded half up (once per order, CGST Act s.15). */
export const gstOf = (taxable: number) => Math.round((taxable * 18) / 100);

/**
 * Priced products in stock with different prices, cheapest first, whose sum is at least
 * `minimum` paise (WELCOME10 needs ₹2,000): the dearest one that reaches it with the cheapest.
 */
export async function pickProducts(minimum = 0): Promise<[ListedProduct, ListedProduct]> {
  const answer = await api<{ data: ListedProduct[] }>(
    '/products/web/list/?page_no=1&per_page=100&in_stock=true&sort_by=price_asc',
  );
  const priced = answer.data.filter((p) => p.product_selling_price > 0 && p.is_stock_available);
  const cheapest = priced[0];
  if (!cheapest) throw new Error('The seed has no priced product in stock');
  const second = priced.find(
    (p) =>
      p.product_selling_price !== cheapest.product_selling_price &&
      toPaise(p.product_selling_price) + toPaise(cheapest.product_selling_price) >= minimum,
  );
  if (!second) throw new Error(`No two priced products in stock reach ${minimum} paise`);
  return [cheapest, second];
}

/** The header's cart badge (the number of items; `data-state` 'empty' at 0). */
export const cartBadge = (page: Page) =>
  page.getByRole('button', { name: /^Shopping Cart/ }).locator('span[data-state]');

/** Adds one of `product` through its product page and waits for 'In Cart (n)'. */
export async function addThroughProductPage(page: Page, product: ListedProduct): Promise<void> {
  await page.goto(`${siteUrl()}/products/details/x/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('button', { name: 'In Cart (1)' }).waitFor({ timeout: 10_000 });
}

/**
 * A new customer, signed in through /auth, with one of each product in the server cart, on
 * /checkout with the summary loaded.
 */
export async function customerAtCheckout(
  browser: Browser,
  products: readonly ListedProduct[],
  name = 'Checkout Shopper',
): Promise<SitePage & { email: string; password: string }> {
  const customer = await createCustomer(name);
  const site = await openSite(browser, '/auth');
  await signIn(site.page, customer.email, customer.password);
  for (const product of products) await addThroughProductPage(site.page, product);
  await site.page.goto(`${siteUrl()}/checkout`);
  await summaryOf(site.page)
    .getByText(`Subtotal (${products.length} items)`)
    .waitFor({ timeout: 10_000 });
  return { ...site, email: customer.email, password: customer.password };
}

/** The order summary panel. */
export const summaryOf = (page: Page) => page.getByRole('region', { name: 'Order Summary' });

/** The checkout's current step (its form, named by the step's heading). */
export const stepForm = (page: Page, label: string) =>
  page.getByRole('main').getByRole('form', { name: new RegExp(`${label}$`) });

/** A valid shipping address, by the fields' labels. */
/** A valid address, by the fields' labels; filled by test-utils' `fillAddress`. */
export const ADDRESS = CHECKOUT_ADDRESS;
export { fillAddress };

/** From step 1 with a valid address to step 3 (billing the same as shipping): its Pay Now. */
export async function toPayment(page: Page): Promise<Locator> {
  const shipping = stepForm(page, 'Shipping Information');
  await fillAddress(shipping, ADDRESS);
  await shipping.getByRole('button', { name: 'Next' }).click();
  const billing = stepForm(page, 'Billing Information');
  await expect(
    billing.getByRole('checkbox', { name: 'Same as shipping address' }).isChecked(),
  ).resolves.toBe(true);
  await billing.getByRole('button', { name: 'Next' }).click();
  const payNow = stepForm(page, 'Payment Method').getByRole('button', { name: 'Pay Now' });
  await payNow.waitFor();
  return payNow;
}

/** The sandbox gateway's dialog (in its own shadow root). */
export const gatewayDialog = (page: Page) =>
  page.locator('[data-sandbox-checkout]').getByRole('dialog');

/** GET on the API as the signed-in customer of `page` (the session's token in its storage). */
export async function customerApi<T>(page: Page, path: string): Promise<T> {
  return apiAs<T>(await tokenOf(page), `/${path}`);
}

/** The customer's server cart lines as `[id, quantity]`, sorted. */
export async function serverCart(page: Page): Promise<[string, number][]> {
  const answer = await customerApi<{ data: { items: ServerCartLine[] } | null }>(
    page,
    'user-cart/get-cart',
  );
  return (answer.data?.items ?? [])
    .map((line): [string, number] => [line.id, line.quantity])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The customer's orders on the server. */
export async function serverOrders(page: Page): Promise<ServerOrder[]> {
  const answer = await customerApi<{ data: ServerOrder[]; total_count: number }>(
    page,
    'orders/web/list',
  );
  return answer.data;
}

/** Counts the create-order requests `page` sends from now on. */
export function countCreateOrders(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/orders/create-razorpay-order')) {
      count += 1;
    }
  });
  return () => count;
}
