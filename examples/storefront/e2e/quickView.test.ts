import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  createCustomer,
  launchChromium,
  MOBILE,
  openSite,
  screenshot,
  signIn,
  siteUrl,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

// The most expensive products in stock first: the first card has a price and can be bought.
const LISTING = '/products?in_stock=true&sort=price_desc';

const firstCard = (page: Page) => page.locator('main article').first();
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Quick View' });

describe('quick view on the listing', () => {
  it('shows Quick View on hover or focus with a mouse, and never over the pictures on a touch screen', async () => {
    const desktop = await openSite(browser, LISTING);
    const button = firstCard(desktop.page).getByRole('button', { name: /^Quick View: / });
    const opacity = () => button.evaluate((element) => getComputedStyle(element).opacity);
    await expect(opacity()).resolves.toBe('0');
    await firstCard(desktop.page).hover();
    await expect.poll(opacity).toBe('1');
    await desktop.close();

    // A phone: no hovering pointer, so no button sits over every picture.
    const phone = await openSite(browser, LISTING, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await firstCard(phone.page).waitFor();
    await expect(phone.page.evaluate(() => matchMedia('(hover: none)').matches)).resolves.toBe(
      true,
    );
    const buttons = phone.page
      .locator('main article')
      .getByRole('button', { name: /^Quick View: / });
    await expect(
      buttons.evaluateAll(
        (all) => all.filter((element) => element.getClientRects().length > 0).length,
      ),
    ).resolves.toBe(0);
    // The card's link still opens the product.
    await expect(
      firstCard(phone.page).locator('a[href^="/products/details/"]').first().isVisible(),
    ).resolves.toBe(true);
    expect(phone.errors).toEqual([]);
    await phone.close();
  });

  it('opens from the keyboard with the essentials; a guest adds to a local cart; Escape returns focus', async () => {
    const { page, errors, close } = await openSite(browser, LISTING);
    const card = firstCard(page);
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const price = (await card.locator('p:has(> span) > span').first().textContent()) ?? '';
    const href = await card
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .getAttribute('href');
    expect(price).toMatch(/^₹[\d,]+\.\d{2} \+ 18% GST$/);

    const button = card.getByRole('button', { name: `Quick View: ${name}` });
    await button.focus();
    await page.keyboard.press('Enter');
    const quick = dialog(page);
    await quick.getByRole('heading', { level: 3, name }).waitFor();
    await quick.getByText(price, { exact: true }).waitFor();
    await quick.getByText('In Stock', { exact: true }).waitFor();
    await expect(
      quick.getByRole('link', { name: 'View Details' }).getAttribute('href'),
    ).resolves.toBe(href);
    await expect(quick.getByRole('img', { name }).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'quick-view');

    // A guest adds to a cart kept in this browser; a toast of the cart ('Item removed from
    // cart', here by the quantity box) shows inside the dialog (the page behind a modal is inert).
    await quick.getByRole('button', { name: 'Add to Cart' }).click();
    await quick.getByText('Added to Cart', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Shopping Cart 1', exact: true }).waitFor();
    const box = quick.getByRole('spinbutton', { name: 'Quantity' });
    await box.fill('0');
    await box.press('Enter');
    await quick
      .getByRole('group', { name: 'Remove this item?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await quick
      .getByRole('region', { name: 'Notifications' })
      .getByRole('status')
      .filter({ hasText: 'Item removed from cart' })
      .waitFor();
    await expect(
      page.evaluate(
        () => document.querySelector('.site-toaster-toast')?.closest('dialog[open]') !== null,
      ),
    ).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await quick.waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => document.activeElement?.textContent?.startsWith('Quick View')),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('signed in: adds 2 from the quick view, then In Cart (2) opens the cart', async () => {
    const customer = await createCustomer('Quick Viewer');
    const { page, errors, close } = await openSite(browser, '/');
    await signIn(page, customer.email, customer.password);
    await page.goto(`${siteUrl()}${LISTING}`);
    const card = firstCard(page);
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.getByRole('button', { name: `Quick View: ${name}` }).click();
    const quick = dialog(page);
    await quick.getByRole('button', { name: 'Increase quantity' }).click();
    await quick.getByRole('button', { name: 'Add to Cart' }).click();
    await quick.getByText('Added to Cart', { exact: true }).waitFor();
    // Continue Shopping closes the dialog.
    await quick.getByRole('button', { name: 'Continue Shopping' }).click();
    await quick.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Shopping Cart 2', exact: true }).waitFor();

    await card.getByRole('button', { name: `Quick View: ${name}` }).click();
    await quick.getByRole('button', { name: 'In Cart (2)' }).click();
    await quick.waitFor({ state: 'detached' });
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByText(name).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // On a phone the dialog fits the screen.
    await page.setViewportSize(MOBILE);
    await card.getByRole('button', { name: `Quick View: ${name}` }).click();
    await quick.getByRole('button', { name: 'In Cart (2)' }).waitFor();
    const box = await page.locator('dialog[open]').boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(MOBILE.width);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'quick-view');
    expect(errors).toEqual([]);
    await close();
  });
});
