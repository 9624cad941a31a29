import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// What a distributor sees when the tag is set up wrong, and what a shopper sees when the API is
// down: page (127.0.0.1), widget files (a CDN on localhost) and API (127.0.0.1, another port) on
// three origins. Every configuration error is named in the widget (its shadow root) and printed
// once per page, however many widgets find it; an API that cannot be reached or fails is told
// apart from a wrong address and from wrong input.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

// The widgets' own words (src/dom/defineElement.ts, parseWidgetConfig.ts, apiHealth.ts,
// src/script/registerFromLoader.ts), verbatim: a distributor searches the console for them.
const TITLE = 'This storefront widget could not start.';
const MISSING_API =
  'Missing data-api: set the Commerce API URL, e.g. data-api="https://shop.example.in/api/v1", on the widget, on the script tag, or in the page configuration (StorefrontKit.init({ api }) or configurePage({ api })).';
const NOT_THE_API = 'data-api must point at the Commerce API, e.g. https://shop.example.in/api/v1';
const UNREACHABLE = 'Cannot reach the shop. Check your connection and try again.';
const SERVER_ERROR = 'Server error. Please try again later.';
const LOGIN_FAILED = 'Login failed. Please check your credentials.';

interface Opened {
  page: Page;
  /** Uncaught exceptions and unhandled rejections. */
  pageErrors: string[];
  /** The console's errors and warnings, but the browser's own 'Failed to load resource' lines. */
  reports: string[];
  /** Requests the page sent to the API's origin. */
  apiRequests: string[];
}

async function open(
  path: string,
  options: { width?: number; height?: number; route?: (route: Route) => unknown } = {},
): Promise<Opened> {
  const page = await browser.newPage({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const opened: Opened = { page, pageErrors: [], reports: [], apiRequests: [] };
  page.on('pageerror', (error) => opened.pageErrors.push(error.message));
  page.on('console', (message) => {
    const type = message.type();
    if (
      (type === 'error' || type === 'warning') &&
      !/^Failed to load resource/.test(message.text())
    )
      opened.reports.push(message.text());
  });
  const apiOrigin = new URL(inject('apiUrl')).origin;
  page.on('request', (request) => {
    if (new URL(request.url()).origin === apiOrigin) opened.apiRequests.push(request.url());
  });
  if (options.route) await page.route('**/api/v1/**', options.route);
  await page.goto(`${inject('embedUrl')}${path}`);
  return opened;
}

/** The lines of the configuration error an element shows in its shadow root (title first). */
async function configError(page: Page, selector: string): Promise<string[]> {
  const alert = page.locator(selector).locator('.sk-config-error[role="alert"]');
  await alert.waitFor({ timeout: 15_000 });
  return alert.locator('p').allTextContents();
}

/** The console's lines that mention `text`. */
const mentioning = (reports: readonly string[], text: string) =>
  reports.filter((report) => report.includes(text));

/** Waits until a card shows its product (its name). */
const cardLoaded = (page: Page, selector: string) =>
  page.locator(selector).locator('[part="name"]').waitFor({ timeout: 15_000 });

/**
 * Signs in through the open Sign In modal while the API is down: the modal says the shop cannot
 * be reached, never that the credentials are wrong. Returns the modal.
 */
async function signInUnreachable(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Sign In' });
  await modal.waitFor({ timeout: 10_000 });
  await modal.getByLabel('Email or Mobile Number').fill('asha@example.in');
  await modal.getByLabel('Password').fill('correct horse battery');
  await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
  const signInError = modal.locator('[part="sign-in-error"]');
  await signInError.waitFor({ timeout: 10_000 });
  await expect(signInError.textContent()).resolves.toBe(UNREACHABLE);
  await expect(page.getByText(LOGIN_FAILED).count()).resolves.toBe(0);
  return modal;
}

describe('configuration errors: named in the widget and once in the console', () => {
  it('says data-api is missing in every widget (the tag has none, no init()), and once in the console', async () => {
    const { page, pageErrors, reports, apiRequests } = await open('/config-missing-api.html');
    for (const selector of [
      'sk-search-box',
      'sk-cart-button',
      'sk-product-card[product-id="prd_000001"]',
      'sk-product-card[product-id="prd_000002"]',
    ])
      expect(await configError(page, selector)).toEqual([TITLE, MISSING_API]);
    // One line for four widgets (whichever reported first), and nothing else.
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^\[storefront-kit\] <sk-[a-z-]+> could not start:\n/);
    expect(reports[0]?.endsWith(`\n${MISSING_API}`)).toBe(true);
    expect(mentioning(reports, 'data-api')).toHaveLength(1);
    expect(apiRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("names a data-guest-cart typo on the tag in every widget, not 'Missing data-api'", async () => {
    const { page, pageErrors, reports, apiRequests } = await open('/config-guest-cart-typo.html');
    const problem =
      'data-guest-cart on the script tag must be "local" or "login-required"; got "locale".';
    for (const selector of [
      'sk-search-box',
      'sk-cart-button',
      'sk-product-card[product-id="prd_000001"]',
      'sk-product-card[product-id="prd_000002"]',
    ])
      expect(await configError(page, selector)).toEqual([TITLE, problem]);
    await expect(page.getByText('Missing data-api').count()).resolves.toBe(0);
    expect(reports).toEqual([
      `[storefront-kit] The script tag has settings the widgets cannot use:\n${problem}`,
    ]);
    expect(mentioning(reports, 'data-api')).toEqual([]);
    // Nothing started with half a configuration: no session, cart or search request; only the
    // loader's early reads of the cards' products (public, read-only: sent before any widget
    // code has checked the tag's settings).
    expect(apiRequests.filter((url) => !/\/api\/v1\/products\/get\/prd_\d+$/.test(url))).toEqual(
      [],
    );
    expect(apiRequests.length).toBeLessThanOrEqual(2);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("names each widget's bad data-theme, data-messages and data-product-url; a good card beside them works", async () => {
    const { page, pageErrors, reports } = await open('/config-bad-values.html');
    // The browser's own JSON.parse message, as the widget quotes it.
    const jsonError = await page.evaluate(() => {
      try {
        JSON.parse(document.getElementById('bad-messages')?.dataset.messages ?? '');
        return 'parsed';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(jsonError).not.toBe('parsed');
    const theme = 'data-theme must be "light" or "dark"; got "blue".';
    const messages = `data-messages is not valid JSON (${jsonError}); expected an object such as {"cart.empty": "Your cart is empty"}.`;
    const productUrl =
      'data-product-url must contain {id} (and {slug} if wanted), e.g. "/products/{slug}/{id}"; got "/products/{slug}".';
    expect(await configError(page, 'sk-search-box')).toEqual([TITLE, theme]);
    expect(await configError(page, '#bad-messages')).toEqual([TITLE, messages]);
    expect(await configError(page, '#bad-url')).toEqual([TITLE, productUrl]);
    await cardLoaded(page, '#good');
    await expect(page.locator('#good .sk-config-error').count()).resolves.toBe(0);
    // Each problem once, under the element that found it; nothing about data-api.
    expect(mentioning(reports, 'data-theme')).toEqual([
      `[storefront-kit] <sk-search-box> could not start:\n${theme}`,
    ]);
    expect(mentioning(reports, 'data-messages')).toEqual([
      `[storefront-kit] <sk-product-card> could not start:\n${messages}`,
    ]);
    expect(mentioning(reports, 'data-product-url')).toEqual([
      `[storefront-kit] <sk-product-card> could not start:\n${productUrl}`,
    ]);
    expect(reports).toHaveLength(3);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  const apiOrigin = () => new URL(inject('apiUrl')).origin;
  for (const { where, path, problem } of [
    {
      where: 'the dealer site\'s root (data-api="/")',
      path: '/config-site-root.html',
      problem: () => `${NOT_THE_API}; got "/" (GET /health answered 404 with no body).`,
    },
    {
      where: "the API's origin without /api/v1",
      path: '/config-api-root.html',
      problem: () =>
        `${NOT_THE_API}; got "${apiOrigin()}" (GET ${apiOrigin()}/health answered 404 {"status":false,"message":"Route GET /health not found"}).`,
    },
  ])
    it(`says data-api must point at the Commerce API at ${where}, not 'Product not found'`, async () => {
      const { page, pageErrors, reports } = await open(path);
      for (const id of ['prd_000001', 'prd_000002', 'prd_000003'])
        expect(await configError(page, `sk-product-card[product-id="${id}"]`)).toEqual([
          TITLE,
          problem(),
        ]);
      await expect(page.getByText('Product not found').count()).resolves.toBe(0);
      // One probe, one line, however many cards use the address.
      expect(reports).toEqual([
        `[storefront-kit] The widgets cannot use their API address:\n${problem()}`,
      ]);
      expect(pageErrors).toEqual([]);
      await page.close();
    });

  it('warns once about a second script tag, naming the settings that differ; the first tag configures the page', async () => {
    const { page, pageErrors, reports } = await open('/config-two-tags.html');
    // (prd_000003 is in stock.)
    const card = page.locator('sk-product-card[product-id="prd_000003"]');
    await cardLoaded(page, 'sk-product-card[product-id="prd_000003"]');
    // The first tag's guest cart ('local'): a guest may add to the cart ('login-required' would
    // ask them to sign in).
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect
      .poll(() => page.locator('sk-cart-button').getByRole('button').first().textContent(), {
        timeout: 10_000,
      })
      .toBe('Shopping Cart (1)');
    await expect(page.getByText('Please login to add items to cart').count()).resolves.toBe(0);
    expect(reports).toEqual([
      `[storefront-kit] A second storefront-kit script tag is ignored: the first one configures the page.\nThe ignored tag (${inject('widgetsUrl')}/storefront-kit.js) sets data-guest-cart, data-theme differently from the first; keep one tag, or give both the same settings.`,
    ]);
    expect(mentioning(reports, 'data-api')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

describe('API down on a dealer page (Bootstrap and hostile global rules)', () => {
  /** A switchable outage of every API request: refused connections while `down`. */
  const outage = () => {
    const state = { down: true };
    const route = (route: Route) =>
      state.down ? route.abort('connectionrefused') : route.continue();
    return { state, route };
  };

  /** Every card says the shop cannot be reached, under the spec's 'Failed to load product'. */
  async function expectCardsUnreachable(page: Page) {
    const cards = page.locator('sk-product-card');
    await expect(cards.count()).resolves.toBe(3);
    for (let index = 0; index < 3; index += 1) {
      const error = cards.nth(index).locator('[part="error"]');
      await error.waitFor({ timeout: 15_000 });
      await expect(error.textContent()).resolves.toBe(`Failed to load product${UNREACHABLE}`);
      await expect(
        cards.nth(index).getByRole('button', { name: 'Try Again' }).isVisible(),
      ).resolves.toBe(true);
    }
    await expect(cards.getByText('Network Error').count()).resolves.toBe(0);
  }

  it('at 1280 px: search, sign-in and cards say the shop cannot be reached, and Try Again works once it is back', async () => {
    const { state, route } = outage();
    const { page, pageErrors, reports } = await open('/dealer.html', { route });
    await expectCardsUnreachable(page);

    // Sign-in: the unreachable server is not blamed on the credentials.
    await page.locator('sk-sign-in').getByRole('button', { name: 'Sign In' }).click();
    const modal = await signInUnreachable(page);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    // Search: the failure stays in the box, with Try Again (no silent close).
    const search = page.locator('sk-search-box');
    await search.getByRole('combobox').fill('relay');
    const failure = search.locator('[part="failure-message"]');
    await failure.waitFor({ timeout: 10_000 });
    await expect(failure.textContent()).resolves.toBe(UNREACHABLE);
    await expect(search.getByRole('option').count()).resolves.toBe(0);

    state.down = false;
    await search.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      search.getByRole('option').first().textContent({ timeout: 10_000 }),
    ).resolves.toMatch(/relay/i);
    await expect(failure.count()).resolves.toBe(0);
    const card = page.locator('sk-product-card[product-id="prd_000002"]');
    await card.getByRole('button', { name: 'Try Again' }).click();
    await cardLoaded(page, 'sk-product-card[product-id="prd_000002"]');
    await expect(card.locator('[part="error"]').count()).resolves.toBe(0);

    // An outage is not a wrong address: no widget says data-api is wrong.
    expect(mentioning(reports, 'data-api')).toEqual([]);
    await expect(page.locator('.sk-config-error').count()).resolves.toBe(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("at 390 px: the cards say the shop cannot be reached, and a card's sign-in modal too", async () => {
    const { state, route } = outage();
    const { page, pageErrors, reports } = await open('/dealer.html', {
      width: 390,
      height: 844,
      route,
    });
    await expectCardsUnreachable(page);
    // The sentence wraps inside its card (the dealer's own layout decides the card's width).
    const boxes = await page
      .locator('sk-product-card[product-id="prd_000001"]')
      .evaluate((host) => {
        const detail = host.shadowRoot?.querySelector('[part="error-detail"]');
        const [outer, inner] = [host, detail].map((element) => element?.getBoundingClientRect());
        return {
          outer: outer && [outer.left, outer.right],
          inner: inner && [inner.left, inner.right],
        };
      });
    expect(boxes.inner?.[0]).toBeGreaterThanOrEqual(boxes.outer?.[0] ?? Number.NaN);
    expect(boxes.inner?.[1]).toBeLessThanOrEqual(boxes.outer?.[1] ?? Number.NaN);
    expect((boxes.inner?.[1] ?? 0) - (boxes.inner?.[0] ?? 0)).toBeGreaterThan(100);

    state.down = false;
    const card = page.locator('sk-product-card[product-id="prd_000001"]');
    await card.getByRole('button', { name: 'Try Again' }).click();
    await cardLoaded(page, 'sk-product-card[product-id="prd_000001"]');

    // Down again: the heart asks a guest to sign in, and signing in cannot reach the shop.
    state.down = true;
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    await signInUnreachable(page);

    expect(mentioning(reports, 'data-api')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("says 'Server error' for a 500, in the search box and the cards", async () => {
    const pageOrigin = new URL(inject('embedUrl')).origin;
    const { page, pageErrors, reports } = await open('/dealer.html', {
      route: (route) =>
        route.fulfill({
          status: 500,
          headers: {
            'content-type': 'application/json',
            'access-control-allow-origin': pageOrigin,
          },
          body: JSON.stringify({
            meta: { status: false, message: 'Internal server error' },
            data: null,
          }),
        }),
    });
    const error = page.locator('sk-product-card[product-id="prd_000001"] [part="error"]');
    await error.waitFor({ timeout: 15_000 });
    await expect(error.textContent()).resolves.toBe(`Failed to load product${SERVER_ERROR}`);
    const search = page.locator('sk-search-box');
    await search.getByRole('combobox').fill('relay');
    const failure = search.locator('[part="failure-message"]');
    await failure.waitFor({ timeout: 10_000 });
    await expect(failure.textContent()).resolves.toBe(SERVER_ERROR);
    await expect(search.getByRole('button', { name: 'Try Again' }).isVisible()).resolves.toBe(true);
    // The server's own text of a 5xx is never shown; a 5xx says nothing about the address.
    await expect(page.getByText('Internal server error').count()).resolves.toBe(0);
    expect(mentioning(reports, 'data-api')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
