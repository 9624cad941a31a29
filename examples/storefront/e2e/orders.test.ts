import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, chromiumForFile, DEMO, rupees } from './dashboardFlow';
import {
  api,
  axeViolations,
  createCustomer,
  MOBILE,
  openSite,
  screenshot,
  signIn,
  siteUrl,
  tokenFor,
} from './site';

interface Envelope<T> {
  data: T;
}
interface OrderItem {
  id: string;
  name: string;
  quantity: number;
  price: number;
  amount: number;
}
interface Order {
  order_id: string;
  order_status: string;
  order_created_at: string;
  total_amount: number;
  total_price: number;
  total_discount: number;
  total_tax: number;
  total_shipping: number;
  coupon_code: string | null;
  items: OrderItem[];
  user: { name: string; email: string | null } | null;
  payment: {
    status: string;
    payment_id: string | null;
    method: string | null;
    invoice_url: string | null;
  };
}
interface OrderList {
  data: Order[];
  total_count: number;
}

const url = (path: string) => `${siteUrl()}${path}`;

const ADDRESS = {
  firstName: 'Rohan',
  lastName: 'Mehta',
  email: 'rohan@example.in',
  phone: '9876543210',
  address_line1: '14 MIDC Industrial Area',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411019',
  country: 'India',
};

/**
 * Creates a payment order from the customer's server cart ('created' / 'pending', holding its
 * units; the customer's earlier unpaid one expires).
 */
async function placeOrder(token: string): Promise<{ order_id: string; key_id: string }> {
  const cart = await apiAs<Envelope<{ total: number }>>(token, '/user-cart/get-cart');
  return apiAs(token, '/orders/create-razorpay-order', {
    amount: cart.data.total,
    currency: 'INR',
    receipt: `rcpt_e2e_${crypto.randomUUID().slice(0, 12)}`,
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
  });
}

/** Pays a created order through the sandbox gateway and verifies it ('paid'). */
async function payOrder(token: string, order: { order_id: string; key_id: string }) {
  const response = await fetch(url('/sandbox/pay'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: order.order_id, key_id: order.key_id }),
  });
  if (!response.ok) throw new Error(`sandbox pay: ${response.status}`);
  await apiAs(token, '/orders/verify-razorpay-order', await response.json());
}

/** Paid orders: more than one page of 20. */
const PAID = 21;
const TOTAL = PAID;

/**
 * A customer with more than one page of orders (the demo customer has four): 21 paid orders,
 * and then two checkout attempts never paid (the first replaced by the second when the cart
 * changed: 'expired'; the second still 'created'), placed through the API. Attempts that no
 * payment reached are not orders (decisions.md: one order per checkout).
 */
async function customerWithManyOrders() {
  const customer = await createCustomer('Rohan Mehta');
  const token = await tokenFor(customer.email, customer.password);
  const products = await api<{
    data: { id: string; product_selling_price: number; stock_quantity?: number }[];
  }>('/products/web/list/?page_no=1&per_page=100&in_stock=true&sort_by=price_asc');
  const product = products.data.find(
    (p) => p.product_selling_price > 0 && (p.stock_quantity ?? 0) >= PAID + 3,
  );
  if (!product) throw new Error('The seed has no priced product with enough stock');
  const add = () => apiAs(token, '/user-cart/add-to-cart', { id: product.id, quantity: 1 });
  for (let i = 0; i < PAID; i += 1) {
    await add();
    const order = await placeOrder(token);
    await payOrder(token, order);
  }
  await add();
  const replaced = await placeOrder(token);
  await add();
  const pending = await placeOrder(token);
  if (replaced.order_id === pending.order_id) throw new Error('Expected a replaced attempt');
  return { ...customer, token, attempts: [replaced.order_id, pending.order_id] };
}

const browser = chromiumForFile();
let bulk: Awaited<ReturnType<typeof customerWithManyOrders>>;
let demoToken: string;
beforeAll(async () => {
  bulk = await customerWithManyOrders();
  demoToken = await tokenFor(DEMO.login, DEMO.password);
}, 120_000);

const ordersTable = (page: Page) => page.getByRole('region', { name: 'Orders' });
const bodyRows = (page: Page) => ordersTable(page).locator('tbody tr');
/** The order ids of the rows shown, top to bottom. */
const shownIds = (page: Page) =>
  bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelector('td span')?.textContent ?? ''),
  );
const summary = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ orders$/);
/** Until the list is no longer loading (the previous results stay dimmed meanwhile). */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));

async function openOrders(page: Page, login: string, password: string) {
  await signIn(page, login, password);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Orders' })
    .click();
  await page.waitForURL(url('/dashboard/products'));
  await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
}

describe('My Orders', () => {
  it('pages through more than 20 orders as the API counts them', async () => {
    const first = await apiAs<OrderList>(bulk.token, '/orders/web/list?page_no=1&per_page=20');
    const second = await apiAs<OrderList>(bulk.token, '/orders/web/list?page_no=2&per_page=20');
    expect(first.total_count).toBe(TOTAL);

    const { page, errors, close } = await openSite(browser(), '/');
    await openOrders(page, bulk.email, bulk.password);
    await summary(page).waitFor();
    await expect(summary(page).textContent()).resolves.toBe(
      `Showing 1 to 20 of ${first.total_count} orders`,
    );
    await expect(ordersTable(page).getByRole('columnheader').allTextContents()).resolves.toEqual([
      'Order Details',
      'Customer',
      'Items',
      'Total',
      'Order Status',
      'Payment',
      'Date',
      'Actions',
    ]);
    await expect(shownIds(page)).resolves.toEqual(first.data.map((order) => order.order_id));

    // The two checkout attempts never paid are not orders: on neither page.
    const listed = [...first.data, ...second.data].map((order) => order.order_id);
    expect(listed).toHaveLength(TOTAL);
    for (const attempt of bulk.attempts) expect(listed).not.toContain(attempt);

    // A paid row: its cells, and its invoice link.
    const paid = first.data.find((order) => order.order_status === 'paid');
    if (!paid?.payment.invoice_url) throw new Error('Expected a paid order with an invoice');
    const paidRow = bodyRows(page).filter({ hasText: paid.order_id });
    const cells = await paidRow.locator('td').allInnerTexts();
    expect(cells[1]).toContain('Rohan Mehta');
    expect(cells[2]).toBe('1 item');
    expect(cells[3]).toBe(rupees(paid.total_amount));
    expect(cells[4]).toBe('Paid');
    expect(cells[5]).toBe('Paid');
    // The invoice link is the order's (signed per hour, so compared by its path) and works; the
    // PDF beside it (e2e/invoices.test.ts downloads it).
    const href = await paidRow
      .getByRole('link', { name: `Invoice for order ${paid.order_id} (opens in a new tab)` })
      .getAttribute('href');
    expect(new URL(href ?? '').pathname).toBe(new URL(paid.payment.invoice_url).pathname);
    expect((await fetch(href ?? '')).status).toBe(200);
    await paidRow
      .getByRole('button', { name: `Download invoice PDF for order ${paid.order_id}` })
      .waitFor();

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button').allTextContents()).resolves.toEqual([
      'Previous',
      '1',
      '2',
      'Next',
    ]);
    await expect(pager.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders');

    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(url('/dashboard/products?page=2'));
    await page.getByText(`Showing 21 to ${TOTAL} of ${TOTAL} orders`).waitFor();
    await expect(shownIds(page)).resolves.toEqual(second.data.map((order) => order.order_id));
    await expect(
      pager.getByRole('button', { name: '2' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(pager.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
    await pager.getByRole('button', { name: '1', exact: true }).click();
    await page.getByText(`Showing 1 to 20 of ${TOTAL} orders`).waitFor();

    // The eye opens the order.
    await paidRow.getByRole('link', { name: `View order ${paid.order_id}` }).click();
    await page.waitForURL(url(`/dashboard/orders-details/${paid.order_id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${paid.order_id}` }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('narrows by search, shows No orders found with Clear Search', async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await openOrders(page, bulk.email, bulk.password);
    await summary(page).waitFor();
    const list = await apiAs<OrderList>(bulk.token, '/orders/web/list?page_no=1&per_page=20');
    const target = list.data[7]?.order_id ?? '';
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(target);
    await page.waitForURL(url(`/dashboard/products?q=${target}`));
    await expect.poll(() => shownIds(page)).toEqual([target]);
    // One page: no pager, no 'Showing'.
    await expect(page.getByRole('navigation', { name: 'Pagination' }).count()).resolves.toBe(0);
    const searched = await apiAs<OrderList>(
      bulk.token,
      `/orders/web/list?page_no=1&per_page=20&search=${target}`,
    );
    expect(searched.total_count).toBe(1);

    await search.fill('no-such-order-zz');
    await page.getByRole('heading', { level: 2, name: 'No orders found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-none-found');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.waitForURL(url('/dashboard/products'));
    await summary(page).waitFor();
    await expect(search.inputValue()).resolves.toBe('');
    await expect(bodyRows(page).count()).resolves.toBe(20);
    expect(errors).toEqual([]);
    await close();
  });

  it('filters by order status, payment status and date range', async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await openOrders(page, bulk.email, bulk.password);
    await summary(page).waitFor();
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters.getAttribute('aria-expanded')).resolves.toBe('false');
    await filters.click();
    await expect(filters.getAttribute('aria-expanded')).resolves.toBe('true');

    // Order status: Paid.
    const paid = await apiAs<OrderList>(
      bulk.token,
      '/orders/web/list?page_no=1&per_page=20&status=paid',
    );
    expect(paid.total_count).toBe(PAID);
    await page.getByLabel('Order status').selectOption('paid');
    await page.waitForURL(url('/dashboard/products?status=paid'));
    await expect.poll(() => shownIds(page)).toEqual(paid.data.map((order) => order.order_id));
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();

    // The filters offer the statuses of placed orders only: an unpaid attempt is not one.
    const options = (label: string) =>
      page
        .getByLabel(label)
        .locator('option')
        .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    await expect(options('Order status')).resolves.toEqual(['', 'paid', 'cancelled']);
    await expect(options('Payment status')).resolves.toEqual([
      '',
      'paid',
      'refund_pending',
      'refunded',
    ]);

    // Payment status: Refunded as well: nothing is both.
    await page.getByLabel('Payment status').selectOption('refunded');
    await page.getByRole('heading', { level: 2, name: 'No orders found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await summary(page).waitFor();

    // Payment status alone: the paid orders, over two pages.
    await page.getByLabel('Payment status').selectOption('paid');
    await page.getByText(`Showing 1 to 20 of ${PAID} orders`).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByText(`Showing 1 to 20 of ${TOTAL} orders`).waitFor();

    // A date range before any of these orders: none; from today: all of them.
    await page.getByLabel('From date').fill('2025-01-01');
    await page.getByLabel('To date').fill('2025-12-31');
    await page.waitForURL(url('/dashboard/products?from=2025-01-01&to=2025-12-31'));
    await page.getByRole('heading', { level: 2, name: 'No orders found' }).waitFor();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await page.getByLabel('To date').fill('');
    const fromToday = page.waitForResponse(
      (response) =>
        response.url().includes('/orders/web/list') &&
        new URL(response.url()).searchParams.get('date_from') === today &&
        !new URL(response.url()).searchParams.has('date_to'),
    );
    await page.getByLabel('From date').fill(today);
    await page.waitForURL(url(`/dashboard/products?from=${today}`));
    await fromToday;
    await settled(page);
    await page.getByText(`Showing 1 to 20 of ${TOTAL} orders`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-filters');
    expect(errors).toEqual([]);
    await close();
  });

  it("filters the demo customer's orders by date range, as the API does", async () => {
    const all = await apiAs<OrderList>(demoToken, '/orders/web/list?page_no=1&per_page=20');
    const range = await apiAs<OrderList>(
      demoToken,
      '/orders/web/list?page_no=1&per_page=20&date_from=2026-07-01&date_to=2026-09-30',
    );
    expect(range.total_count).toBeGreaterThan(0);
    expect(range.total_count).toBeLessThan(all.total_count);

    const { page, errors, close } = await openSite(browser(), '/');
    await openOrders(page, DEMO.login, DEMO.password);
    await expect.poll(() => shownIds(page)).toEqual(all.data.map((order) => order.order_id));
    // A single page: no pager.
    await expect(page.getByRole('navigation', { name: 'Pagination' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByLabel('From date').fill('2026-07-01');
    await page.getByLabel('To date').fill('2026-09-30');
    await page.waitForURL(url('/dashboard/products?from=2026-07-01&to=2026-09-30'));
    await expect.poll(() => shownIds(page)).toEqual(range.data.map((order) => order.order_id));
    expect(errors).toEqual([]);
    await close();
  });

  it('shows cards on a phone', async () => {
    const { page, errors, close } = await openSite(browser(), '/', { viewport: MOBILE });
    await signIn(page, bulk.email, bulk.password);
    await page.goto(url('/dashboard/products'));
    const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(20);
    await expect(ordersTable(page).count()).resolves.toBe(0);
    await summary(page).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a fresh customer No orders yet, with Refresh Orders', async () => {
    const customer = await createCustomer('Meera Iyer');
    const { page, errors, close } = await openSite(browser(), '/');
    await openOrders(page, customer.email, customer.password);
    await page.getByRole('heading', { level: 2, name: 'No orders yet' }).waitFor();
    const refreshed = page.waitForResponse((response) =>
      response.url().includes('/api/v1/orders/web/list'),
    );
    await page.getByRole('button', { name: 'Refresh Orders' }).click();
    expect((await refreshed).status()).toBe(200);
    await page.getByRole('heading', { level: 2, name: 'No orders yet' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'Start Shopping' }).getAttribute('href'),
    ).resolves.toBe('/products');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-none-yet');
    expect(errors).toEqual([]);
    await close();
  });
  it('says when the list cannot be loaded, and Refresh Orders tries again', async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    const pattern = '**/api/v1/orders/web/list**';
    await page.route(pattern, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(url('/dashboard/products'));
    await page
      .getByRole('alert')
      .filter({ hasText: 'We could not load your orders. Please try again.' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Refresh Orders' }).click();
    await ordersTable(page).locator('tbody tr').first().waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    await close();
  });
});

describe('order details', () => {
  it('shows the order as the API has it; Print, Share (copied link) and the invoice in a new tab', async () => {
    const list = await apiAs<OrderList>(demoToken, '/orders/web/list?page_no=1&per_page=20');
    const withCoupon = list.data.find((order) => order.coupon_code);
    if (!withCoupon) throw new Error('The demo customer has no order with a coupon');
    const { data: order } = await apiAs<Envelope<Order>>(
      demoToken,
      `/orders/web/get-order-details/${withCoupon.order_id}`,
    );
    const invoiceUrl = order.payment.invoice_url;
    if (!invoiceUrl) throw new Error('The order has no invoice');

    const { page, errors, close } = await openSite(browser(), '/', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await signIn(page, DEMO.login, DEMO.password);
    await page.goto(url('/dashboard/products'));
    await page.getByRole('link', { name: `View order ${order.order_id}` }).click();
    await page.waitForURL(url(`/dashboard/orders-details/${order.order_id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${order.order_id}` }).waitFor();
    await expect(page.title()).resolves.toBe(`Order ${order.order_id} | Storefront Automation`);

    // Items: names, quantities, amounts.
    const items = page.getByRole('region', { name: /^Items/ }).getByRole('listitem');
    await expect(items.count()).resolves.toBe(order.items.length);
    for (const [index, item] of order.items.entries()) {
      const text = (await items.nth(index).textContent()) ?? '';
      expect(text).toContain(item.name);
      expect(text).toContain(rupees(item.price));
      expect(text).toContain(rupees(item.amount));
      expect(text).toContain(`Qty${item.quantity}Amount`);
    }

    // The summary's figures are the API's.
    const summaryRows = await page
      .getByRole('region', { name: 'Order Summary' })
      .locator('dl > div')
      .evaluateAll((rows) =>
        rows.map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('dd')?.textContent ?? '',
        ]),
      );
    expect(summaryRows).toEqual([
      ['Subtotal', rupees(order.total_price)],
      [`Discount (${order.coupon_code})`, `−${rupees(order.total_discount)}`],
      ['GST (18%)', rupees(order.total_tax)],
      ['Shipping', order.total_shipping > 0 ? rupees(order.total_shipping) : 'Free'],
      ['Total', rupees(order.total_amount)],
    ]);
    expect(
      order.total_price - order.total_discount + order.total_tax + order.total_shipping,
    ).toBeCloseTo(order.total_amount, 2);
    const payment = page.getByRole('region', { name: 'Payment Details' });
    await payment
      .getByText(order.payment.payment_id ?? '-', { exact: true })
      .first()
      .waitFor();
    await page
      .getByRole('region', { name: 'Applied Coupon' })
      .getByText(order.coupon_code ?? '-', { exact: true })
      .waitFor();
    await page.getByRole('region', { name: 'Customer Information' }).getByText(DEMO.name).waitFor();
    await page.getByRole('region', { name: 'Shipping Address' }).locator('address').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-details');

    // Print.
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(
      page.evaluate(() => (window as unknown as { printCalls: number }).printCalls),
    ).resolves.toBe(1);
    // The print stylesheet leaves out the shell and the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order ${order.order_id}` }).isVisible(),
    ).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Share: Chromium on Linux has no share sheet, so the link is copied.
    await expect(page.evaluate(() => typeof navigator.share)).resolves.toBe('undefined');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(page.url());

    // Invoice: the GST invoice in a new tab.
    const responses: { url: string; status: number }[] = [];
    page.context().on('response', (response) => {
      responses.push({ url: response.url(), status: response.status() });
    });
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Invoice (opens in a new tab)' }).click(),
    ]);
    await popup.waitForLoadState();
    // Links are signed per hour: the same invoice, whatever hour the page's link was made in.
    expect(new URL(popup.url()).pathname).toBe(new URL(invoiceUrl).pathname);
    expect(responses).toContainEqual({ url: popup.url(), status: 200 });
    await popup.getByText(order.order_id).first().waitFor();
    await popup.close();

    // Back goes to My Orders.
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await page.waitForURL(url('/dashboard/products'));
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone', async () => {
    const list = await apiAs<OrderList>(demoToken, '/orders/web/list?page_no=1&per_page=20');
    const order = list.data[0];
    if (!order) throw new Error('The demo customer has no orders');
    const { page, errors, close } = await openSite(browser(), '/', { viewport: MOBILE });
    await signIn(page, DEMO.login, DEMO.password);
    await page.goto(url(`/dashboard/orders-details/${order.order_id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${order.order_id}` }).waitFor();
    await page.getByRole('region', { name: 'Order Summary' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-details');
    expect(errors).toEqual([]);
    await close();
  });

  it("shows another customer's order as Order Not Found, without its data", async () => {
    const list = await apiAs<OrderList>(demoToken, '/orders/web/list?page_no=1&per_page=20');
    const order = list.data[0];
    if (!order) throw new Error('The demo customer has no orders');
    const stranger = await createCustomer('Vikram Singh');
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, stranger.email, stranger.password);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/orders/web/get-order-details/'))
        answers.push(response.status());
    });
    await page.goto(url(`/dashboard/orders-details/${order.order_id}`));
    await page.getByRole('heading', { level: 1, name: 'Order Not Found' }).waitFor();
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 404)).toBe(true);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain(DEMO.name);
    for (const item of order.items) expect(text).not.toContain(item.name);
    await expect(page.title()).resolves.toBe('Order Not Found | Storefront Automation');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'order-not-found');
    await page.getByRole('link', { name: 'Back to My Orders' }).first().click();
    await page.waitForURL(url('/dashboard/products'));
    // The browser reports the 404 itself; nothing else went wrong.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await close();
  });

  it('shows the fetch failure with Try Again', async () => {
    const list = await apiAs<OrderList>(demoToken, '/orders/web/list?page_no=1&per_page=20');
    const order = list.data[0];
    if (!order) throw new Error('The demo customer has no orders');
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    const pattern = '**/api/v1/orders/web/get-order-details/**';
    await page.route(pattern, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(url(`/dashboard/orders-details/${order.order_id}`));
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to fetch order details. Please try again.' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await expect(
      page.getByRole('link', { name: 'Back to My Orders' }).last().getAttribute('href'),
    ).resolves.toBe('/dashboard/products');
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${order.order_id}` }).waitFor();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    await close();
  });
});
