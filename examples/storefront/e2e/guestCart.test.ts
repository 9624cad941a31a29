import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addThroughProductPage,
  cartBadge,
  gatewayDialog,
  gstOf,
  inr,
  type ListedProduct,
  pickProducts,
  serverCart,
  summaryOf,
  toPaise,
  toPayment,
} from './checkoutFlow';
import {
  api,
  axeViolations,
  createCustomer,
  launchChromium,
  openSite,
  signIn,
  siteUrl,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const site = () => siteUrl();
const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });
const toastTexts = (page: Page) =>
  page.locator('.site-toaster-message').evaluateAll((toasts) => toasts.map((t) => t.textContent));

/** Signs out through the /auth card and waits for the guest's empty cart. */
async function signOut(page: Page) {
  await page.goto(`${site()}/auth`);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByText('Logged out successfully').first().waitFor();
}

/** Whether two boxes overlap. */
const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box');
  return box;
}

/** A priced product in stock with its stock count (the product API's `stock_quantity`). */
async function stockedProduct(): Promise<ListedProduct & { stock_quantity: number }> {
  const answer = await api<{ data: (ListedProduct & { stock_quantity: number })[] }>(
    '/products/web/list/?page_no=1&per_page=50&in_stock=true&sort_by=price_asc',
  );
  const product = answer.data.find(
    (p) => p.product_selling_price > 0 && p.stock_quantity > 2 && p.stock_quantity < 999,
  );
  if (!product) throw new Error('The seed has no priced product with a small stock');
  return product;
}

describe('guest carts on the site', () => {
  it('a guest fills a cart, is asked to sign in at checkout, signs in and pays', async () => {
    const [product] = await pickProducts();
    const customer = await createCustomer('Guest Buyer');
    const { page, errors, close } = await openSite(browser, '/');

    // A guest's Add to Cart fills a cart kept in this browser (no 'Please login…').
    await addThroughProductPage(page, product);
    await expect(cartBadge(page).textContent()).resolves.toBe('1');
    await expect(page.getByText('Please login to add items to cart').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /^Shopping Cart/ }).click();
    const drawer = drawerOf(page);
    await drawer.getByText(product.product_name).waitFor();
    // The unit price is said as listed, before GST.
    await drawer.getByText(`${inr(toPaise(product.product_selling_price))} + 18% GST`).waitFor();
    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();

    // Checkout asks a guest to sign in or create an account.
    await page.waitForURL(`${site()}/checkout`);
    await page.getByRole('heading', { name: 'Sign in to check out' }).waitFor();
    await page.getByRole('link', { name: 'Create Account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${site()}/auth?next=/checkout`);
    // The way back survives a look at the sign-up form.
    await page.getByRole('button', { name: "Don't have an account? Create one" }).click();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/checkout');
    await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await page.getByLabel('Email or mobile number').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Back at checkout, the guest cart merged into the account's.
    await page.waitForURL(`${site()}/checkout`);
    await summaryOf(page).getByText('Subtotal (1 items)').waitFor({ timeout: 10_000 });
    await expect.poll(() => serverCart(page)).toEqual([[product.id, 1]]);
    await expect(page.evaluate(() => localStorage.getItem('sk:cart'))).resolves.toBeNull();

    const subtotal = toPaise(product.product_selling_price);
    const payNow = await toPayment(page);
    await payNow.click();
    const gateway = gatewayDialog(page);
    await gateway.waitFor({ timeout: 15_000 });
    await gateway.getByRole('button', { name: `Pay ${inr(subtotal + gstOf(subtotal))}` }).click();
    await page.waitForURL(`${site()}/success`, { timeout: 15_000 });
    await page.getByText('Payment successful!', { exact: true }).waitFor();
    await expect.poll(() => serverCart(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps A's saved cart from B: never shown to the next guest nor merged into B's cart", async () => {
    const [first, second] = await pickProducts();
    const asha = await createCustomer('Asha Owner');
    const ravi = await createCustomer('Ravi Next');
    const { page, errors, close } = await openSite(browser, '/auth');
    await signIn(page, asha.email, asha.password);
    await addThroughProductPage(page, first);
    await expect.poll(() => serverCart(page)).toEqual([[first.id, 1]]);

    await signOut(page);
    await page.goto(`${site()}/`);
    // The next person on this browser sees an empty cart.
    await expect.poll(() => cartBadge(page).getAttribute('data-state')).toBe('empty');
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.includes('cart')),
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^sk:cart:user:/);

    // Ravi, as a guest, adds another product, then signs in: only his guest cart merges.
    await addThroughProductPage(page, second);
    await signIn(page, ravi.email, ravi.password);
    await expect.poll(() => serverCart(page)).toEqual([[second.id, 1]]);
    await signOut(page);

    // Asha comes back: her cart is hers, once (not doubled), and never Ravi's line.
    await signIn(page, asha.email, asha.password);
    await expect.poll(() => serverCart(page)).toEqual([[first.id, 1]]);
    await page.goto(`${site()}/`);
    await expect.poll(() => cartBadge(page).textContent()).toBe('1');
    expect(errors).toEqual([]);
    await close();
  });

  it('reads the quantity box as meant, by keyboard: above the stock, -3 and 0', async () => {
    const product = await stockedProduct();
    const { page, errors, close } = await openSite(browser, `/products/details/x/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    const box = page.getByRole('main').getByRole('spinbutton', { name: 'Quantity' });

    // Above the stock: said before anything is sent, the quantity kept.
    await box.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(product.stock_quantity + 5));
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: `Only ${product.stock_quantity} in stock` })
      .waitFor();
    await expect(box.inputValue()).resolves.toBe('1');
    // Not a number: a sentence.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2.5');
    await page.keyboard.press('Enter');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Enter the quantity as a whole number, like 2.' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // In the cart, '-3' is not 3: it asks to remove the line.
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('button', { name: 'In Cart (1)' }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: /^Shopping Cart/ }).click();
    const drawer = drawerOf(page);
    const line = drawer.getByRole('spinbutton', { name: 'Quantity' });
    await line.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('-3');
    await page.keyboard.press('Enter');
    const prompt = drawer.getByRole('group', { name: 'Remove this item?' });
    await prompt.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Remove');
    expect(await axeViolations(page)).toEqual([]);
    // Escape keeps the line, the focus back in the box.
    await page.keyboard.press('Escape');
    await expect(prompt.count()).resolves.toBe(0);
    await expect(line.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await expect(line.inputValue()).resolves.toBe('1');

    // A change is announced once, whatever the number of changes.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await drawer.getByText('Quantity updated', { exact: true }).waitFor();
    await expect.poll(() => line.inputValue()).toBe('3');
    await expect
      .poll(async () => (await toastTexts(page)).filter((t) => t?.includes('Quantity updated')))
      .toHaveLength(1);

    // '0' and the confirming Remove, by keyboard.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await prompt.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Remove');
    await page.keyboard.press('Enter');
    await drawer.getByText('Your cart is empty').waitFor();
    await drawer.getByText('Item removed from cart', { exact: true }).waitFor();
    // The removal replaced 'Quantity updated': one toast about the cart.
    await expect
      .poll(async () => (await toastTexts(page)).filter((t) => t?.includes('Quantity updated')))
      .toHaveLength(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('announces a coupon a removed line disqualified, keeps the focus in the coupon box, and keeps toasts off the header and summary', async () => {
    // FLAT500 needs ₹5,000: a cheap line below it, and a dear one that takes the cart above.
    const [cheap] = await pickProducts();
    const dearest = await api<{ data: ListedProduct[] }>(
      '/products/web/list/?page_no=1&per_page=20&in_stock=true&sort_by=price_desc',
    );
    const dear = dearest.data.find(
      (p) => p.is_stock_available && toPaise(p.product_selling_price) >= 5_000_00,
    );
    if (!dear) throw new Error('The seed has no product of ₹5,000 or more in stock');
    expect(toPaise(cheap.product_selling_price)).toBeLessThan(5_000_00);
    const customer = await createCustomer('Coupon Loser');
    const { page, errors, close } = await openSite(browser, '/auth');
    await signIn(page, customer.email, customer.password);
    await addThroughProductPage(page, cheap);
    await addThroughProductPage(page, dear);
    const cartButton = page.getByRole('button', { name: /^Shopping Cart/ });
    await cartButton.click();
    const drawer = drawerOf(page);
    await drawer.getByText(dear.product_name).waitFor();

    // Apply by keyboard: the focus stays in the coupon box (on its Remove), not the body.
    const code = drawer.getByLabel('Discount Code');
    await code.focus();
    await page.keyboard.type('FLAT500');
    await page.keyboard.press('Enter');
    await drawer.getByText('Code FLAT500 applied').waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest('.coupon-box-coupon') ? active.textContent : 'lost';
        }),
      )
      .toBe('Remove');
    // Remove the coupon and apply it again: the focus goes back to the code box.
    await page.keyboard.press('Enter');
    await drawer.getByText('Coupon removed successfully', { exact: true }).first().waitFor();
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('FLAT500');
    await page.keyboard.press('Enter');
    await drawer.getByText('Code FLAT500 applied').waitFor();

    // Removing the dear line takes the cart below ₹5,000: the coupon goes, with its reason.
    const said = 'Coupon FLAT500 was removed: the cart total is now below ₹5,000.00';
    await drawer
      .getByRole('listitem')
      .filter({ hasText: dear.product_name })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await drawer.locator('.coupon-box-message').filter({ hasText: said }).waitFor();
    await expect(drawer.getByText('Code FLAT500 applied').count()).resolves.toBe(0);
    await expect(drawer.getByText(/Coupon applied successfully/).count()).resolves.toBe(0);
    // Said once as a toast, which replaced the coupon's earlier one.
    await expect
      .poll(async () => (await toastTexts(page)).filter((t) => t?.includes('FLAT500')))
      .toEqual([said]);
    await page.keyboard.press('Escape');

    // The toasts never cover the header's cart button, nor the checkout's summary.
    await page.goto(`${site()}/checkout`);
    await summaryOf(page).getByText('Subtotal (1 items)').waitFor({ timeout: 10_000 });
    await summaryOf(page).getByRole('button', { name: 'Increase quantity' }).click();
    const toast = page.locator('.site-toaster-toast').filter({ hasText: 'Quantity updated' });
    await toast.waitFor();
    const toastBox = await boxOf(toast);
    expect(overlaps(toastBox, await boxOf(cartButton))).toBe(false);
    expect(overlaps(toastBox, await boxOf(summaryOf(page)))).toBe(false);
    await expect(toast.count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
