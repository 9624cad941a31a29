import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, axeViolations, launchChromium, MOBILE, openSite, screenshot, siteUrl } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface ListAnswer {
  meta: { pagination: { total_rows: number } };
  data: { product_name: string; product_selling_price: number }[];
}

const cards = (page: Page) => page.locator('main article');
/** The amount a price label starts with: '₹1,450.50 + 18% GST' is 1450.5. */
const rupees = (text: string) => Number(/^₹([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, ''));

/** Waits until the first card is `name` (the list has reloaded with new filters). */
async function firstCardIs(page: Page, name: string) {
  await page.waitForFunction(
    (expected) => document.querySelector('main article h2')?.textContent === expected,
    name,
  );
}

/** The prices shown on the cards, in order (a product on request shows no price). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('p:has(> span) > span:first-child').allTextContents();
  return texts.filter((text) => text.startsWith('₹')).map(rupees);
}

describe('the product listing', () => {
  it('browses to a category, sorts, loads more, scrolls to the end, and restores the view on back', async () => {
    const sensors = await api<ListAnswer>(
      '/products/web/list/?page_no=1&per_page=1&category=Sensors',
    );
    const total = sensors.meta.pagination.total_rows;
    expect(total).toBeGreaterThan(40); // three pages of 20: Load More, then scrolling

    const { page, errors, close } = await openSite(browser, '/');
    await page
      .locator('section[aria-labelledby="home-categories"]')
      .getByRole('link', { name: 'Sensors', exact: true })
      .click();
    await page.waitForURL(`${siteUrl()}/products?category=Sensors`);
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    await page.getByText(`${total} products`, { exact: true }).waitFor();
    await page.getByText(`Showing 20 of ${total} products`).waitFor();
    await expect(cards(page).count()).resolves.toBe(20);
    expect(await axeViolations(page)).toEqual([]);
    await page.waitForFunction(
      () => document.title === 'Sensors: Our Products | Storefront Automation',
    );

    // Sort By lives in Advanced Filters: the URL carries it, the cards follow it.
    const cheapest = await api<ListAnswer>(
      '/products/web/list/?page_no=1&per_page=1&category=Sensors&sort_by=price_asc',
    );
    await page.getByText('Advanced Filters').click();
    await page.getByLabel('Sort By').selectOption({ label: 'Price Low to High' });
    await page.waitForURL(/\/products\?category=Sensors&sort=price_asc$/);
    await firstCardIs(page, cheapest.data[0]?.product_name ?? '');
    await page.getByText(`Showing 20 of ${total} products`).waitFor();
    const ascending = await shownPrices(page);
    expect(ascending.length).toBeGreaterThan(5);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    // Load More appends page 2 (clicked where it is: scrolling to it would let the infinite
    // scroll load first); scrolling to the bottom appends the rest, then the end message.
    await page.getByRole('button', { name: 'Load More Products' }).dispatchEvent('click');
    await page.getByText(`Showing 40 of ${total} products`).waitFor();
    await expect(cards(page).count()).resolves.toBe(40);
    const end = page.getByText("You've reached the end of the list");
    for (let i = 0; i < 10 && !(await end.isVisible()); i++) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
    }
    await end.waitFor();
    await expect(cards(page).count()).resolves.toBe(total);
    await expect(page.getByRole('button', { name: 'Load More Products' }).count()).resolves.toBe(0);
    const all = await shownPrices(page);
    expect(all).toEqual([...all].sort((a, b) => a - b));
    await screenshot(page, 'listing');

    // Back: the category by name again, from the URL.
    const byName = await api<ListAnswer>(
      '/products/web/list/?page_no=1&per_page=1&category=Sensors&sort_by=name_asc',
    );
    await page.goBack();
    await page.waitForURL(`${siteUrl()}/products?category=Sensors`);
    await firstCardIs(page, byName.data[0]?.product_name ?? '');
    await page.getByText(`Showing 20 of ${total} products`).waitFor();
    await expect(page.getByLabel('Sort By').inputValue()).resolves.toBe('name_asc');
    expect(errors).toEqual([]);
    await close();
  });

  it('filters in stock only, empties with a price range, and Clear Filters restores everything', async () => {
    const inStock = await api<ListAnswer>('/products/web/list/?page_no=1&per_page=1&in_stock=true');
    const all = await api<ListAnswer>('/products/web/list/?page_no=1&per_page=1');
    const { page, errors, close } = await openSite(browser, '/products');
    await page.getByText(`${all.meta.pagination.total_rows} products`, { exact: true }).waitFor();
    // A click (the box follows the URL, which changes a moment later).
    await page.getByLabel('In Stock Only').click();
    await page.waitForURL(/\/products\?in_stock=true$/);
    await page
      .getByText(`${inStock.meta.pagination.total_rows} products`, { exact: true })
      .waitFor();

    await page.getByText('Advanced Filters').click();
    await page.getByLabel('Min price').fill('999999');
    await page.getByLabel('Max price').fill('1000000');
    await page.getByLabel('Max price').press('Enter');
    await page.getByText('No products found matching your search.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await page.waitForURL(`${siteUrl()}/products`);
    await page.getByText(`${all.meta.pagination.total_rows} products`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('hydrates the server-rendered pages 1..n of ?page=n without a mismatch, then loads on from there', async () => {
    const first = await api<ListAnswer>('/products/web/list/?page_no=1&per_page=40&in_stock=true');
    const third = await api<ListAnswer>('/products/web/list/?page_no=3&per_page=20&in_stock=true');
    const total = first.meta.pagination.total_rows;
    expect(total).toBeGreaterThan(60);
    const { page, errors, close } = await openSite(browser, '/products?in_stock=true&page=2');
    // The server's HTML already held both pages; the hydrated listing keeps them, in order.
    await page.getByText(`Showing 40 of ${total} products`).waitFor();
    await expect(cards(page).locator('h2').allTextContents()).resolves.toEqual(
      first.data.map((product) => product.product_name),
    );
    await page.getByRole('button', { name: 'Load More Products' }).dispatchEvent('click');
    await page.getByText(`Showing 60 of ${total} products`).waitFor();
    const names = await cards(page).locator('h2').allTextContents();
    expect(names.slice(40)).toEqual(third.data.map((product) => product.product_name));
    expect(new Set(names).size).toBe(60);
    // No page links with JavaScript (Load More and the infinite scroll page instead).
    await expect(page.getByRole('link', { name: 'Next page' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('restores pages 1..n of /products/{category}/{page}, on a phone', async () => {
    const { page, errors, close } = await openSite(browser, '/products/Sensors/2', {
      viewport: MOBILE,
    });
    await page.getByText(/^Showing 40 of \d+ products$/).waitFor();
    await expect(cards(page).count()).resolves.toBe(40);
    await expect(page.getByLabel('Category', { exact: true }).inputValue()).resolves.toBe(
      'Sensors',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'listing');
    expect(errors).toEqual([]);
    await close();
  });
});
