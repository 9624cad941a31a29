import {
  BAD_FORMATS,
  FORMAT_MESSAGES,
  REQUIRED_ADDRESS_MESSAGES,
  waitForMessages,
} from '@storefront-kit/test-utils/checkoutForm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  cartBadge,
  countCreateOrders,
  customerAtCheckout,
  fillAddress,
  gatewayDialog,
  gstOf,
  inr,
  pickProducts,
  rupeesText,
  serverCart,
  serverOrders,
  stepForm,
  summaryOf,
  toPaise,
  toPayment,
} from './checkoutFlow';
import {
  axeViolations,
  createCustomer,
  DESKTOP,
  launchChromium,
  MOBILE,
  openSite,
  screenshot,
  signIn,
  siteUrl,
} from './site';

/** Reads that wait for the page to settle (a loaded machine renders late), up to 10 s. */
const POLL = { timeout: 10_000 };
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const REQUIRED = REQUIRED_ADDRESS_MESSAGES;

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement)) return '';
    const labels = (active as HTMLInputElement).labels;
    return labels?.[0]?.textContent ?? '';
  });

/** The summary's lines as `[name, quantity]`, in order. */
async function summaryLines(page: Page): Promise<[string, string][]> {
  const lines = summaryOf(page).getByRole('listitem');
  const result: [string, string][] = [];
  for (const line of await lines.all()) {
    const name = (await line.locator('span').first().textContent()) ?? '';
    const quantity = await line.getByRole('spinbutton').inputValue();
    result.push([name, quantity]);
  }
  return result;
}

/** The current step of the indicator (`aria-current="step"`). */
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Checkout steps' }).locator('[aria-current="step"]').textContent();

describe('the checkout', () => {
  it('takes a new customer from two products and WELCOME10 to a paid order, then My Orders, its details and the invoice', async () => {
    // Two different prices reaching WELCOME10's ₹2,000 minimum.
    const products = await pickProducts(2_000_00);
    const { page, errors, close } = await customerAtCheckout(browser, products);
    const subtotal = products.reduce((sum, p) => sum + toPaise(p.product_selling_price), 0);
    // 10% rounded half up, at most ₹1,000.
    const discount = Math.min(Math.round(subtotal / 10), 1_000_00);
    // CGST Act s.15: GST on the value after the discount; total = taxable value + GST.
    const taxable = subtotal - discount;
    const tax = gstOf(taxable);
    const total = taxable + tax;

    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.waitForFunction(() => document.title === 'Checkout | Storefront Automation');
    const summary = summaryOf(page);
    for (const product of products) await summary.getByText(product.product_name).waitFor();
    await expect
      .poll(() => summary.locator('[data-row="tax"] dt').textContent(), POLL)
      .toBe('Tax (18% GST)');
    // Before the coupon: 18% of the subtotal, no separate taxable value.
    await expect
      .poll(() => summary.locator('[data-row="tax"] dd').textContent(), POLL)
      .toBe(inr(gstOf(subtotal)));
    await expect(summary.locator('[data-row="taxable"]').count()).resolves.toBe(0);
    await expect
      .poll(() => summary.locator('[data-row="shipping"] dd').textContent(), POLL)
      .toBe('Free');
    await expect(currentStep(page)).resolves.toContain('Shipping Information');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-step1');

    // The site's coupon box in the summary: the spec's exact message and the discount row.
    await summary.getByRole('textbox', { name: 'Discount Code' }).fill('WELCOME10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await summary
      .getByRole('status')
      .getByText(`Coupon applied successfully! You saved ₹${rupeesText(discount)}`, {
        exact: true,
      })
      .waitFor();
    await expect
      .poll(() => summary.locator('[data-row="discount"] dd').textContent(), POLL)
      .toBe(`-${inr(discount)}`);
    // The GST follows the coupon: 18% of the taxable value, shown above it.
    await expect
      .poll(() => summary.locator('[data-row="taxable"] dt').textContent(), POLL)
      .toBe('Taxable value');
    await expect
      .poll(() => summary.locator('[data-row="taxable"] dd').textContent(), POLL)
      .toBe(inr(taxable));
    await expect
      .poll(() => summary.locator('[data-row="tax"] dd').textContent(), POLL)
      .toBe(inr(tax));
    await expect
      .poll(() => summary.locator('[data-row="total"] dd').textContent(), POLL)
      .toBe(inr(total));
    expect(
      await summary
        .locator('[data-row]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row'))),
    ).toEqual(['subtotal', 'discount', 'shipping', 'taxable', 'tax', 'total']);

    // Next with nothing filled in: every required message, the focus on the first field.
    const shipping = stepForm(page, 'Shipping Information');
    await shipping.getByRole('button', { name: 'Next' }).click();
    await waitForMessages(shipping, REQUIRED);
    await expect.poll(() => focusedLabel(page), POLL).toBe('First name');
    await expect(
      shipping.getByLabel('First name', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-required');

    // Bad formats; the GST number is upper-cased as typed.
    await fillAddress(shipping, { ...ADDRESS, ...BAD_FORMATS });
    await shipping.getByLabel('GST number').fill('06abcde1234f1z');
    await expect(shipping.getByLabel('GST number').inputValue()).resolves.toBe('06ABCDE1234F1Z');
    await expect(shipping.getByLabel('Country').inputValue()).resolves.toBe('India');
    await shipping.getByRole('button', { name: 'Next' }).click();
    await waitForMessages(shipping, FORMAT_MESSAGES);
    for (const message of REQUIRED) {
      await expect(shipping.getByText(message, { exact: true }).count()).resolves.toBe(0);
    }
    await expect.poll(() => focusedLabel(page), POLL).toBe('Email');
    await screenshot(page, 'checkout-invalid');

    // The State picker by keyboard: Tab reaches it from City, typing picks a state (the GST
    // codes beside the names); a pincode and a GSTIN of another state are refused.
    await fillAddress(shipping, ADDRESS);
    const state = shipping.getByLabel('State', { exact: true });
    await shipping.getByLabel('City', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedLabel(page), POLL).toBe('State');
    await page.keyboard.type('Karn');
    await expect(state.inputValue()).resolves.toBe('Karnataka');
    await expect
      .poll(() => state.locator('option:checked').textContent(), POLL)
      .toBe('Karnataka (29)');
    await shipping.getByLabel('GST number').fill('27aapfu0939f1zv');
    await shipping.getByRole('button', { name: 'Next' }).click();
    await shipping
      .getByText('Pincode 122015 is in Haryana, not in Karnataka', { exact: true })
      .waitFor();
    await shipping
      .getByText('GST number must start with 29, the GST state code of Karnataka', { exact: true })
      .waitFor();
    await expect.poll(() => focusedLabel(page), POLL).toBe('Pincode');
    await state.focus();
    await page.keyboard.type('Har');
    await expect(state.inputValue()).resolves.toBe('Haryana');
    await screenshot(page, 'checkout-state-picker');

    // Valid values: step 2, billing the same as shipping.
    await shipping.getByLabel('GST number').fill('06aabcu9603r1zm');
    await shipping.getByLabel('Company name').fill('Verma Automation Pvt Ltd');
    await shipping.getByRole('button', { name: 'Next' }).click();
    const billing = stepForm(page, 'Billing Information');
    await billing.waitFor();
    await expect(currentStep(page)).resolves.toContain('Billing Information');
    const same = billing.getByRole('checkbox', { name: 'Same as shipping address' });
    await expect(same.isChecked()).resolves.toBe(true);
    await billing.getByText('12 Udyog Vihar Phase 4').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-step2');
    await billing.getByRole('button', { name: 'Next' }).click();

    // Step 3: the review and the amount; Pay Now opens the sandbox gateway.
    const payment = stepForm(page, 'Payment Method');
    await payment.waitFor();
    await expect(currentStep(page)).resolves.toContain('Payment Method');
    await payment.getByText('GSTIN 06AABCU9603R1ZM').waitFor();
    await payment.getByText(inr(total), { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-step3');
    await page.setViewportSize(MOBILE);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-step3');
    await page.setViewportSize(DESKTOP);

    await payment.getByRole('button', { name: 'Pay Now' }).click();
    const gateway = gatewayDialog(page);
    await gateway.waitFor({ timeout: 15_000 });
    await gateway.getByRole('button', { name: `Pay ${inr(total)}` }).click();

    // /success with the ids; core's toast; the cart is empty.
    await page.waitForURL(`${siteUrl()}/success`, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Order Placed Successfully' }).waitFor();
    await page.getByText('You will receive an email confirmation shortly.').waitFor();
    await page.getByText('Payment successful!', { exact: true }).waitFor();
    const orderText = (await page.locator('[data-field="order-id"]').textContent()) ?? '';
    const paymentText = (await page.locator('[data-field="payment-id"]').textContent()) ?? '';
    expect(orderText).toMatch(/^Order ID: order_\w+$/);
    expect(paymentText).toMatch(/^Payment ID: pay_\w+$/);
    await expect.poll(() => cartBadge(page).getAttribute('data-state'), POLL).toBe('empty');
    await expect.poll(() => cartBadge(page).textContent(), POLL).toBe('0');

    // The server's truth: one paid order, total = (subtotal − discount) + 18% GST of that.
    const orders = await serverOrders(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      order_id: orderText.replace('Order ID: ', ''),
      total_amount: total / 100,
      total_tax: tax / 100,
      total_discount: discount / 100,
      coupon_code: 'WELCOME10',
      payment: { payment_id: paymentText.replace('Payment ID: ', '') },
    });
    await expect(serverCart(page)).resolves.toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-success');
    await page.setViewportSize(MOBILE);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-success');

    // /success replaced /checkout in the history: Back leads to the last product page.
    await page.goBack();
    await page.waitForURL(new RegExp(`/products/details/[a-z0-9-]+/${products[1].id}$`));
    await page.goForward();
    await page.setViewportSize(DESKTOP);

    // View Orders: the dashboard, then My Orders with the new order and its total.
    const orderId = orderText.replace('Order ID: ', '');
    await page.getByRole('link', { name: 'View Orders' }).click();
    await page.waitForURL(`${siteUrl()}/dashboard`);
    await page
      .getByRole('navigation', { name: /dashboard/i })
      .getByRole('link', { name: 'My Orders' })
      .click();
    await page.waitForURL(`${siteUrl()}/dashboard/products`);
    const row = page.getByRole('row').filter({ hasText: orderId });
    await row.waitFor();
    await row.getByText(inr(total), { exact: true }).waitFor();
    await expect
      .poll(
        () =>
          page
            .getByRole('row')
            .filter({ hasText: /order_/ })
            .count(),
        POLL,
      )
      .toBe(1);

    // Order details: subtotal, 18% GST, the coupon's discount and the total, as charged.
    await row.getByRole('link', { name: `View order ${orderId}` }).click();
    await page.waitForURL(`${siteUrl()}/dashboard/orders-details/${orderId}`);
    const orderSummary = page.getByRole('region', { name: 'Order Summary' });
    await orderSummary.waitFor();
    const amounts = await orderSummary.locator('dd').allTextContents();
    expect(amounts).toEqual(
      expect.arrayContaining([inr(subtotal), inr(tax), `−${inr(discount)}`, inr(total)]),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'journey-order-details');

    // The GST invoice opens in a new tab (answered 200) and names the order.
    const invoiceUrl = orders[0]?.payment?.invoice_url ?? '';
    expect(invoiceUrl).toMatch(/^http/);
    const responses: { url: string; status: number }[] = [];
    page.context().on('response', (response) => {
      responses.push({ url: response.url(), status: response.status() });
    });
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Invoice (opens in a new tab)' }).click(),
    ]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(invoiceUrl);
    expect(responses).toContainEqual({ url: invoiceUrl, status: 200 });
    await popup.getByText(orderId).first().waitFor();
    await popup.close();
    expect(errors).toEqual([]);
    await close();
  }, 240_000);

  it("keeps the cart when the gateway is cancelled: 'Payment cancelled by user'", async () => {
    const products = await pickProducts();
    const { page, errors, close } = await customerAtCheckout(browser, products, 'Cancel Tester');
    const before = await summaryLines(page);
    const serverBefore = await serverCart(page);
    expect(serverBefore).toEqual(products.map((p) => [p.id, 1]).sort());

    const payNow = await toPayment(page);
    await payNow.click();
    const gateway = gatewayDialog(page);
    await gateway.waitFor({ timeout: 15_000 });
    await gateway.getByRole('button', { name: 'Cancel' }).click();
    const payment = stepForm(page, 'Payment Method');
    await payment
      .getByRole('status')
      .getByText('Payment cancelled by user', { exact: true })
      .waitFor();
    await expect(gateway.count()).resolves.toBe(0);
    expect(page.url()).toBe(`${siteUrl()}/checkout`);
    // The cart as it was, here and on the server; Pay Now is ready again.
    await expect(summaryLines(page)).resolves.toEqual(before);
    await expect(serverCart(page)).resolves.toEqual(serverBefore);
    await expect(payNow.getAttribute('aria-disabled')).resolves.toBeNull();
    await expect.poll(() => payNow.textContent(), POLL).toBe('Pay Now');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-cancelled');
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('shows a failed payment on the page, keeps the cart, and Pay Now can try again', async () => {
    const products = await pickProducts();
    const { page, errors, close } = await customerAtCheckout(browser, products, 'Fail Tester');
    const before = await summaryLines(page);
    const serverBefore = await serverCart(page);
    const payNow = await toPayment(page);
    await payNow.click();
    const gateway = gatewayDialog(page);
    await gateway.waitFor({ timeout: 15_000 });
    await gateway.getByRole('button', { name: 'Fail' }).click();

    const payment = stepForm(page, 'Payment Method');
    const alert = payment.getByRole('alert');
    await alert.getByText('Payment Failed', { exact: true }).waitFor();
    await alert.getByText('Payment failed: Payment failed (sandbox)', { exact: true }).waitFor();
    await expect(gateway.count()).resolves.toBe(0);
    expect(page.url()).toBe(`${siteUrl()}/checkout`);
    await expect(summaryLines(page)).resolves.toEqual(before);
    await expect(serverCart(page)).resolves.toEqual(serverBefore);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-failed');

    // Another try goes through: a new order, paid.
    await payNow.click();
    await gateway.waitFor({ timeout: 15_000 });
    await gateway.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(`${siteUrl()}/success`, { timeout: 15_000 });
    const orderText = (await page.locator('[data-field="order-id"]').textContent()) ?? '';
    const orders = await serverOrders(page);
    const paid = orders.filter((order) => order.payment?.payment_id);
    expect(paid.map((order) => order.order_id)).toEqual([orderText.replace('Order ID: ', '')]);
    await expect(serverCart(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('goes to /failure when the payment cannot start; Try Again returns with the cart and the address', async () => {
    const products = await pickProducts();
    const { page, errors, close } = await customerAtCheckout(browser, products, 'Blocked Tester');
    const before = await summaryLines(page);
    const serverBefore = await serverCart(page);
    // Fault injection: the gateway's checkout script cannot be loaded.
    await page.route('**/sandbox/checkout.js', (route) => route.abort());
    const payNow = await toPayment(page);
    await payNow.click();

    await page.waitForURL(`${siteUrl()}/failure`, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
    const main = page.getByRole('main');
    await main
      .getByRole('alert')
      .getByText('Razorpay SDK failed to load', { exact: true })
      .waitFor();
    await main.getByRole('heading', { name: 'What you can try' }).waitFor();
    await main.getByRole('link', { name: '+91 124 400 1234' }).waitFor();
    await expect(
      main.getByRole('link', { name: 'Contact Support' }).getAttribute('href'),
    ).resolves.toBe('/contact');
    await expect(main.getByRole('link', { name: 'Go Home' }).getAttribute('href')).resolves.toBe(
      '/',
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-failure');
    await page.setViewportSize(MOBILE);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-failure');
    await page.setViewportSize(DESKTOP);

    // Try Again: back to /checkout, the cart intact and the address as it was typed.
    await page.unroute('**/sandbox/checkout.js');
    await main.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL(`${siteUrl()}/checkout`);
    await summaryOf(page).getByText(`Subtotal (${products.length} items)`).waitFor();
    await expect(summaryLines(page)).resolves.toEqual(before);
    await expect(serverCart(page)).resolves.toEqual(serverBefore);
    const shipping = stepForm(page, 'Shipping Information');
    for (const [label, value] of Object.entries(ADDRESS)) {
      await expect(shipping.getByLabel(label, { exact: true }).inputValue()).resolves.toBe(value);
    }

    // A create-order request the server refuses is a payment that cannot start, too.
    await page.route('**/api/v1/orders/create-razorpay-order', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ meta: { status: false, message: 'Payment gateway unavailable' } }),
      }),
    );
    await shipping.getByRole('button', { name: 'Next' }).click();
    await stepForm(page, 'Billing Information').getByRole('button', { name: 'Next' }).click();
    await stepForm(page, 'Payment Method').getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(`${siteUrl()}/failure`, { timeout: 15_000 });
    await main
      .getByRole('alert')
      .getByText('Failed to create order: Payment gateway unavailable', { exact: true })
      .waitFor();
    await main.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL(`${siteUrl()}/checkout`);
    await expect(serverCart(page)).resolves.toEqual(serverBefore);
    // The only console errors are the browser's reports of the two injected faults.
    expect(errors).toEqual([
      expect.stringMatching(/Failed to load resource: net::ERR_FAILED/),
      expect.stringMatching(/Failed to load resource: the server responded with a status of 503/),
    ]);
    await close();
  }, 120_000);

  it('creates one order for a double click on Pay Now', async () => {
    const products = await pickProducts();
    const { page, errors, close } = await customerAtCheckout(browser, products, 'Double Clicker');
    const creates = countCreateOrders(page);
    const payNow = await toPayment(page);
    await payNow.dblclick();
    const gateway = gatewayDialog(page);
    await gateway.waitFor({ timeout: 15_000 });
    // Busy meanwhile: 'Processing...' and aria-disabled.
    const busy = stepForm(page, 'Payment Method').getByRole('button', { name: 'Processing...' });
    await expect(busy.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.locator('[data-sandbox-checkout]').count()).resolves.toBe(1);
    await gateway.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(`${siteUrl()}/success`, { timeout: 15_000 });
    expect(creates()).toBe(1);
    const orders = await serverOrders(page);
    expect(orders).toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('can be completed with the keyboard alone', async () => {
    const products = await pickProducts();
    const { page, errors, close } = await customerAtCheckout(browser, products, 'Keyboard User');
    // Tab from the top of the page to the first field.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let tabs = 0;
    while ((await focusedLabel(page)) !== 'First name') {
      await page.keyboard.press('Tab');
      tabs += 1;
      expect(tabs).toBeLessThan(80);
    }
    const values: [label: string, value: string][] = [
      ['First name', ADDRESS['First name']],
      ['Last name', ADDRESS['Last name']],
      ['Email', ADDRESS.Email],
      ['Phone', ADDRESS.Phone],
      ['Address', ADDRESS.Address],
      ['City', ADDRESS.City],
      ['State', ADDRESS.State],
      ['Pincode', ADDRESS.Pincode],
      ['Country', ''],
      ['Company name', ''],
      ['GST number', ''],
    ];
    for (const [label, value] of values) {
      await expect(focusedLabel(page)).resolves.toBe(label);
      if (value) await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // The focus is on Next: Enter submits the shipping step.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Next');
    await page.keyboard.press('Enter');
    const billing = stepForm(page, 'Billing Information');
    await billing.waitFor();
    // The focus moved to the step's heading; Tab reaches the checkbox, Previous, then Next.
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H2');
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => (document.activeElement as HTMLInputElement).type),
    ).resolves.toBe('checkbox');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Next');
    await page.keyboard.press('Space');
    const payment = stepForm(page, 'Payment Method');
    await payment.waitFor();
    tabs = 0;
    while ((await page.evaluate(() => document.activeElement?.textContent)) !== 'Pay Now') {
      await page.keyboard.press('Tab');
      tabs += 1;
      expect(tabs).toBeLessThan(10);
    }
    await page.keyboard.press('Enter');
    const gateway = gatewayDialog(page);
    await gateway.waitFor({ timeout: 15_000 });
    // The gateway focuses its Pay button.
    await expect
      .poll(() =>
        gateway
          .getByRole('button', { name: /^Pay ₹/ })
          .evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${siteUrl()}/success`, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Order Placed Successfully' }).waitFor();
    await expect(serverOrders(page)).resolves.toHaveLength(1);
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('renders /success and /failure opened directly, a guest prompt and an empty cart', async () => {
    // /success without navigation state: no ids, the way to the orders.
    const success = await openSite(browser, '/success', { viewport: MOBILE });
    const { page } = success;
    await page.getByRole('heading', { level: 1, name: 'Order Placed Successfully' }).waitFor();
    await page.getByText('You will receive an email confirmation shortly.').waitFor();
    await expect(page.getByText(/^Order ID:/).count()).resolves.toBe(0);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).getAttribute('href'),
    ).resolves.toBe('/');
    await expect(
      page.getByRole('link', { name: 'View Orders' }).getAttribute('href'),
    ).resolves.toBe('/dashboard');
    await page.waitForFunction(
      () => document.title === 'Order Placed Successfully | Storefront Automation',
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'success-direct');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'success-direct');

    // /failure without state: 'Payment initialization failed'; Try Again has no page to go back
    // to, so it opens /checkout, where a guest is asked to sign in.
    await page.goto(`${siteUrl()}/failure`);
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
    await page
      .getByRole('main')
      .getByRole('alert')
      .getByText('Payment initialization failed', { exact: true })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'failure-direct');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'failure-direct');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL(`${siteUrl()}/checkout`);
    await page.getByRole('heading', { name: 'Sign in to check out' }).waitFor();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).resolves.toBe('/auth?next=/checkout');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-guest');
    // The prompt's link signs in and comes back to the checkout.
    const customer = await createCustomer('Empty Cart');
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel('Email or mobile number').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${siteUrl()}/checkout`);
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).getAttribute('href'),
    ).resolves.toBe('/products');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'checkout-empty');
    expect(success.errors).toEqual([]);
    await success.close();

    // The signed-in empty cart at desktop width, from the sign-in page's own path.
    const other = await createCustomer('Empty Desktop');
    const site = await openSite(browser, '/auth');
    await signIn(site.page, other.email, other.password);
    await site.page.goto(`${siteUrl()}/checkout`);
    await site.page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    await screenshot(site.page, 'checkout-empty');
    expect(site.errors).toEqual([]);
    await site.close();
  }, 120_000);
});
