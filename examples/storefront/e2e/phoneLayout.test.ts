import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridRows, layoutFaults } from './layoutChecks';
import { launchChromium, openSite, screenshot, settle } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** A phone of `width` CSS pixels: a touch screen (no hover), 800 px tall. */
const phone = (width: number) => ({
  viewport: { width, height: 800 },
  isMobile: true,
  hasTouch: true,
});

/** What shows that a page has loaded: at least `count` product cards. */
const articles = (count: number) => async (page: Page) => {
  await page
    .locator('main article')
    .nth(count - 1)
    .waitFor();
};

/** The routes a buyer meets (a product page: the listing's first), with what shows each loaded. */
const ROUTES: readonly [name: string, path: string | null, ready: (page: Page) => Promise<void>][] =
  [
    [
      'home',
      '/',
      async (page) => {
        await page.locator('section[aria-labelledby="home-best-sellers"] article').nth(8).waitFor();
        await page.locator('section[aria-labelledby="home-news"] h3').nth(5).waitFor();
      },
    ],
    ['listing', '/products', articles(12)],
    [
      'product',
      null,
      async (page) => {
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByRole('button', { name: 'Add to wishlist' }).waitFor();
      },
    ],
    ['search', '/search?q=relay', articles(4)],
    [
      'brands',
      '/brands',
      async (page) => {
        await page.locator('main a[href^="/products?brand="]').nth(7).waitFor();
      },
    ],
    [
      'categories',
      '/product-categories',
      async (page) => {
        await page.locator('main a[href^="/products?category="]').nth(7).waitFor();
      },
    ],
    ['deals', '/deals', articles(2)],
    [
      'auth',
      '/auth',
      async (page) => {
        await page.getByLabel('Email or mobile number').waitFor();
      },
    ],
  ];

/** The first product of the listing's page (a product page to check). */
async function firstProductPath(): Promise<string> {
  const { page, close } = await openSite(browser, '/products');
  const href = await page
    .locator('main article a[href^="/products/details/"]')
    .first()
    .getAttribute('href');
  await close();
  if (!href) throw new Error('The listing links no product');
  return href;
}

describe('every route on a phone keeps text clear of other text and of pictures, unbroken and within the screen', () => {
  for (const [name, fixedPath, ready] of ROUTES) {
    // At 390 px; the home page and the listing also at 360 and 414 px.
    const widths = name === 'home' || name === 'listing' ? [360, 390, 414] : [390];
    it(`${name} at ${widths.join(', ')} px`, async () => {
      const path = fixedPath ?? (await firstProductPath());
      const found: string[] = [];
      for (const width of widths) {
        const { page, errors, close } = await openSite(browser, path, phone(width));
        await ready(page);
        await settle(page);
        await screenshot(page, `phone-${name}`);
        found.push(...(await layoutFaults(page)).map((fault) => `${width} px: ${fault}`));
        expect(errors, `${path} at ${width} px`).toEqual([]);
        await close();
      }
      expect(found).toEqual([]);
    }, 120_000);
  }
});

describe('a product card on a phone', () => {
  it("puts a product card's model number on a line of its own and shows the whole name", async () => {
    const { page, close } = await openSite(browser, '/products', phone(360));
    const card = page.locator('main article').first();
    await card.waitFor();
    const name = await card.getByRole('heading').textContent();
    const model = card.locator('.product-card-model');
    const modelText = (await model.textContent()) ?? '';
    expect(modelText.length).toBeGreaterThan(2);
    expect(name).toContain(modelText);
    // The model number starts a line: its box starts at the name's left edge, and the words
    // after it start below it.
    const [heading, modelBox, rest] = await Promise.all([
      card.getByRole('heading').boundingBox(),
      model.boundingBox(),
      card.locator('.product-card-title').last().boundingBox(),
    ]);
    expect(Math.abs(modelBox!.x - heading!.x)).toBeLessThan(1);
    expect(rest!.y).toBeGreaterThanOrEqual(modelBox!.y + modelBox!.height - 1);
    await close();
  });
});

describe('the header search on a phone', () => {
  it('shows the suggestions with their whole names, clear of each other and of View all, at 360 and 390 px', async () => {
    const found: string[] = [];
    for (const width of [360, 390]) {
      const { page, errors, close } = await openSite(browser, '/', phone(width));
      const input = page.getByRole('combobox', { name: 'Search products' });
      await input.click();
      await input.pressSequentially('relay', { delay: 30 });
      const options = page.getByRole('option').filter({ hasText: /% match/ });
      await options.nth(3).waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[role="listbox"] img')].every(
          (image) => image.complete,
        ),
      );
      // Names longer than the old cut (about 20 characters), each shown whole.
      const names = await page.locator('[role="listbox"] .site-search-name').allTextContents();
      expect(names.some((name) => name.length > 40)).toBe(true);
      await screenshot(page, 'phone-suggestions');
      found.push(
        ...(await layoutFaults(page, '.site-search-panel')).map((fault) => `${width} px: ${fault}`),
      );
      expect(errors).toEqual([]);
      await close();
    }
    expect(found).toEqual([]);
  });
});

/** The home page's grids: their selector and the number of items each must show. */
const HOME_GRIDS = [
  ['.home-category-grid', 8],
  ['.home-product-grid', 9],
  ['.home-brand-grid', 8],
  ['.home-news-cards', 5],
] as const;

describe('the home page grids', () => {
  it('fill every row at 1280, 1024, 768, 390 and 360 px', async () => {
    const found: string[] = [];
    for (const width of [1280, 1024, 768, 390, 360]) {
      const options = width < 700 ? phone(width) : { viewport: { width, height: 900 } };
      const { page, close } = await openSite(browser, '/', options);
      await page.locator('section[aria-labelledby="home-best-sellers"] article').nth(8).waitFor();
      await page.locator('section[aria-labelledby="home-brands"] li a').nth(7).waitFor();
      await page.locator('section[aria-labelledby="home-news"] h3').nth(5).waitFor();
      for (const [selector, count] of HOME_GRIDS) {
        const grid = await gridRows(page, selector);
        expect(grid.items, `${selector} at ${width} px`).toBe(count);
        if (grid.items % grid.columns !== 0) {
          found.push(`${selector} at ${width} px: ${grid.items} items in ${grid.columns} columns`);
        }
        found.push(...grid.faults.map((fault) => `at ${width} px: ${fault}`));
      }
      // The featured news item ends with the column of cards beside it (no empty space under
      // its words), and its words end at its bottom.
      if (width >= 1024) {
        const [featured, cards, body] = await Promise.all([
          page.locator('.home-featured').boundingBox(),
          page.locator('.home-news-cards').boundingBox(),
          page.locator('.home-featured .home-news-body').boundingBox(),
        ]);
        expect(Math.abs(featured!.y + featured!.height - (cards!.y + cards!.height))).toBeLessThan(
          2,
        );
        expect(featured!.y + featured!.height - (body!.y + body!.height)).toBeLessThan(2);
      }
      // The price rows of the best sellers line up across each row of cards.
      const prices = await page
        .locator('.home-product-grid .product-card-price')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()));
      const cardTops = await page
        .locator('.home-product-grid > li')
        .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
      for (const [index, price] of prices.entries()) {
        const first = prices[cardTops.indexOf(cardTops[index] as number)];
        expect(Math.abs(price.top - first!.top), `price ${index} at ${width} px`).toBeLessThan(1);
      }
      await close();
    }
    expect(found).toEqual([]);
  }, 120_000);
});

describe('the mega menu at 1280 x 800', () => {
  for (const section of ['Products', 'Brands', 'Solutions']) {
    it(`shows every link of ${section}, by scrolling and by the keyboard, with View All always in sight`, async () => {
      const { page, errors, close } = await openSite(browser, '/', {
        viewport: { width: 1280, height: 800 },
      });
      const trigger = page.getByRole('button', { name: section, exact: true });
      await trigger.hover();
      const panelId = (await trigger.getAttribute('aria-controls')) ?? '';
      const panel = page.locator(`[id="${panelId}"]`);
      const viewAll = panel.getByRole('link', { name: 'View All' }).last();
      await viewAll.waitFor();
      await page.waitForFunction(
        (id) => !document.getElementById(id)?.textContent?.includes('Loading'),
        panelId,
      );
      const links = panel.getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThan(section === 'Products' ? 50 : 5);

      /** Whether a link is on screen and the topmost thing at its centre (not under the footer). */
      const inSight = (index: number) =>
        links.nth(index).evaluate((link) => {
          const rect = link.getBoundingClientRect();
          const x = rect.left + Math.min(rect.width / 2, 20);
          const y = rect.top + rect.height / 2;
          const hit = document.elementFromPoint(x, y);
          const onScreen = rect.top >= 0 && rect.bottom <= window.innerHeight;
          return onScreen && hit !== null && link.contains(hit);
        });
      // The panel's own View All is in sight as it opens, and stays in sight scrolled to the end.
      const panelViewAll = count - (section === 'Solutions' ? 2 : 1);
      await expect(inSight(panelViewAll)).resolves.toBe(true);
      // The whole panel is on screen; the wheel scrolls its lists to their last link.
      const box = await panel.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(800);
      await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
      await page.mouse.wheel(0, 5000);
      await page.waitForTimeout(300);
      const lastInList = panelViewAll - 1;
      await expect(inSight(lastInList), 'the last link, after the wheel').resolves.toBe(true);
      await expect(inSight(panelViewAll)).resolves.toBe(true);
      // Every link can be brought into sight (as a pointer's scrolling would).
      for (let index = 0; index < count; index++) {
        await links.nth(index).evaluate((link) => link.scrollIntoView({ block: 'nearest' }));
        await expect(inSight(index), `${section} link ${index}`).resolves.toBe(true);
      }

      // The keyboard: Escape, then Enter on the trigger focuses the first link; Tab visits every
      // link in turn, each in sight when it has the focus.
      await page.mouse.move(5, 795);
      await expect.poll(() => panel.isHidden()).toBe(true);
      await trigger.focus();
      await page.keyboard.press('Enter');
      for (let index = 0; index < count; index++) {
        if (index > 0) await page.keyboard.press('Tab');
        await expect(
          links.nth(index).evaluate((link) => link === document.activeElement),
          `${section} link ${index} focused`,
        ).resolves.toBe(true);
        await expect(
          inSight(index),
          `${section} link ${index} in sight when focused`,
        ).resolves.toBe(true);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }
});
