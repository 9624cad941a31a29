import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, axeViolations, launchChromium, MOBILE, openSite, screenshot, siteUrl } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the header search', () => {
  it('suggests products as you type; the keyboard picks one and opens its page', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.click();
    await input.pressSequentially('relay', { delay: 30 });
    const options = page.getByRole('option');
    await options.first().waitFor();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8); // desktop
    await expect(options.first().textContent()).resolves.toMatch(/relay/i);
    await expect(options.first().textContent()).resolves.toMatch(/\d+% match/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-suggestions');

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const active = page.locator('[role="option"][aria-selected="true"]');
    await expect(active.getAttribute('id')).resolves.toBe(
      await input.getAttribute('aria-activedescendant'),
    );
    const chosen = (await active.locator('span span').first().textContent()) ?? '';
    expect(chosen).not.toBe('');
    await input.press('Enter');
    await page.waitForURL(/\/products\/details\/[a-z0-9-]+\/prd_\d+$/);
    await page.getByRole('heading', { level: 1, name: chosen, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps "View all N results" in sight at the bottom of the panel, however long the list', async () => {
    // 1280×800: eight suggestions with their pictures are taller than the panel's room.
    const { page, errors, close } = await openSite(browser, '/', {
      viewport: { width: 1280, height: 800 },
    });
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.click();
    await input.pressSequentially('sensor', { delay: 30 });
    await page.getByRole('option').nth(4).waitFor();
    const viewAll = page.getByRole('button', { name: /^View all \d+ results$/ });
    const inSight = () =>
      viewAll.evaluate((button) => {
        const panel = button.closest('.site-search-panel') as HTMLElement;
        const box = button.getBoundingClientRect();
        const frame = panel.getBoundingClientRect();
        return {
          scrolls: panel.scrollHeight > panel.clientHeight,
          inPanel: box.top >= frame.top - 0.5 && box.bottom <= frame.bottom + 0.5,
          inViewport: box.bottom <= window.innerHeight,
          // What is drawn at the button's centre is the button (nothing scrolled over it).
          onTop: button.contains(
            document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2),
          ),
        };
      });
    await expect(inSight()).resolves.toEqual({
      scrolls: true,
      inPanel: true,
      inViewport: true,
      onTop: true,
    });
    // Scrolled halfway through the suggestions, it is still there.
    await page.locator('.site-search-panel').evaluate((panel) => {
      panel.scrollTop = (panel.scrollHeight - panel.clientHeight) / 2;
    });
    await expect(inSight()).resolves.toMatchObject({ inPanel: true, onTop: true });
    expect(errors).toEqual([]);
    await close();
  });

  it('submits a query to /search, and Search anyway for a query without suggestions', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.fill('relay');
    await input.press('Enter');
    await page.waitForURL(`${siteUrl()}/search?q=relay`);
    await page.getByRole('heading', { level: 1, name: 'Search results for "relay"' }).waitFor();
    await page.locator('main article').first().waitFor();
    await expect(page.getByText(/^\d+ products$/).textContent()).resolves.not.toBe('0 products');
    await page.waitForFunction(
      () => document.title === 'Search results for "relay" | Storefront Automation',
    );
    expect(await axeViolations(page)).toEqual([]);

    await input.fill('');
    await input.pressSequentially('zzqx', { delay: 30 });
    await page.locator('.site-search-empty').getByText('No results found for "zzqx"').waitFor();
    await page.getByRole('button', { name: 'Search anyway' }).click();
    await page.waitForURL(`${siteUrl()}/search?q=zzqx`);
    await page.getByText('No products found matching your search criteria.').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: popular searches in the empty box, at most 6 suggestions', async () => {
    const { page, errors, close } = await openSite(browser, '/', { viewport: MOBILE });
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.click();
    await page.getByText('Popular Searches', { exact: true }).waitFor();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual([
      'Sensors',
      'Switches',
      'Relays',
      'PLC',
      'HMI',
      'Servo Drives',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await input.pressSequentially('sensor', { delay: 30 });
    await page
      .getByRole('option')
      .filter({ hasText: /% match/ })
      .first()
      .waitFor();
    await expect(page.getByRole('option').count()).resolves.toBeLessThanOrEqual(6);
    await screenshot(page, 'search-suggestions');
    expect(errors).toEqual([]);
    await close();
  });
});

interface ListAnswer {
  data: { product_name: string; model_number?: string | null; brand_id?: { title?: string } }[];
  meta: { pagination: { total_rows: number } };
}

/** A part number as a buyer types it: no case, spaces, dots, dashes or slashes ('g9se201'). */
const typed = (part: string) => part.toLowerCase().replace(/[\s./-]/g, '');

describe('the search results page', () => {
  it('puts the part typed as a part number first, and the query back in the header box', async () => {
    const { data } = await api<ListAnswer>('/products/web/list/?search=relay&per_page=50');
    const parts = data.map((p) => typed(p.model_number ?? ''));
    // A relay whose part number has punctuation and is no other product's.
    const product = data.find(
      (p, i) =>
        /[\s./-]/.test(p.model_number ?? '') &&
        parts.filter((part) => part === parts[i]).length === 1,
    );
    if (!product?.model_number) throw new Error('The seed has no relay with a part number');
    const query = typed(product.model_number);
    const { page, errors, close } = await openSite(browser, `/search?q=${query}`);
    const names = page.locator('main article h2');
    await names.first().waitFor();
    await expect(names.first().textContent()).resolves.toBe(product.product_name);
    await expect(page.getByLabel('Sort By').inputValue()).resolves.toBe('relevance');
    // The header's box holds the query, its suggestions closed until it is focused.
    const input = page.getByRole('combobox', { name: 'Search products' });
    await expect(input.inputValue()).resolves.toBe(query);
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(errors).toEqual([]);
    await close();
  });

  it('sorts, narrows by a brand facet to its count, and keeps both on reload and back/forward', async () => {
    const site = siteUrl();
    const { page, errors, close } = await openSite(browser, '/search?q=relay');
    const names = page.locator('main article h2');
    await names.first().waitFor();
    const count = page.locator('#search-count');
    const input = page.getByRole('combobox', { name: 'Search products' });
    await expect(input.inputValue()).resolves.toBe('relay');

    // Sort By: Relevance first and chosen; another order changes the results and the URL.
    const sort = page.getByLabel('Sort By');
    await expect(sort.inputValue()).resolves.toBe('relevance');
    await expect(sort.locator('option').allTextContents()).resolves.toEqual([
      'Relevance',
      'Name A-Z',
      'Name Z-A',
      'Price Low to High',
      'Price High to Low',
      'Highest Rated',
      'Newest First',
    ]);
    const relevance = (await names.allTextContents()).slice(0, 20);
    const byRelevance = await api<ListAnswer>('/products/web/list/?search=relay');
    expect(relevance).toEqual(byRelevance.data.map((p) => p.product_name));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-results');

    await sort.selectOption('price_desc');
    await page.waitForURL(`${site}/search?q=relay&sort=price_desc`);
    const byPrice = await api<ListAnswer>('/products/web/list/?search=relay&sort_by=price_desc');
    const expected = byPrice.data.map((p) => p.product_name);
    expect(expected).not.toEqual(relevance);
    await page.waitForFunction(
      (first) => document.querySelector('main article h2')?.textContent === first,
      expected[0],
    );
    expect((await names.allTextContents()).slice(0, 20)).toEqual(expected);

    // A brand facet: a checkbox with its count, in a fieldset named Brand.
    const brands = page.getByRole('group', { name: 'Brand' }).getByRole('checkbox');
    expect(await brands.count()).toBeGreaterThan(1);
    const label = (await brands.nth(1).evaluate((box) => box.closest('label')?.textContent)) ?? '';
    const [, brand = '', shown = ''] = /^(.+) \((\d+)\)$/.exec(label) ?? [];
    expect(brand).not.toBe('');
    const total = byPrice.meta.pagination.total_rows;
    expect(Number(shown)).toBeLessThan(total);
    await brands.nth(1).check();
    const narrowed = `${site}/search?q=relay&brand=${encodeURIComponent(brand)}&sort=price_desc`;
    await page.waitForURL(narrowed);
    await page.getByText(`${shown} products`, { exact: true }).waitFor();
    await expect(count.textContent()).resolves.toBe(`${shown} products`);
    const cards = page.locator('main article');
    await cards.first().waitFor();
    for (const brandName of await cards.locator('.product-card-brand').allTextContents()) {
      expect(brandName).toBe(brand);
    }
    const checked = page.getByRole('checkbox', { name: `${brand} (${shown})` });
    await expect(checked.isChecked()).resolves.toBe(true);
    await expect(checked.evaluate((box) => box === document.activeElement)).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Clear All Filters' }).count()).resolves.toBe(1);

    // Reload keeps the sort, the facet and the header's query.
    await page.reload();
    await page.getByText(`${shown} products`, { exact: true }).waitFor();
    await expect(page.getByLabel('Sort By').inputValue()).resolves.toBe('price_desc');
    await expect(
      page.getByRole('checkbox', { name: `${brand} (${shown})` }).isChecked(),
    ).resolves.toBe(true);
    await expect(input.inputValue()).resolves.toBe('relay');
    expect(await axeViolations(page)).toEqual([]);

    // Back: every brand again; forward: the brand again.
    await page.goBack();
    await page.waitForURL(`${site}/search?q=relay&sort=price_desc`);
    await page.getByText(`${total} products`, { exact: true }).waitFor();
    await page.goForward();
    await page.waitForURL(narrowed);
    await page.getByText(`${shown} products`, { exact: true }).waitFor();

    // Unchecking the brand widens the results again.
    await page.getByRole('checkbox', { name: `${brand} (${shown})` }).uncheck();
    await page.waitForURL(`${site}/search?q=relay&sort=price_desc`);
    await page.getByText(`${total} products`, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: results in the first screen, the facets behind a Filters button', async () => {
    const viewport = { width: 390, height: 844 };
    const { page, errors, close } = await openSite(browser, '/search?q=relay', { viewport });
    const first = page.locator('main article').first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect(box && box.y + 100).toBeLessThan(viewport.height);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByRole('group', { name: 'Brand' }).isVisible()).resolves.toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await filters.click();
    await expect(filters.getAttribute('aria-expanded')).resolves.toBe('true');
    const stock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox');
    await stock.check();
    await page.waitForURL(/\/search\?q=relay&in_stock=true$/);
    // The button counts the active filters; the panel stays open for the next one.
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await expect(stock.isChecked()).resolves.toBe(true);
    await expect(page.getByRole('group', { name: 'Price' }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-filters');
    expect(errors).toEqual([]);
    await close();
  });
});
