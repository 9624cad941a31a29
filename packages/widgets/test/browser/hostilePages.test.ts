import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

async function open(path: string): Promise<{ page: Page; errors: string[]; violations: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  const violations: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type|TrustedHTML|TrustedScript/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.goto(`${inject('embedUrl')}${path}`);
  return { page, errors, violations };
}

/** Searches 'relay' in the page's search box and returns the first suggestion's text. */
async function searchRelay(page: Page): Promise<string | null> {
  const input = page.getByRole('combobox');
  await input.click();
  await input.pressSequentially('relay', { delay: 20 });
  const option = page.getByRole('option').first();
  await option.waitFor({ timeout: 10_000 });
  return option.textContent();
}

describe('widgets on hostile pages, in Chromium', () => {
  it("keeps its own styles on a page with '* { all: unset !important }' and huge fonts", async () => {
    const { page, errors } = await open('/hostile.html');
    const input = page.getByRole('combobox');
    await input.waitFor({ timeout: 10_000 });
    const inside = await input.evaluate((element) => {
      const style = getComputedStyle(element);
      return { fontSize: style.fontSize, color: style.color, fontFamily: style.fontFamily };
    });
    expect(inside.fontSize).toBe('14px');
    expect(inside.color).not.toBe('rgb(0, 255, 0)');
    expect(inside.fontFamily).not.toMatch(/Comic Sans/);
    // The host page's own text is, indeed, hostile.
    const outside = await page
      .locator('h1')
      .evaluate((element) => getComputedStyle(element).fontSize);
    expect(outside).toBe('60px');
    await expect(searchRelay(page)).resolves.toMatch(/relay/i);
    // The distributor's theme property still crosses the shadow boundary.
    const primary = await page
      .locator('sk-search-box [part="submit"]')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(primary).toBe('rgb(138, 28, 28)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works under a strict nonce CSP with Trusted Types enforced', async () => {
    const { page, errors, violations } = await open('/strict-csp.html');
    await expect(searchRelay(page)).resolves.toMatch(/relay/i);
    const card = page.locator('sk-product-card');
    await card.getByRole('button', { name: /add to cart/i }).click();
    const cartButton = page.locator('sk-cart-button').getByRole('button').first();
    await expect
      .poll(() => cartButton.textContent(), { timeout: 10_000 })
      .toBe('Shopping Cart (1)');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps working when storage throws on every call (the cart lives in memory)', async () => {
    const { page, errors } = await open('/broken-storage.html');
    await expect(searchRelay(page)).resolves.toMatch(/relay/i);
    await page
      .locator('sk-product-card')
      .getByRole('button', { name: /add to cart/i })
      .click();
    const cartButton = page.locator('sk-cart-button').getByRole('button').first();
    await expect
      .poll(() => cartButton.textContent(), { timeout: 10_000 })
      .toBe('Shopping Cart (1)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('starts with an empty cart over a corrupt stored cart, then saves and restores a good one', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Before any page script: a truncated cart document under the widgets' key.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('sk-test-corrupted')) {
        localStorage.setItem('sk:cart', '{"id":"c1","items":[{"id":"prd_0');
        sessionStorage.setItem('sk-test-corrupted', '1');
      }
    });
    await page.goto(`${inject('embedUrl')}/`);
    const cartButton = page.locator('sk-cart-button').getByRole('button').first();
    await expect
      .poll(() => cartButton.textContent(), { timeout: 10_000 })
      .toBe('Shopping Cart (0)');
    await page
      .locator('sk-product-card[product-id="prd_000003"]')
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect.poll(() => cartButton.textContent()).toBe('Shopping Cart (1)');
    const stored = await page.evaluate(() => localStorage.getItem('sk:cart'));
    expect(JSON.parse(stored ?? 'null')).toMatchObject({
      items: [expect.objectContaining({ id: 'prd_000003', quantity: 1 })],
    });
    // A reload restores the saved cart (the corrupting script runs only once).
    await page.reload();
    await expect
      .poll(() => cartButton.textContent(), { timeout: 10_000 })
      .toBe('Shopping Cart (1)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says clearly when the API is down, and recovers with Try Again', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let apiDown = true;
    await page.route('**/api/v1/**', (route) =>
      apiDown ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto(`${inject('embedUrl')}/`);
    const card = page.locator('sk-product-card[product-id="prd_000003"]');
    await card.getByText('Failed to load product').waitFor({ timeout: 20_000 });
    apiDown = false;
    await card.getByRole('button', { name: 'Try Again' }).click();
    await card.getByRole('button', { name: /add to cart/i }).waitFor({ timeout: 10_000 });
    await expect(card.getByText('Failed to load product').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
