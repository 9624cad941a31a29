import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  axeViolations,
  DESKTOP,
  launchChromium,
  MOBILE,
  openSite,
  type ListedProduct as Product,
  pricedProduct,
  siteUrl,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Holds back the chunks whose file names start with `name` until `release()` is called. */
async function holdChunk(page: Page, name: string): Promise<{ release(): void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/assets/${name}-*.js`, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/** Whether React has hydrated (or rendered) the first element matching `selector`. */
function hydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

describe('the parts a page loads after its first paint', () => {
  it("marks the page hydrated only once its footer has, and keeps the server's footer when the browser's clock is another year", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const footer = await holdChunk(page, 'Footer');
    await page.goto(siteUrl());
    const copyright = page.locator('footer .footer-bottom p');
    const serverText = (await copyright.textContent()) ?? '';
    expect(serverText).toMatch(/^© 20\d\d Storefront Automation/);

    // The route hydrates; the footer, its code held back, is still the server's markup, and the
    // page is not marked hydrated yet.
    await expect.poll(() => hydrated(page, 'main h1')).toBe(true);
    // (A frame and a task later, the route's effects, where the marker is set, have run.)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
    );
    await expect(hydrated(page, 'footer a')).resolves.toBe(false);
    await expect(page.locator('html[data-hydrated]').count()).resolves.toBe(0);

    // The shopper's clock says 2031 when the footer hydrates: it keeps the server's year (a
    // mismatch would throw its markup away, with React's error #418).
    await page.clock.install({ time: new Date('2031-06-01T12:00:00Z') });
    await expect(page.evaluate(() => new Date().getFullYear())).resolves.toBe(2031);
    footer.release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(hydrated(page, 'footer a')).resolves.toBe(true);
    await expect(copyright.textContent()).resolves.toBe(serverText);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the product at once, its lower parts from the server's HTML; Share pressed before the menu loads opens it when it arrives", async () => {
    const product = await pricedProduct();
    const { page, errors, close } = await openSite(browser, '/');
    const extras = await holdChunk(page, 'ProductExtras');
    await page.goto(page.url().replace(/\/$/, `/products/details/x/${product.id}`));

    // The first view: name, price, Add to Cart, wishlist, Share. The parts below it are in the
    // server's HTML (the tabs with the description's text, the JSON-LD), their code held back.
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await page.getByRole('button', { name: 'Add to wishlist' }).waitFor();
    const share = page.getByRole('button', { name: 'Share' });
    await share.waitFor();
    await expect(page.getByRole('tablist').count()).resolves.toBe(1);
    const jsonLd = JSON.parse(
      // The Product block (the page's breadcrumbs are another, in the head).
      (await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll(
          (blocks) =>
            blocks.find((block) => block.textContent?.includes('"@type":"Product"'))?.textContent,
        )) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.product_name,
      offers: { priceCurrency: 'INR' },
    });
    expect(await axeViolations(page)).toEqual([]);

    // Pressed while the menu's code is held back: the menu opens once it is there (Chromium on
    // Linux has no share sheet), on its first item.
    await share.click();
    extras.release();
    const menu = page.getByRole('menu', { name: 'Share' });
    await menu.waitFor();
    await expect(menu.getByRole('menuitem').count()).resolves.toBe(6);
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
      'Share',
    );

    // The rest is live with it: the tabs (the sanitised description), the related products.
    await page.getByRole('tab', { name: 'Description' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Related Products' }).waitFor();
    // The reviews, their own chunk: the API's count, or 'No reviews yet'.
    const reviews = await api<{ data: unknown[]; meta: { pagination: { total_rows: number } } }>(
      `/reviews/web/list/?product_id=${product.id}`,
    );
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Reviews' });
    if (reviews.data.length === 0) await panel.getByText('No reviews yet').waitFor();
    else await panel.getByRole('listitem').first().waitFor();
    await expect(panel.getByRole('listitem').count()).resolves.toBe(reviews.data.length);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('arrives with the open Advanced Filters and every choice of the filters, before the deferred code', async () => {
    const { page, errors, close } = await openSite(browser, '/', { viewport: MOBILE });
    const extras = await holdChunk(page, 'ListingExtras');
    await page.goto(page.url().replace(/\/$/, '/products?sort=price_asc'));
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    // On a phone the panel is behind the Filters button (sort orders, it does not filter).
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const advanced = page.locator('details[open]');
    await advanced.getByText('Advanced Filters').waitFor();
    // In the server's HTML: Sort By with its value, while the deferred chunk is still held.
    const sort = page.getByLabel('Sort By');
    await expect(sort.inputValue()).resolves.toBe('price_asc');

    // The selects' choices too: every category of the API is offered.
    const categories = await api<{ data: { product_category_name: string }[] }>(
      '/product-category/web/list/?type=product&page_no=1&per_page=-1',
    );
    const names = categories.data.map((category) => category.product_category_name);
    expect(names.length).toBeGreaterThan(1);
    const select = page.getByLabel('Category', { exact: true });
    await expect(
      select.evaluate((element) =>
        [...(element as HTMLSelectElement).options].slice(1).map((option) => option.value),
      ),
    ).resolves.toEqual(names);
    await select.selectOption(names[1] ?? '');
    await page.waitForURL(
      (url) =>
        url.pathname === '/products' &&
        url.searchParams.get('category') === names[1] &&
        url.searchParams.get('sort') === 'price_asc',
    );
    extras.release();
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a quick view clicked before its code arrived, and returns the focus on close', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    const quickView = await holdChunk(page, 'QuickView');
    await page.goto(page.url().replace(/\/$/, '/products?in_stock=true&sort=price_desc'));
    const card = page.locator('main article').first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const button = card.getByRole('button', { name: `Quick View: ${name}` });
    await button.click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    quickView.release();
    const dialog = page.getByRole('dialog', { name: 'Quick View' });
    await dialog.getByRole('heading', { level: 3, name }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe(`Quick View: ${name}`);
    expect(errors).toEqual([]);
    await close();
  });
});
