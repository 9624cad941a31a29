import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  axeViolations,
  createCustomer,
  DESKTOP,
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

interface WireProduct {
  id: string;
  product_name: string;
  product_selling_price: number;
  product_listing_price?: number | null;
  discount_data?: { discount_percentage?: number } | null;
}

const inr = (rupees: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(rupees);

/** The spec's deal price: the selling price if non-zero, else the MRP less the discount, else the MRP. */
function dealPrice(product: WireProduct): number {
  if (product.product_selling_price !== 0) return product.product_selling_price;
  const mrp = product.product_listing_price ?? 0;
  const percent = product.discount_data?.discount_percentage ?? 0;
  return percent > 0 ? Math.round(mrp * (100 - percent)) / 100 : mrp;
}

/** axe at 1280 px, then the screenshots at 1280 and 375 px. */
async function shoot(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, name);
  await page.setViewportSize(MOBILE);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
}

describe('the catalogue pages', () => {
  it('/deals: the featured deal, deal prices, at most 10 per order, and add to cart', async () => {
    const deals = (await api<{ data: WireProduct[] }>('/products/deal-of-the-day')).data;
    expect(deals.length).toBeGreaterThan(1);
    const [first] = deals as [WireProduct, ...WireProduct[]];
    const customer = await createCustomer('Deal Hunter');
    const { page, errors, close } = await openSite(browser, '/deals');
    await page.getByRole('heading', { level: 1, name: 'Deals of the Day' }).waitFor();
    await page.waitForFunction(() => document.title === 'Deals of the Day | Storefront Automation');

    // The first deal is featured (its name an h2), the others are cards under More deals.
    const featured = page.locator('article[data-featured]');
    await featured.getByRole('heading', { level: 2, name: first.product_name }).waitFor();
    await featured.getByText("Today's featured deal").waitFor();
    await featured.getByText(inr(dealPrice(first)), { exact: true }).waitFor();
    if ((first.product_listing_price ?? 0) > dealPrice(first)) {
      const mrp = first.product_listing_price ?? 0;
      await expect(featured.locator('s').textContent()).resolves.toBe(inr(mrp));
      await featured
        .getByText(`${Math.round(((mrp - dealPrice(first)) / mrp) * 100)}% OFF`, { exact: true })
        .waitFor();
    }
    const others = page.getByRole('region', { name: 'More deals' }).locator('article');
    await expect(others.count()).resolves.toBe(deals.length - 1);
    for (const [index, deal] of deals.slice(1).entries()) {
      await expect(
        others.nth(index).getByRole('heading', { level: 3 }).textContent(),
      ).resolves.toBe(deal.product_name);
      await expect(
        others
          .nth(index)
          .getByText(inr(dealPrice(deal)), { exact: true })
          .count(),
      ).resolves.toBe(1);
    }
    // No invented ratings: the seeded deals have no reviews, so no stars.
    await expect(page.locator('main [data-state="rated"]').count()).resolves.toBe(0);

    // The quantity stops at 10 (spec 1 §9), with 'Max Qty: 10'.
    const increase = featured.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 11; i++) {
      if (await increase.isDisabled()) break;
      await increase.click();
    }
    await expect(featured.getByRole('spinbutton').inputValue()).resolves.toBe('10');
    await expect(increase.isDisabled()).resolves.toBe(true);
    await featured.getByText('Max Qty: 10').waitFor();
    await featured.getByText('Max 10 per order').waitFor();

    // A guest fills a cart kept in this browser (decisions.md: guest carts): one unit.
    const decrease = featured.getByRole('button', { name: 'Decrease quantity' });
    for (let i = 0; i < 9; i++) await decrease.click();
    await expect(featured.getByRole('spinbutton').inputValue()).resolves.toBe('1');
    await featured.getByRole('button', { name: 'Add to Cart' }).click();
    await featured.getByText('Added to Cart', { exact: true }).waitFor();
    await featured.getByRole('button', { name: 'In Cart (1)' }).waitFor({ timeout: 5_000 });
    await shoot(page, 'deals');

    // Signed in, the guest's line is in the account's cart; 2 more make 'In Cart (3)'.
    await signIn(page, customer.email, customer.password);
    await page.goto(`${siteUrl()}/deals`);
    await featured.getByRole('heading', { level: 2, name: first.product_name }).waitFor();
    await featured.getByRole('button', { name: 'In Cart (1)' }).waitFor({ timeout: 10_000 });
    await featured.getByRole('button', { name: 'Increase quantity' }).click();
    await featured.getByRole('button', { name: 'In Cart (2)' }).waitFor({ timeout: 5_000 });
    await featured.getByRole('button', { name: 'Increase quantity' }).click();
    await featured.getByRole('button', { name: 'In Cart (3)' }).waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Shopping Cart 3', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("/deals: a failure says 'Failed to load deals. Please try again later.' and Try Again reloads", async () => {
    const { page, close } = await openSite(browser, '/');
    await page.route('**/api/v1/products/deal-of-the-day', (route) => route.abort('failed'));
    // Inside the app (a server-rendered /deals would arrive with its deals already fetched).
    await page.locator('header a[href="/deals"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Oops' }).waitFor({ timeout: 20_000 });
    const message = 'Failed to load deals. Please try again later.';
    await page.locator('main').getByRole('alert').getByText(message, { exact: true }).waitFor();
    // …and the toast, once.
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByText(message)
        .count(),
    ).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'deals-failed');
    await page.unroute('**/api/v1/products/deal-of-the-day');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Deals of the Day' }).waitFor();
    await page.locator('article[data-featured]').waitFor();
    await close();
  });

  it('/brands: every brand, narrowed by name, each opening its products', async () => {
    const brands = (
      await api<{ data: { title: string }[] }>('/brands/web/list/?page_no=1&per_page=-1')
    ).data;
    const { page, errors, close } = await openSite(browser, '/brands');
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor();
    const tiles = page.locator('main ul a');
    await tiles.nth(brands.length - 1).waitFor();
    await expect(tiles.count()).resolves.toBe(brands.length);
    await page.getByText(`Showing ${brands.length} of ${brands.length} brands`).waitFor();
    await shoot(page, 'brands');

    await page.getByLabel('Find a brand').fill('omr');
    await page.getByText(`Showing 1 of ${brands.length} brands`).waitFor();
    await page.getByLabel('Find a brand').fill('zzz');
    await page.getByText('No brands match "zzz".').waitFor();
    await page.getByLabel('Find a brand').fill('Omron');
    await page.getByRole('link', { name: /^Omron/ }).click();
    await page.waitForURL(`${siteUrl()}/products?brand=Omron`);
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    await expect(page.getByLabel('Brand', { exact: true }).inputValue()).resolves.toBe('Omron');
    expect(errors).toEqual([]);
    await close();
  });

  it('/solutions and /product-categories: cards from the API, opening the listing', async () => {
    const solutions = (await api<{ data: { title: string }[] }>('/solution/web/list/?per_page=-1'))
      .data;
    const categories = (
      await api<{ data: { product_category_name: string }[] }>(
        '/product-category/web/list/?page_no=1&per_page=-1&type=product',
      )
    ).data;
    const { page, errors, close } = await openSite(browser, '/solutions');
    await page.getByRole('heading', { level: 1, name: 'Business Solutions' }).waitFor();
    const cards = page.locator('main li h2');
    await cards.nth(solutions.length - 1).waitFor();
    await expect(cards.allTextContents()).resolves.toEqual(solutions.map((s) => s.title));
    const firstSolution = solutions[0]?.title ?? '';
    await expect(
      page.getByRole('link', { name: firstSolution, exact: true }).getAttribute('href'),
    ).resolves.toBe(`/products?type=solution&solution=${encodeURIComponent(firstSolution)}`);
    await shoot(page, 'solutions');

    await page.goto(`${siteUrl()}/product-categories`);
    await page.getByRole('heading', { level: 1, name: 'Product Categories' }).waitFor();
    await cards.nth(categories.length - 1).waitFor();
    await expect(cards.allTextContents()).resolves.toEqual(
      categories.map((c) => c.product_category_name),
    );
    const sensors = page.getByRole('list', { name: 'Subcategories of Sensors' });
    await sensors.getByRole('link').first().waitFor();
    const sub = (await sensors.getByRole('link').first().textContent()) ?? '';
    await shoot(page, 'product-categories');
    await sensors.getByRole('link', { name: sub }).click();
    await page.waitForURL(/\/products\?category=Sensors&subcategory=/);
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    await expect(page.getByLabel('Subcategory', { exact: true }).inputValue()).resolves.toBe(sub);
    expect(errors).toEqual([]);
    await close();
  });
});
