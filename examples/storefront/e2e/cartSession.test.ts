import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addThroughProductPage,
  cartBadge,
  pickProducts,
  rupeesText,
  serverCart,
  toPaise,
} from './checkoutFlow';
import {
  apiAs,
  axeViolations,
  createCustomer,
  launchChromium,
  openSite,
  screenshot,
  signIn,
  siteUrl,
  tokenFor,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const site = () => siteUrl();

describe('the cart across sessions, and its discount code', () => {
  it('applies and removes a code in the cart drawer with the exact messages', async () => {
    const [cheap, dear] = await pickProducts(2_000_00);
    const customer = await createCustomer('Coupon Shopper');
    const { page, errors, close } = await openSite(browser, '/auth');
    await signIn(page, customer.email, customer.password);
    await addThroughProductPage(page, cheap);
    await addThroughProductPage(page, dear);
    await page.getByRole('button', { name: /^Shopping Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByText(dear.product_name).waitFor();
    const code = drawer.getByLabel('Discount Code');
    const apply = drawer.getByRole('button', { name: 'Apply', exact: true });

    // Nothing to send yet: Apply stays disabled for an empty or blank code.
    await expect(apply.isDisabled()).resolves.toBe(true);
    await code.fill('   ');
    await expect(apply.isDisabled()).resolves.toBe(true);
    await code.fill('NOSUCHCODE');
    await apply.click();
    await drawer.getByText('Invalid coupon code', { exact: true }).first().waitFor();

    // WELCOME10: 10% of the subtotal, at most ₹1,000.
    const subtotal = toPaise(cheap.product_selling_price) + toPaise(dear.product_selling_price);
    const discount = Math.min(Math.round(subtotal / 10), 1_000_00);
    await code.fill('WELCOME10');
    await apply.click();
    await drawer
      .getByText(`Coupon applied successfully! You saved ₹${rupeesText(discount)}`, { exact: true })
      .first()
      .waitFor();
    await drawer.getByText('Code WELCOME10 applied').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-coupon-applied');

    await drawer.getByRole('button', { name: 'Remove', exact: true }).last().click();
    await drawer.getByText('Coupon removed successfully', { exact: true }).first().waitFor();
    await expect(drawer.getByText('Code WELCOME10 applied').count()).resolves.toBe(0);
    await expect(drawer.getByLabel('Discount Code').isVisible()).resolves.toBe(true);
    // The only console error is the browser's own report of the refused code's 400.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await close();
  });

  it("keeps the cart on sign-out, and signing in merges it with the server's", async () => {
    const [first, second] = await pickProducts();
    const customer = await createCustomer('Merge Shopper');
    const { page, errors, close } = await openSite(browser, '/auth');
    await signIn(page, customer.email, customer.password);
    await addThroughProductPage(page, first);
    await expect(serverCart(page)).resolves.toEqual([[first.id, 1]]);

    // Sign out (the /auth card): the cart is kept on this device for this customer alone; the
    // next person here sees an empty cart.
    await page.goto(`${site()}/auth`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Logged out successfully').first().waitFor();
    await page.goto(`${site()}/`);
    await expect.poll(() => cartBadge(page).getAttribute('data-state')).toBe('empty');
    await expect(page.evaluate(() => localStorage.getItem('sk:token'))).resolves.toBeNull();

    // Meanwhile, on another device, the same customer adds two of another product.
    const token = await tokenFor(customer.email, customer.password);
    await apiAs(token, '/user-cart/add-to-cart', { id: second.id, quantity: 2 });

    // Signing in here merges: the kept line once (not doubled) and the other device's two.
    await signIn(page, customer.email, customer.password);
    await expect
      .poll(() => serverCart(page))
      .toEqual(
        [
          [first.id, 1],
          [second.id, 2],
        ].sort(([a], [b]) => String(a).localeCompare(String(b))),
      );
    await page.goto(`${site()}/`);
    await expect.poll(() => cartBadge(page).textContent()).toBe('3');
    expect(errors).toEqual([]);
    await close();
  });
});
