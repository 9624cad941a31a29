import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchChromium, MOBILE, openSite, screenshot, siteUrl } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the home page, served with the API on one origin', () => {
  it('renders the eight sections in order with the seeded content', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    await page.waitForFunction(
      () => document.title === 'Industrial Automation Parts Online | Storefront Automation',
    );
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(
      /^Buy sensors, switches, relays/,
    );

    // 1. The banner carousel: five seeded banners, the first shown.
    const carousel = page.getByRole('region', { name: 'Offers' });
    await carousel.getByRole('group', { name: '1 of 5' }).waitFor();
    await expect(carousel.getByRole('heading', { level: 2 }).first().textContent()).resolves.toBe(
      'Automation Festival Sale',
    );
    // Next moves to slide 2; the arrows and dots are the component's.
    await carousel.getByRole('button', { name: 'Next' }).click();
    await carousel.getByRole('group', { name: '2 of 5' }).waitFor();
    await expect(
      carousel.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current'),
    ).resolves.toBe('true');

    // 3. Eight category cards with counts; 5. eight brand tiles; 4. best sellers.
    const categories = page.locator('section[aria-labelledby="home-categories"] > ul > li');
    await categories.nth(7).waitFor();
    await expect(categories.count()).resolves.toBe(8);
    await expect(categories.first().getByRole('heading').textContent()).resolves.toBe('Sensors');
    await expect(categories.first().textContent()).resolves.toMatch(/\d+ products/);
    const brands = page.locator('section[aria-labelledby="home-brands"] a');
    await brands.nth(7).waitFor();
    await expect(brands.count()).resolves.toBe(8);
    const bestSellers = page.locator('section[aria-labelledby="home-best-sellers"] article');
    await bestSellers.first().waitFor();
    await expect(bestSellers.count()).resolves.toBeGreaterThan(0);
    await expect(bestSellers.first().textContent()).resolves.toMatch(
      /₹[\d,]+\.\d{2}|Price on Request/,
    );

    // 6. A testimonial; 7. the featured news item and five cards of two tags.
    await page.locator('section[aria-labelledby="home-testimonials"] blockquote').first().waitFor();
    const newsCards = page.locator('section[aria-labelledby="home-news"] ul > li:has(h3)');
    await newsCards.nth(4).waitFor();
    await expect(newsCards.count()).resolves.toBe(5);
    await expect(newsCards.first().locator('ul > li').count()).resolves.toBeLessThanOrEqual(2);

    // The sections, in the spec's order.
    const headings = await page.locator('main h2[id^="home-"]').allTextContents();
    expect(headings).toEqual([
      'Automation and robotics parts since 2010',
      'Shop by Category',
      'Best Selling Products',
      'Shop by Brand',
      'What Our Customers Say',
      'News & Updates',
      'Trusted by Indian industry',
    ]);
    // 8. Shop Now goes to the listing.
    await expect(
      page
        .locator('section[aria-labelledby="home-awards"]')
        .getByRole('link', { name: 'Shop Now' })
        .getAttribute('href'),
    ).resolves.toBe('/products');
    // The footer's first six categories.
    const footerCategories = page.locator('nav[aria-labelledby="footer-categories"] li');
    await footerCategories.nth(5).waitFor();
    await expect(footerCategories.count()).resolves.toBe(6);

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'home');
    await page.setViewportSize(MOBILE);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'home');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a mega-menu panel on hover and from the keyboard, and closes it with Escape', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    const products = page.getByRole('button', { name: 'Products', exact: true });
    await products.hover();
    const panelId = (await products.getAttribute('aria-controls')) ?? '';
    const panel = page.locator(`[id="${panelId}"]`);
    await panel.getByRole('link', { name: 'Sensors', exact: true }).waitFor();
    await expect(products.getAttribute('aria-expanded')).resolves.toBe('true');
    // Two subcategories per category, then View More; every section has View All.
    await expect(panel.getByRole('link', { name: 'View All' }).count()).resolves.toBeGreaterThan(6);
    expect(await axeViolations(page)).toEqual([]);

    await page.mouse.move(5, 600);
    await page.waitForFunction((id) => document.getElementById(id)?.hidden === true, panelId);

    const help = page.getByRole('button', { name: 'Help Center' });
    await help.focus();
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Open a dispute',
    );
    await page.keyboard.press('Escape');
    await expect(help.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Help Center',
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('after an outage, every failed section says so in words and one Try Again recovers the page', async () => {
    const { page, close } = await openSite(browser, '/about');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The API fails while the shopper goes home (inside the app: the server's render of / would
    // arrive complete).
    await page.route('**/api/v1/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"meta":{"status":false,"message":"database down"}}',
      }),
    );
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${siteUrl()}/`);
    const failures = page.locator('main .home-failure');
    await expect.poll(() => failures.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    const texts = await failures.allInnerTexts();
    for (const text of texts) {
      // A sentence for a shopper, never the transport's words or the server's JSON.
      expect(text).not.toMatch(/API Error|Network Error|\{|"meta"|500/);
      expect(text).toMatch(/Try Again$/);
    }
    await expect(page.locator('main').textContent()).resolves.toContain(
      'Error: Server error. Please try again later.',
    );
    expect(await axeViolations(page)).toEqual([]);

    // The API is back: one Try Again (the last section's) brings back every section.
    await page.unroute('**/api/v1/**');
    await failures.last().getByRole('button', { name: 'Try Again' }).click();
    await page.waitForLoadState('load');
    await page.getByRole('heading', { level: 2, name: 'Best Selling Products' }).waitFor();
    await expect.poll(() => failures.count(), { timeout: 20_000 }).toBe(0);
    await expect(page.locator('main .home-product-grid li').count()).resolves.toBeGreaterThan(0);
    await close();
  });

  it("keeps the top strip's e-mail address on one line on the narrowest phones", async () => {
    for (const width of [360, 390, 414]) {
      const { page, close } = await openSite(browser, '/', { viewport: { width, height: 800 } });
      const mail = page.locator('header a[href^="mailto:"]').first();
      const lines = await mail.evaluate((link) => {
        // The address's own text: one rectangle per line it takes.
        const text = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
        if (!text) return 0;
        const range = document.createRange();
        range.selectNodeContents(text);
        return range.getClientRects().length;
      });
      expect(lines, `${width} px`).toBe(1);
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await close();
    }
  });

  it('shows the 404 page for an unknown path, with its title', async () => {
    const response = await fetch(`${siteUrl()}/no-such-page`, {
      headers: { accept: 'text/html' },
    });
    // Rendered on the server: a real 404 for crawlers, with the page for people.
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found</h1>');
    const { page, errors, close } = await openSite(browser, '/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    await page.waitForFunction(() => document.title === 'Page Not Found | Storefront Automation');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'not-found');
    // The only console line is Chromium's note of the document's own status.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await close();
  });
});
