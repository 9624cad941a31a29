import {
  BAD_FORMATS,
  CHECKOUT_ADDRESS,
  FORMAT_MESSAGES,
  fillAddress,
  REQUIRED_ADDRESS_MESSAGES,
  waitForMessages,
} from '@storefront-kit/test-utils/checkoutForm';
import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInWith, signUpCustomer } from './customers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

type Logged = { name: string; detail: unknown };

/** Opens the distributor's checkout page, collecting page errors and the widgets' host events. */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const log: { name: string; detail: unknown }[] = [];
    (window as unknown as { skEvents: typeof log }).skEvents = log;
    for (const name of ['sk:add-to-cart', 'sk:cart-change', 'sk:order-placed', 'sk:navigate']) {
      document.addEventListener(name, (event) => {
        log.push({ name, detail: (event as CustomEvent).detail });
        if (name === 'sk:navigate') event.preventDefault(); // the host routes itself
      });
    }
  });
  await page.goto(`${inject('embedUrl')}/checkout.html`);
  return { page, errors };
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { skEvents: Logged[] }).skEvents);
const count = async (page: Page, name: string) =>
  (await events(page)).filter((event) => event.name === name).length;

/** The API as the signed-in shopper of `page` (its token from the page's storage). */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('sk:token'));
  expect(token).toBeTruthy();
  const response = await fetch(`${inject('apiUrl')}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok).toBe(true);
  return response.json() as Promise<T>;
}

type ServerCart = { data: { items: { id: string; quantity: number }[] } | null };
type OrderList = {
  data: {
    order_id: string;
    total_amount: number;
    payment?: { payment_id?: string; status?: string };
  }[];
};

const cartButton = (page: Page) =>
  page.locator('sk-cart-button').getByRole('button', { name: /^Shopping Cart/ });

/** Adds one of the product on `product-id`'s card and waits for the cart badge to show `count`. */
async function addToCart(page: Page, productId: string, expected: number) {
  const adds = await count(page, 'sk:add-to-cart');
  const card = page.locator(`sk-product-card[product-id="${productId}"]`);
  await card.getByRole('button', { name: /^(Add to Cart|In Cart \(\d+\))$/ }).click();
  await expect.poll(() => count(page, 'sk:add-to-cart'), { timeout: 10_000 }).toBe(adds + 1);
  await expect
    .poll(() => cartButton(page).textContent(), { timeout: 10_000 })
    .toBe(`Shopping Cart (${expected})`);
}

const ADDRESS = CHECKOUT_ADDRESS;

/** From a valid shipping address to Pay Now, billing the same as shipping. */
async function toPayNow(panel: Locator) {
  await fillAddress(panel, ADDRESS);
  await panel.getByRole('button', { name: 'Next' }).click();
  const same = panel.getByRole('checkbox', { name: 'Same as shipping address' });
  await same.waitFor();
  await expect(same.isChecked()).resolves.toBe(true);
  await panel.getByRole('button', { name: 'Next' }).click();
  const payNow = panel.getByRole('button', { name: 'Pay Now' });
  await payNow.waitFor();
  return payNow;
}

describe('the checkout from the script tag, in Chromium, on another origin than the API', () => {
  it('takes a guest from two products to a paid order: drawer, coupon, sign-up, addresses, sandbox payment', async () => {
    const { page, errors } = await openPage();
    // As a guest: two products into the local cart.
    await addToCart(page, 'prd_000003', 1);
    await addToCart(page, 'prd_000009', 2);

    // The drawer: one more of the first product, then SAFETY5 applied and removed.
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    const sensor = drawer.getByRole('listitem').filter({ hasText: 'Janatics JRS-CP-8' });
    await sensor.getByRole('button', { name: 'Increase quantity' }).click();
    await expect
      .poll(() => sensor.getByRole('spinbutton').inputValue(), { timeout: 10_000 })
      .toBe('2');
    await drawer.getByRole('textbox', { name: 'Discount Code' }).fill('SAFETY5');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    // 5% of ₹2,780.00 (2 × ₹410 + ₹1,960).
    await drawer.getByText('Coupon applied successfully! You saved ₹139.00').waitFor();
    await expect(drawer.getByText('Code SAFETY5 applied').isVisible()).resolves.toBe(true);
    await drawer.locator('[part="coupon-applied"]').getByRole('button', { name: 'Remove' }).click();
    await drawer.getByText('Coupon removed successfully').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // The checkout greets the guest; its Sign In opens the page's sign-in modal.
    const checkout = page.locator('sk-checkout');
    const summary = checkout.locator('[part="summary"]');
    await summary.getByText('Subtotal (3 items)').waitFor();
    await checkout.getByText('Welcome Guest').waitFor();
    await checkout.locator('[part="guest"]').getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('dialog', { name: 'Sign In' })
      .getByRole('button', { name: 'Create Account' })
      .click();

    // Create Account: the spec's success message, then Sign In after 3 s with the login filled.
    const signUp = page.getByRole('dialog', { name: 'Create Account' });
    const email = `embed-${crypto.randomUUID()}@example.com`;
    await signUp.getByLabel('Name', { exact: true }).fill('Embed Shopper');
    await signUp.getByLabel('Email', { exact: true }).fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill('Secret@123');
    await signUp.getByLabel('Confirm Password', { exact: true }).fill('Secret@123');
    await signUp.getByLabel('I accept the terms and conditions').check();
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await signUp.getByText('Account created successfully! You can now login.').waitFor();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.waitFor({ timeout: 10_000 });
    await expect(signIn.getByLabel('Email or Mobile Number').inputValue()).resolves.toBe(email);
    await signIn.getByLabel('Password', { exact: true }).fill('Secret@123');
    await signIn.getByLabel('Password', { exact: true }).press('Enter');
    await signIn.waitFor({ state: 'hidden', timeout: 10_000 });

    // Signed in everywhere on the page; the guest cart is now the account's server cart.
    await page.locator('sk-sign-in').getByText('Embed Shopper').waitFor();
    await expect(checkout.getByText('Welcome Guest').count()).resolves.toBe(0);
    const server = await api<ServerCart>(page, 'user-cart/get-cart');
    expect(server.data?.items.map((line) => [line.id, line.quantity]).sort()).toEqual([
      ['prd_000003', 2],
      ['prd_000009', 1],
    ]);
    await summary.getByText('Subtotal (3 items)').waitFor();

    // Shipping: every required message first, then bad formats, then a valid address.
    const panel = checkout.locator('[part="step-panel"]');
    await panel.getByRole('button', { name: 'Next' }).click();
    await waitForMessages(panel, REQUIRED_ADDRESS_MESSAGES);
    await fillAddress(panel, { ...ADDRESS, ...BAD_FORMATS });
    await panel.getByLabel('GST number').fill('06abcde1234f1z');
    await expect(panel.getByLabel('GST number').inputValue()).resolves.toBe('06ABCDE1234F1Z');
    await panel.getByRole('button', { name: 'Next' }).click();
    await waitForMessages(panel, FORMAT_MESSAGES);
    // The State picker: a pincode and a GSTIN of another state are refused, with the reason.
    await fillAddress(panel, { ...ADDRESS, Pincode: '560001' });
    await panel.getByLabel('GST number').fill('29AAACR5055K1Z5');
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel
      .getByText('Pincode 560001 is in Karnataka, not in Haryana', { exact: true })
      .waitFor();
    await panel
      .getByText('GST number must start with 06, the GST state code of Haryana', { exact: true })
      .waitFor();
    await expect(
      panel.getByLabel('State', { exact: true }).locator('option:checked').textContent(),
    ).resolves.toBe('Haryana (06)');
    await panel.getByLabel('GST number').fill('');
    const payNow = await toPayNow(panel);

    // Pay Now: the sandbox gateway's own dialog (its shadow root), paid with its Pay button.
    await payNow.click();
    const gateway = page.locator('[data-sandbox-checkout]').getByRole('dialog');
    await gateway.waitFor({ timeout: 15_000 });
    // ₹2,780.00 + 18% GST.
    await gateway.getByRole('button', { name: 'Pay ₹3,280.40' }).click();
    await checkout
      .getByRole('heading', { name: 'Order Placed Successfully' })
      .waitFor({ timeout: 15_000 });
    await expect.poll(() => count(page, 'sk:order-placed'), { timeout: 10_000 }).toBe(1);
    const placed = (await events(page)).find((event) => event.name === 'sk:order-placed')
      ?.detail as { orderId: string; paymentId: string };
    expect(placed).toEqual({
      orderId: expect.stringMatching(/^order_/),
      paymentId: expect.stringMatching(/^pay_/),
    });
    // The ids are the server's: its one order for this account, paid with that payment.
    const orders = await api<OrderList>(page, 'orders/web/list');
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({
      order_id: placed.orderId,
      total_amount: 3280.4,
      payment: { payment_id: placed.paymentId },
    });
    await checkout.getByText(`Order ID: ${placed.orderId}`).waitFor();
    await checkout.getByText(`Payment ID: ${placed.paymentId}`).waitFor();
    await expect
      .poll(() => cartButton(page).textContent(), { timeout: 10_000 })
      .toBe('Shopping Cart (0)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the cart when the shopper cancels the gateway's dialog: 'Payment cancelled by user'", async () => {
    const { page, errors } = await openPage();
    // A customer of their own, signed in through the header's Sign In.
    const email = await signUpCustomer('Cancel Tester', 'embed');
    // The header's Sign In: a top-layer modal; Escape closes it and gives the focus back.
    const headerSignIn = page.locator('sk-sign-in').getByRole('button', { name: 'Sign In' });
    await headerSignIn.click();
    const signIn = page.getByRole('dialog', { name: 'Sign In' });
    await signIn.waitFor();
    await expect(signIn.evaluate((dialog) => dialog.matches(':modal'))).resolves.toBe(true);
    await expect
      .poll(() =>
        signIn
          .getByLabel('Email or Mobile Number')
          .evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await signIn.waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        headerSignIn.evaluate(
          (button) => button === (button.getRootNode() as ShadowRoot).activeElement,
        ),
      )
      .toBe(true);
    await headerSignIn.press('Enter');
    await signInWith(signIn, email);
    await page.locator('sk-sign-in').getByText('Cancel Tester').waitFor();

    await addToCart(page, 'prd_000009', 1);
    const checkout = page.locator('sk-checkout');
    const panel = checkout.locator('[part="step-panel"]');
    const payNow = await toPayNow(panel);
    await payNow.click();
    const gateway = page.locator('[data-sandbox-checkout]').getByRole('dialog');
    await gateway.waitFor({ timeout: 15_000 });
    await gateway.getByRole('button', { name: 'Cancel' }).click();
    await checkout.getByText('Payment cancelled by user', { exact: true }).waitFor();
    await expect(gateway.count()).resolves.toBe(0);
    // The cart is intact, here and on the server, and Pay Now can try again.
    await checkout.locator('[part="summary"]').getByText('Subtotal (1 items)').waitFor();
    const server = await api<ServerCart>(page, 'user-cart/get-cart');
    expect(server.data?.items.map((line) => [line.id, line.quantity])).toEqual([['prd_000009', 1]]);
    await expect(payNow.getAttribute('aria-disabled')).resolves.toBeNull();
    await expect(count(page, 'sk:order-placed')).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
