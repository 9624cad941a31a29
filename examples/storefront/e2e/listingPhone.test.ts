import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, axeViolations, DESKTOP, launchChromium, openSite, screenshot, siteUrl } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface ListAnswer {
  meta: { pagination: { total_rows: number } };
  data: { product_name: string; brand_id?: { title?: string } }[];
}

const total = async (query: string) =>
  (await api<ListAnswer>(`/products/web/list/?page_no=1&per_page=1&${query}`)).meta.pagination
    .total_rows;

/** Whether the focused element is inside the element that `toggle` controls. */
const focusInPanel = (toggle: Locator) =>
  toggle.evaluate((button) => {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    return !!panel && panel !== document.activeElement && panel.contains(document.activeElement);
  });

const toggleHasFocus = (toggle: Locator) =>
  toggle.evaluate((button) => button === document.activeElement);

/** The first card's picture and name are inside the first screen (no scrolling). */
async function firstCardInFirstScreen(page: Page, height: number) {
  const card = page.locator('main article').first();
  await card.waitFor();
  const name = await card.getByRole('heading', { level: 2 }).boundingBox();
  const picture = await card.locator('img').first().boundingBox();
  expect(name).not.toBeNull();
  expect(picture).not.toBeNull();
  expect((name?.y ?? height) + (name?.height ?? 0)).toBeLessThanOrEqual(height);
  expect((picture?.y ?? height) + (picture?.height ?? 0)).toBeLessThanOrEqual(height);
}

describe('the listing on a phone: the filters behind a Filters button', () => {
  it('at 390×844: products in the first screen, the button counts the active filters, the panel opens and closes by keyboard', async () => {
    const viewport = { width: 390, height: 844 };
    const shown = await total('category=Sensors&in_stock=true');
    const { page, errors, close } = await openSite(
      browser,
      '/products?category=Sensors&in_stock=true',
      {
        viewport,
      },
    );
    await page.getByText(`${shown} products`, { exact: true }).waitFor();
    await firstCardInFirstScreen(page, viewport.height);

    // Two filters (the category, in stock only): the button says so; the panel is closed.
    const toggle = page.getByRole('button', { name: 'Filters (2)', exact: true });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    const category = page.getByLabel('Category', { exact: true });
    await expect(category.isVisible()).resolves.toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listing-filters-closed');

    // Enter opens it in place; Tab goes into it; Escape closes it and gives the focus back.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(category.isVisible()).resolves.toBe(true);
    await expect(category.inputValue()).resolves.toBe('Sensors');
    await page.keyboard.press('Tab');
    await expect(focusInPanel(toggle)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(category.isVisible()).resolves.toBe(false);
    await expect(toggleHasFocus(toggle)).resolves.toBe(true);

    // Space opens it again; a third filter from the keyboard: the list and the count follow,
    // and the panel stays open for the next one.
    await page.keyboard.press('Space');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const sensors = await api<ListAnswer>(
      '/products/web/list/?page_no=1&per_page=100&category=Sensors&in_stock=true',
    );
    const brand = sensors.data[0]?.brand_id?.title ?? '';
    expect(brand).not.toBe('');
    const narrowed = await total(
      `category=Sensors&brand=${encodeURIComponent(brand)}&in_stock=true`,
    );
    expect(narrowed).toBeLessThan(shown);
    const brandSelect = page.getByLabel('Brand', { exact: true });
    await brandSelect.focus();
    await brandSelect.selectOption(brand);
    await page.waitForURL(
      `${siteUrl()}/products?category=Sensors&brand=${encodeURIComponent(brand)}&in_stock=true`,
    );
    await page.getByText(`${narrowed} products`, { exact: true }).waitFor();
    const three = page.getByRole('button', { name: 'Filters (3)', exact: true });
    await three.waitFor();
    await expect(three.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'listing-filters-open');

    // 'Show products' at the panel's end closes it and gives the focus back to the button.
    const done = page.getByRole('button', { name: 'Show products' });
    await done.focus();
    await page.keyboard.press('Enter');
    await expect(three.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggleHasFocus(three)).resolves.toBe(true);
    await firstCardInFirstScreen(page, viewport.height);
    expect(errors).toEqual([]);
    await close();
  });

  it('at 360 and 414 px too: the products in the first screen, no filter open', async () => {
    for (const width of [360, 414]) {
      const viewport = { width, height: 844 };
      const { page, errors, close } = await openSite(browser, '/products', { viewport });
      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      await expect(toggle.isVisible()).resolves.toBe(true);
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(page.getByLabel('Brand', { exact: true }).isVisible()).resolves.toBe(false);
      await firstCardInFirstScreen(page, viewport.height);
      // Nothing wider than the screen.
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth),
      ).resolves.toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('on a desktop the panel stays beside the products, with no Filters button', async () => {
    const shown = await total('category=Sensors&in_stock=true');
    const { page, errors, close } = await openSite(
      browser,
      '/products?category=Sensors&in_stock=true',
      { viewport: DESKTOP },
    );
    await page.getByText(`${shown} products`, { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: /^Filters/ }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Show products' }).isVisible()).resolves.toBe(
      false,
    );
    const category = page.getByLabel('Category', { exact: true });
    await expect(category.isVisible()).resolves.toBe(true);
    // Beside the grid: the panel's column ends left of the first card.
    const panel = await page.getByRole('complementary', { name: 'Filters' }).boundingBox();
    const card = await page.locator('main article').first().boundingBox();
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThan(card?.x ?? 0);
    await firstCardInFirstScreen(page, DESKTOP.height);
    // Escape in the panel leaves it where it is.
    await category.focus();
    await page.keyboard.press('Escape');
    await expect(category.isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
