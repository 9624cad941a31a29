import { readFile } from 'node:fs/promises';
import { pdfLines } from '@storefront-kit/test-utils/pdfText';
import type { Download, Locator, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, chromiumForFile, rupees } from './dashboardFlow';
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

/**
 * Invoices people keep (issue 20, item 5) and an orders table that fits (item 8): the PDF from
 * My Orders (table and phone cards) and from an order's page, over fresh signed links even when
 * the page holds expired ones; failures said in a sentence; every row's actions visible at
 * 1280 × 800 and 375 × 812.
 */

interface Envelope<T> {
  data: T;
}
interface Payment {
  status: string;
  invoice_url: string | null;
  invoice_pdf_url: string | null;
  invoice_expires_at: string | null;
}
interface Order {
  order_id: string;
  total_amount: number;
  payment: Payment;
}
interface OrderList {
  data: Order[];
  total_count: number;
}

const url = (path: string) => `${siteUrl()}${path}`;
const DESKTOP_800 = { width: 1280, height: 800 } as const;

const ADDRESS = {
  firstName: 'Kavya',
  lastName: 'Raghunathan-Subramanian',
  email: 'kavya@example.in',
  phone: '9876543210',
  address_line1: '221 Electronic City Phase 2',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560100',
  country: 'India',
};

/** Places an order for the customer's server cart and pays it through the sandbox gateway. */
async function buyCart(token: string): Promise<string> {
  const cart = await apiAs<Envelope<{ total: number }>>(token, '/user-cart/get-cart');
  const order = await apiAs<{ order_id: string; key_id: string }>(
    token,
    '/orders/create-razorpay-order',
    {
      amount: cart.data.total,
      currency: 'INR',
      receipt: `rcpt_inv_${crypto.randomUUID().slice(0, 12)}`,
      shipping_address: ADDRESS,
      billing_address: ADDRESS,
    },
  );
  const response = await fetch(url('/sandbox/pay'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: order.order_id, key_id: order.key_id }),
  });
  if (!response.ok) throw new Error(`sandbox pay: ${response.status}`);
  await apiAs(token, '/orders/verify-razorpay-order', await response.json());
  return order.order_id;
}

/**
 * A customer with a long name and e-mail (the widest Customer cell) and three paid orders, the
 * first with the longest product names of the seed (the widest Order Details cell).
 */
async function customerWithPaidOrders() {
  const customer = await createCustomer('Kavya Raghunathan-Subramanian');
  const token = await tokenFor(customer.email, customer.password);
  const products = await api<{
    data: {
      id: string;
      product_name: string;
      product_selling_price: number;
      stock_quantity?: number;
    }[];
  }>('/products/web/list/?page_no=1&per_page=100&in_stock=true&sort_by=price_asc');
  const priced = products.data
    .filter((p) => p.product_selling_price > 0 && (p.stock_quantity ?? 0) >= 5)
    .sort((a, b) => b.product_name.length - a.product_name.length);
  const [longest, second, third] = priced;
  if (!longest || !second || !third) throw new Error('The seed has too few priced products');
  const add = (id: string, quantity = 1) =>
    apiAs(token, '/user-cart/add-to-cart', { id, quantity });
  await add(longest.id, 2);
  await add(second.id);
  await buyCart(token);
  await add(third.id);
  await buyCart(token);
  await add(second.id, 3);
  await buyCart(token);
  return { ...customer, token };
}

const browser = chromiumForFile();
let shopper: Awaited<ReturnType<typeof customerWithPaidOrders>>;
let orders: Order[];
beforeAll(async () => {
  shopper = await customerWithPaidOrders();
  orders = (await apiAs<OrderList>(shopper.token, '/orders/web/list?page_no=1&per_page=20')).data;
}, 120_000);

const firstOrder = () => {
  const order = orders[0];
  if (!order?.payment.invoice_pdf_url) throw new Error('Expected a paid order with an invoice');
  return order;
};

const ordersTable = (page: Page) => page.getByRole('region', { name: 'Orders' });
const orderCards = (page: Page) => page.getByRole('list', { name: 'Orders' });
const pdfAction = (scope: Page | Locator, id: string) =>
  scope.getByRole('button', { name: `Download invoice PDF for order ${id}`, exact: true });
const invoiceLink = (scope: Page | Locator, id: string) =>
  scope.getByRole('link', { name: `Invoice for order ${id} (opens in a new tab)`, exact: true });

async function openOrders(page: Page) {
  await signIn(page, shopper.email, shopper.password);
  await page.goto(url('/dashboard/products'));
  await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
}

/** Reads a download: its file name and bytes. */
async function downloaded(download: Download): Promise<{ name: string; bytes: Uint8Array }> {
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

/** Presses `action` and returns the file it downloads. */
async function downloadFrom(page: Page, action: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), action.click()]);
  return downloaded(download);
}

/** Checks a downloaded file is the GST invoice PDF of `order`. */
async function expectInvoicePdf(file: { name: string; bytes: Uint8Array }, order: Order) {
  expect(file.name).toMatch(/^Invoice-[A-Za-z0-9-]+\.pdf$/);
  expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe('%PDF-');
  expect(new TextDecoder().decode(file.bytes.slice(-32))).toContain('%%EOF');
  // A one-page invoice with its font: more than a few kilobytes, far less than megabytes.
  expect(file.bytes.byteLength).toBeGreaterThan(5_000);
  expect(file.bytes.byteLength).toBeLessThan(2_000_000);
  const lines = await pdfLines(file.bytes);
  expect(lines).toContain('TAX INVOICE');
  expect(lines).toContain(`Order ID ${order.order_id}`);
  const grand = lines.find((line) => line.startsWith('Grand total'));
  expect(grand).toContain(rupees(order.total_amount).replace('₹', ''));
}

/** The requests of the page whose URL includes `part`. */
function requestsTo(page: Page, part: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push(request);
  });
  return seen;
}

/**
 * A link of `order` as a page held it a week ago: signed links that expired an hour ago (the
 * signature is not this server's either: the page must never use them).
 */
function expiredLinks(payment: Payment): Payment {
  const past = Math.floor(Date.now() / 1000) - 3600;
  const stale = (link: string | null) =>
    link ? `${link.split('?')[0]}?expires=${past}&sig=expired-a-week-ago` : link;
  return {
    ...payment,
    invoice_url: stale(payment.invoice_url),
    invoice_pdf_url: stale(payment.invoice_pdf_url),
    invoice_expires_at: new Date(past * 1000).toISOString(),
  };
}

/** Serves the orders list (and order details) with every paid order's links expired. */
async function serveExpiredLinks(page: Page) {
  await page.route('**/api/v1/orders/web/list**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as OrderList;
    for (const order of body.data) order.payment = expiredLinks(order.payment);
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/v1/orders/web/get-order-details/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Envelope<Order>;
    body.data.payment = expiredLinks(body.data.payment);
    await route.fulfill({ response, json: body });
  });
}

/**
 * Every order's actions (rows of the table, or cards) against the viewport and their container:
 * the boxes that stick out, and how far the container and the page scroll sideways.
 */
async function actionsOutside(container: Locator) {
  return container.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    let wrapped = 0;
    const rows = element.querySelectorAll('tbody tr, li');
    for (const row of rows) {
      const controls = row.querySelectorAll<HTMLElement>(
        '.orders-actions a, .orders-actions button',
      );
      if (controls.length === 0) outside.push(`a row without actions: ${row.textContent}`);
      const tops = new Set([...controls].map((control) => control.getBoundingClientRect().top));
      if (tops.size > 1) wrapped += 1;
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? '';
        const inViewport = rect.left >= 0 && rect.right <= width;
        const inContainer =
          rect.left >= box.left &&
          rect.right <= box.right &&
          rect.top >= box.top &&
          rect.bottom <= box.bottom;
        if (!inViewport || !inContainer) {
          outside.push(
            `${name}: ${Math.round(rect.left)}–${Math.round(rect.right)} in ${Math.round(box.left)}–${Math.round(box.right)} (viewport ${width})`,
          );
        }
        if (rect.width < 24 || rect.height < 24) outside.push(`${name}: smaller than 24 px`);
      }
    }
    return {
      rows: rows.length,
      /** Rows whose actions are not side by side. */
      wrapped,
      outside,
      containerScroll: element.scrollWidth - element.clientWidth,
      pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

describe('invoice PDF', () => {
  it('downloads from My Orders, over the links of the list while they are fresh', async () => {
    const order = firstOrder();
    const { page, errors, close } = await openSite(browser(), '/');
    const renewals = requestsTo(page, '/orders/web/invoice-links/');
    const pdfs = requestsTo(page, '/pdf?');
    await openOrders(page);
    const row = ordersTable(page).locator('tbody tr').filter({ hasText: order.order_id });
    const file = await downloadFrom(page, pdfAction(row, order.order_id));
    await expectInvoicePdf(file, order);
    // The list's links had days left: no renewal, the PDF from the list's own link.
    expect(renewals).toEqual([]);
    expect(pdfs.map((request) => new URL(request.url()).pathname)).toEqual([
      new URL(order.payment.invoice_pdf_url ?? '').pathname,
    ]);
    await page
      .getByRole('status')
      .filter({ hasText: `Invoice PDF for order ${order.order_id} downloaded.` })
      .waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('downloads from an order card on a phone', async () => {
    const order = orders[1] ?? firstOrder();
    const { page, errors, close } = await openSite(browser(), '/', { viewport: MOBILE });
    await openOrders(page);
    const card = orderCards(page).getByRole('listitem').filter({ hasText: order.order_id });
    const file = await downloadFrom(page, pdfAction(card, order.order_id));
    await expectInvoicePdf(file, order);
    expect(errors).toEqual([]);
    await close();
  });

  it("downloads from the order's page, by keyboard too", async () => {
    const order = firstOrder();
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, shopper.email, shopper.password);
    await page.goto(url(`/dashboard/orders-details/${order.order_id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${order.order_id}` }).waitFor();
    const action = page.getByRole('button', { name: 'Download invoice (PDF)', exact: true });
    await expectInvoicePdf(await downloadFrom(page, action), order);
    await action.focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    await expectInvoicePdf(await downloaded(download), order);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('expired invoice links', () => {
  it('are renewed before the PDF and the invoice page, on My Orders', async () => {
    const order = firstOrder();
    const { page, errors, close } = await openSite(browser(), '/');
    await serveExpiredLinks(page);
    const renewals = requestsTo(page, '/orders/web/invoice-links/');
    const stale = requestsTo(page, 'sig=expired-a-week-ago');
    await openOrders(page);
    const row = ordersTable(page).locator('tbody tr').filter({ hasText: order.order_id });
    // The page holds the expired links.
    await expect(invoiceLink(row, order.order_id).getAttribute('href')).resolves.toContain(
      'sig=expired-a-week-ago',
    );

    await expectInvoicePdf(await downloadFrom(page, pdfAction(row, order.order_id)), order);
    expect(renewals.map((request) => request.method())).toEqual(['POST']);
    expect(stale).toEqual([]);
    // The renewed links replace the expired ones: the invoice page opens on them, no second
    // renewal.
    const renewedHref = await invoiceLink(row, order.order_id).getAttribute('href');
    expect(renewedHref).not.toContain('expired-a-week-ago');
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      invoiceLink(row, order.order_id).click(),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(renewedHref);
    await tab.getByText(order.order_id).first().waitFor();
    await tab.close();
    expect(renewals).toHaveLength(1);

    // Another row's invoice page, its link expired: the tab opens on a renewed link.
    const other = orders[2] ?? order;
    const otherRow = ordersTable(page).locator('tbody tr').filter({ hasText: other.order_id });
    const responses: { url: string; status: number }[] = [];
    page.context().on('response', (response) => {
      if (response.url().includes('/api/v1/invoices/'))
        responses.push({ url: response.url(), status: response.status() });
    });
    const [otherTab] = await Promise.all([
      page.context().waitForEvent('page'),
      invoiceLink(otherRow, other.order_id).click(),
    ]);
    await otherTab.waitForURL(/\/api\/v1\/invoices\//);
    await otherTab.getByText(other.order_id).first().waitFor();
    expect(new URL(otherTab.url()).pathname).toBe(`/api/v1/invoices/${other.order_id}`);
    expect(responses).toEqual([{ url: otherTab.url(), status: 200 }]);
    // The tab does not reach back into the shop's page.
    await expect(otherTab.evaluate(() => window.opener)).resolves.toBeNull();
    await otherTab.close();
    expect(renewals).toHaveLength(2);
    expect(stale).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("are renewed on the order's page", async () => {
    const order = orders[1] ?? firstOrder();
    const { page, errors, close } = await openSite(browser(), '/');
    await serveExpiredLinks(page);
    const renewals = requestsTo(page, '/orders/web/invoice-links/');
    const stale = requestsTo(page, 'sig=expired-a-week-ago');
    await signIn(page, shopper.email, shopper.password);
    await page.goto(url(`/dashboard/orders-details/${order.order_id}`));
    await page.getByRole('heading', { level: 1, name: `Order ${order.order_id}` }).waitFor();
    const action = page.getByRole('button', { name: 'Download invoice (PDF)', exact: true });
    await expectInvoicePdf(await downloadFrom(page, action), order);
    expect(renewals).toHaveLength(1);
    expect(stale).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('renews once more when the server refuses a link the page thought fresh', async () => {
    const order = firstOrder();
    const { page, errors, close } = await openSite(browser(), '/');
    const renewals = requestsTo(page, '/orders/web/invoice-links/');
    // This device's clock is a day behind: the server calls the list's link expired.
    let refused = 0;
    await page.route(
      (address) =>
        address.pathname.startsWith('/api/v1/invoices/') && address.pathname.endsWith('/pdf'),
      async (route) => {
        if (refused > 0) return route.fallback();
        refused += 1;
        await route.fulfill({
          status: 410,
          json: {
            meta: {
              status: false,
              message:
                'This invoice link has expired. Open the order in My Orders to get a new link.',
            },
          },
        });
      },
    );
    await openOrders(page);
    const row = ordersTable(page).locator('tbody tr').filter({ hasText: order.order_id });
    await expectInvoicePdf(await downloadFrom(page, pdfAction(row, order.order_id)), order);
    expect(refused).toBe(1);
    expect(renewals).toHaveLength(1);
    expect(errors.filter((error) => !/status of 410/.test(error))).toEqual([]);
    await close();
  });
});

describe('invoice failures', () => {
  it('are a sentence for the shopper: a server error, then no connection', async () => {
    const order = firstOrder();
    const { page, errors, close } = await openSite(browser(), '/');
    await serveExpiredLinks(page);
    const renew = '**/api/v1/orders/web/invoice-links/**';
    await page.route(renew, (route) =>
      route.fulfill({ status: 503, json: { meta: { status: false, message: 'db down' } } }),
    );
    await openOrders(page);
    const row = ordersTable(page).locator('tbody tr').filter({ hasText: order.order_id });
    await pdfAction(row, order.order_id).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.locator('p').textContent()).resolves.toBe(
      `The invoice PDF for order ${order.order_id} could not be downloaded. Server error. Please try again later.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-invoice-failed');

    // Offline: the renewal gets no answer.
    await page.unroute(renew);
    await page.route(renew, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert.count()).resolves.toBe(0);
    await pdfAction(row, order.order_id).click();
    await alert.waitFor();
    await expect(alert.locator('p').textContent()).resolves.toBe(
      `The invoice PDF for order ${order.order_id} could not be downloaded. Cannot reach the shop. Check your connection and try again.`,
    );

    // The invoice page, offline: no tab left behind, the same kind of sentence.
    const pages = page.context().pages().length;
    await invoiceLink(row, order.order_id).click();
    await expect
      .poll(() => alert.locator('p').textContent())
      .toBe(
        `The invoice for order ${order.order_id} could not be opened. Cannot reach the shop. Check your connection and try again.`,
      );
    await expect.poll(() => page.context().pages().length).toBe(pages);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/\{|503|API Error|db down/);

    // Back online: the PDF downloads and the alert goes.
    await page.unroute(renew);
    await expectInvoicePdf(await downloadFrom(page, pdfAction(row, order.order_id)), order);
    await expect(alert.count()).resolves.toBe(0);
    expect(
      errors.filter(
        (error) => !/status of 503|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error),
      ),
    ).toEqual([]);
    await close();
  });
});

describe('the orders table fits', () => {
  it('at 1280 × 800: every row’s actions inside the viewport and the table, no sideways scroll', async () => {
    const { page, errors, close } = await openSite(browser(), '/', { viewport: DESKTOP_800 });
    await openOrders(page);
    const table = ordersTable(page);
    await table.locator('tbody tr').first().waitFor();
    const fit = await actionsOutside(table);
    expect(fit.rows).toBe(orders.length);
    expect(fit.outside).toEqual([]);
    expect(fit.wrapped).toBe(0);
    expect(fit.containerScroll).toBe(0);
    expect(fit.pageScroll).toBe(0);
    // Each row: View, Invoice and the PDF.
    for (const order of orders) {
      const row = table.locator('tbody tr').filter({ hasText: order.order_id });
      await expect(row.locator('.orders-actions > *').count()).resolves.toBe(3);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'orders-invoices');
    expect(errors).toEqual([]);
    await close();
  });

  for (const { viewport, name } of [
    { viewport: { width: 1024, height: 768 }, name: 'beside the side navigation at 1024 × 768' },
    { viewport: MOBILE, name: 'on a phone at 375 × 812' },
  ]) {
    it(`shows cards ${name}, every card’s actions inside the viewport and the list`, async () => {
      const { page, errors, close } = await openSite(browser(), '/', { viewport });
      await openOrders(page);
      const cards = orderCards(page);
      await cards.getByRole('listitem').first().waitFor();
      await expect(ordersTable(page).count()).resolves.toBe(0);
      const fit = await actionsOutside(cards);
      expect(fit.rows).toBe(orders.length);
      expect(fit.outside).toEqual([]);
      expect(fit.wrapped).toBe(0);
      expect(fit.containerScroll).toBe(0);
      expect(fit.pageScroll).toBe(0);
      for (const order of orders) {
        const card = cards.getByRole('listitem').filter({ hasText: order.order_id });
        await expect(card.locator('.orders-actions > *').count()).resolves.toBe(3);
      }
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'orders-invoices');
      expect(errors).toEqual([]);
      await close();
    });
  }
});
