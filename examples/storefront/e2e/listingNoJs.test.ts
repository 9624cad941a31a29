import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DESKTOP, launchChromium, screenshot, siteUrl } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface ListAnswer {
  meta: { pagination: { total_rows: number; total_pages: number } };
  data: { product_name: string; product_selling_price: number; brand_id?: { title?: string } }[];
}

const site = () => siteUrl();

/** The API's products for `query` (the listing's page size, 20). */
const listed = (query: string, pageNo = 1) =>
  api<ListAnswer>(`/products/web/list/?page_no=${pageNo}&per_page=20&${query}`);

const names = (answer: ListAnswer) => answer.data.map((product) => product.product_name);

/** The names on the cards, in order. */
const cardNames = (page: Page) =>
  page.locator('main article').getByRole('heading', { level: 2 }).allTextContents();

/** A browser without JavaScript at `viewport`. */
async function withoutJavaScript(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  return { context, page: await context.newPage() };
}

describe('the listing without JavaScript', () => {
  it('pages by links: the server renders pages 1..n and the next and previous links lead there', async () => {
    const { context, page } = await withoutJavaScript(DESKTOP);
    try {
      const first = await listed('sort_by=name_asc');
      const second = await listed('sort_by=name_asc', 2);
      expect(first.meta.pagination.total_pages).toBeGreaterThan(2);
      await page.goto(`${site()}/products`);
      await expect(cardNames(page)).resolves.toEqual(names(first));
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await expect(pages.getByRole('link', { name: 'Previous page' }).count()).resolves.toBe(0);

      // Next: the page with pages 1 and 2, scrolled to where page 2 starts.
      await pages.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(`${site()}/products?page=2#listing-page-2`);
      await expect(cardNames(page)).resolves.toEqual([...names(first), ...names(second)]);
      await page.getByText(`Showing 40 of ${first.meta.pagination.total_rows} products`).waitFor();
      const start = await page.locator('#listing-page-2').boundingBox();
      expect(start && start.y >= 0 && start.y < DESKTOP.height).toBe(true);
      await expect(
        page.locator('#listing-page-2').getByRole('heading', { level: 2 }).textContent(),
      ).resolves.toBe(names(second)[0]);

      // Previous: page 1 again.
      await pages.getByRole('link', { name: 'Previous page' }).click();
      await page.waitForURL(`${site()}/products`);
      await expect(cardNames(page)).resolves.toEqual(names(first));

      // A category's pages in the path: the last one has no next link.
      const sensors = await listed('category=Sensors&sort_by=name_asc');
      const last = sensors.meta.pagination.total_pages;
      expect(last).toBeGreaterThan(1);
      await page.goto(`${site()}/products/Sensors/${last - 1}`);
      await expect(page.locator('main article').count()).resolves.toBe((last - 1) * 20);
      await pages.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(`${site()}/products/Sensors/${last}#listing-page-${last}`);
      await expect(page.locator('main article').count()).resolves.toBe(
        sensors.meta.pagination.total_rows,
      );
      const lastPage = await listed('category=Sensors&sort_by=name_asc', last);
      await expect(cardNames(page).then((shown) => shown.slice((last - 1) * 20))).resolves.toEqual(
        names(lastPage),
      );
      await expect(pages.getByRole('link', { name: 'Next page' }).count()).resolves.toBe(0);
      await expect(
        pages.getByRole('link', { name: 'Previous page' }).getAttribute('href'),
      ).resolves.toBe(`/products/Sensors/${last - 1}#listing-page-${last - 1}`);
    } finally {
      await context.close();
    }
  });

  it('renders 10 pages at most: deeper, it asks to narrow the list', async () => {
    const { context, page } = await withoutJavaScript(DESKTOP);
    try {
      const first = await listed('sort_by=name_asc');
      const pages = page.getByRole('navigation', { name: 'Pages' });
      expect(first.meta.pagination.total_pages).toBeGreaterThan(10);
      await page.goto(`${site()}/products?page=999`);
      await expect(page.locator('main article').count()).resolves.toBe(200);
      await page.getByText(`Showing 200 of ${first.meta.pagination.total_rows} products`).waitFor();
      // (Inside <noscript>, which Playwright's text matching skips: read from the nav.)
      const narrow = pages.locator('p');
      await expect(narrow.textContent()).resolves.toBe(
        'Narrow the list with the filters to see more products.',
      );
      await expect(narrow.isVisible()).resolves.toBe(true);
      await expect(pages.getByRole('link', { name: 'Next page' }).count()).resolves.toBe(0);
      await expect(
        pages.getByRole('link', { name: 'Previous page' }).getAttribute('href'),
      ).resolves.toBe('/products?page=9#listing-page-9');
    } finally {
      await context.close();
    }
  });

  it('filters with the GET form on a phone: category, brand, in stock, price range and sort in the query, as the API lists them', async () => {
    const viewport = { width: 390, height: 844 };
    const { context, page } = await withoutJavaScript(viewport);
    try {
      await page.goto(`${site()}/products`);
      // No script to open it: the panel is there, with its Apply button (and no Filters button).
      await expect(page.getByRole('button', { name: /^Filters/ }).isVisible()).resolves.toBe(false);
      const apply = page.getByRole('button', { name: 'Apply Filters' });
      await expect(apply.isVisible()).resolves.toBe(true);

      // In stock only, most expensive first.
      await page.getByLabel('In Stock Only').check();
      await page.getByText('Advanced Filters').click();
      await page.getByLabel('Sort By').selectOption({ label: 'Price High to Low' });
      await apply.click();
      await page.waitForURL((url) => url.pathname === '/products' && url.search.length > 1);
      const query = new URL(page.url()).searchParams;
      expect(query.get('in_stock')).toBe('true');
      expect(query.get('sort')).toBe('price_desc');
      const inStock = await listed('in_stock=true&sort_by=price_desc');
      await page
        .getByText(`${inStock.meta.pagination.total_rows} products`, { exact: true })
        .waitFor();
      await expect(cardNames(page)).resolves.toEqual(names(inStock));
      await expect(page.getByLabel('In Stock Only').isChecked()).resolves.toBe(true);
      await expect(page.getByLabel('Sort By').inputValue()).resolves.toBe('price_desc');

      // The next page keeps the filters.
      const inStock2 = await listed('in_stock=true&sort_by=price_desc', 2);
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect(cardNames(page).then((shown) => shown.slice(20))).resolves.toEqual(
        names(inStock2),
      );
      expect(new URL(page.url()).searchParams.get('sort')).toBe('price_desc');
      expect(new URL(page.url()).searchParams.get('in_stock')).toBe('true');

      // Narrowed to a category, one of its brands and a price range.
      const sensors = await api<ListAnswer>(
        '/products/web/list/?page_no=1&per_page=100&category=Sensors&in_stock=true',
      );
      const brand = sensors.data[0]?.brand_id?.title ?? '';
      expect(brand).not.toBe('');
      const prices = sensors.data
        .filter((product) => product.brand_id?.title === brand)
        .map((product) => product.product_selling_price)
        .filter((price) => price > 0)
        .sort((a, b) => a - b);
      const max = Math.floor(prices[prices.length - 1] ?? 0);
      expect(max).toBeGreaterThan(0);
      await page.getByLabel('Category', { exact: true }).selectOption('Sensors');
      await page.getByLabel('Brand', { exact: true }).selectOption(brand);
      await page.getByLabel('Max price').fill(String(max));
      await page.getByRole('button', { name: 'Apply Filters' }).click();
      await page.waitForURL((url) => url.searchParams.get('brand') === brand);
      const narrowed = await listed(
        `category=Sensors&brand=${encodeURIComponent(brand)}&in_stock=true&sort_by=price_desc&price_range=0,${max}`,
      );
      expect(narrowed.meta.pagination.total_rows).toBeGreaterThan(0);
      expect(narrowed.meta.pagination.total_rows).toBeLessThan(inStock.meta.pagination.total_rows);
      await page
        .getByText(`${narrowed.meta.pagination.total_rows} products`, { exact: true })
        .waitFor();
      await expect(cardNames(page)).resolves.toEqual(names(narrowed));
      // The page starts again from page 1 and shows what it was filtered by.
      expect(new URL(page.url()).searchParams.has('page')).toBe(false);
      await expect(page.getByLabel('Category', { exact: true }).inputValue()).resolves.toBe(
        'Sensors',
      );
      await expect(page.getByLabel('Max price').inputValue()).resolves.toBe(String(max));
      // The category's subcategories are offered now (server-rendered, for the next submit).
      const categories = await api<{ data: { id: string; product_category_name: string }[] }>(
        '/product-category/web/list/?type=product&page_no=1&per_page=-1',
      );
      const sensorsId = categories.data.find((c) => c.product_category_name === 'Sensors')?.id;
      const subcategories = await api<{ data: { product_sub_category_name: string }[] }>(
        `/product-sub-category/web/list/?product_category_id=${sensorsId}`,
      );
      expect(subcategories.data.length).toBeGreaterThan(0);
      const subcategory = page.getByLabel('Subcategory', { exact: true });
      await expect(subcategory.isDisabled()).resolves.toBe(false);
      await expect(
        subcategory.evaluate((element) =>
          [...(element as HTMLSelectElement).options].slice(1).map((option) => option.value),
        ),
      ).resolves.toEqual(subcategories.data.map((s) => s.product_sub_category_name));
      await screenshot(page, 'listing-nojs-filtered');

      // Clear All Filters is a link back to the whole listing.
      await page.getByRole('link', { name: 'Clear All Filters' }).click();
      await page.waitForURL(`${site()}/products`);
      const all = await listed('sort_by=name_asc');
      await page.getByText(`${all.meta.pagination.total_rows} products`, { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});
