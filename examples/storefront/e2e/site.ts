import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchChromium } from '@storefront-kit/test-utils/chromium';

/** Screenshots of the pages, kept as test artifacts (gitignored). */
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

export const DESKTOP = { width: 1280, height: 900 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/** An open page of the site and the errors it reported (uncaught exceptions, console errors). */
export interface SitePage {
  readonly page: Page;
  readonly errors: string[];
  close(): Promise<void>;
}

/**
 * The origin of this test worker's site, e.g. `http://127.0.0.1:41234` (the API is under
 * `/api/v1`): each worker has a server and a database of its own (e2e/globalSetup.ts).
 */
export function siteUrl(): string {
  const urls = inject('siteUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('No site was started for the browser tests (e2e/globalSetup.ts)');
  return url;
}

/** Opens `path` of the site in a fresh context (own storage: a new shopper). */
export async function openSite(
  browser: Browser,
  path: string,
  options: BrowserContextOptions = {},
): Promise<SitePage> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  waitForHydration(page);
  await page.goto(`${siteUrl()}${path}`);
  return { page, errors, close: () => context.close() };
}

/**
 * Makes `page.goto`, `reload`, `goBack` and `goForward` resolve once a page of the site is
 * interactive (`<html data-hydrated>`, set by src/layout/MarkHydrated.tsx): a server-rendered
 * page shows its content before its scripts run, and a click before hydration would do nothing.
 */
export function waitForHydration(page: Page): void {
  const site = new URL(siteUrl()).origin;
  const isSitePage = () => {
    const url = new URL(page.url());
    return url.origin === site && !/^\/(api|media|sandbox)\//.test(url.pathname);
  };
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (isSitePage()) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
        return response;
      },
    });
  }
}

/**
 * Whether `screenshot()` saves pictures: by default everywhere but CI (`CI` set), where nothing
 * keeps them and a full-page picture of each of the hundred-odd pages cost the journeys' two
 * cores time; `SK_SCREENSHOTS=1` saves them there too, `SK_SCREENSHOTS=0` nowhere.
 */
const SCREENSHOTS =
  process.env.SK_SCREENSHOTS === undefined ? !process.env.CI : process.env.SK_SCREENSHOTS === '1';

/**
 * Saves a full-page screenshot as `{name}-{width}.png` in the artifacts folder, for a person to
 * look at (no test reads it; see SCREENSHOTS for when it is taken).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
}

/** The API of the started stack (the tests read the truth from it). */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${siteUrl()}/api/v1${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** axe-core's browser build, evaluated in pages over the DevTools protocol (no CSP exception). */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Puts axe-core in the page (`window.axe`) unless it is there. */
export async function loadAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's WCAG 2.1 A/AA and best-practice rules on the page as it is now, one line per
 * violation (`[]` when there is none).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await loadAxe(page);
  const found = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(options: object): Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations;
  });
  return found.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** The signed-in page's token (core's session keeps it under 'sk:token'). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('sk:token'));
  if (!token) throw new Error('No session token in storage');
  return token;
}

/** A token of the customer `login`, signed in through the API (another device). */
export async function tokenFor(login: string, password: string): Promise<string> {
  const answer = await apiAs<{ data?: { token?: string } }>(
    null,
    '/auth/customer/signin_password',
    {
      login,
      password,
    },
  );
  if (!answer.data?.token) throw new Error(`sign in as ${login}: no token`);
  return answer.data.token;
}

/**
 * A call of the API as a customer (`token`; null: as a guest): a GET, or a POST of `body` as
 * JSON. Throws with the status and body unless the answer is OK.
 */
export async function apiAs<T>(token: string | null, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${siteUrl()}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new customer, created through the API (`POST /auth/customer/signup`). */
export async function createCustomer(
  name = 'Asha Verma',
): Promise<{ name: string; email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const password = 'Secret@123';
  const response = await fetch(`${siteUrl()}/api/v1/auth/customer/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password, confirm_password: password }),
  });
  if (!response.ok) throw new Error(`sign up: ${response.status} ${await response.text()}`);
  return { name, email, password };
}

/** Signs in through the /auth form and waits for the dashboard, where sign-in leads. */
export async function signIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto(`${siteUrl()}/auth`);
  await page.getByLabel('Email or mobile number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${siteUrl()}/dashboard`);
}

/** A product of the seed's listing, as the API sends it. */
export interface ListedProduct {
  id: string;
  product_name: string;
  product_selling_price: number;
  is_stock_available: boolean;
  product_image_gallery?: string[] | null;
}

/** A priced product in stock (the most expensive of the first 20), to open by id. */
export async function pricedProduct(): Promise<ListedProduct> {
  const answer = await api<{ data: ListedProduct[] }>(
    '/products/web/list/?page_no=1&per_page=20&in_stock=true&sort_by=price_desc',
  );
  const product = answer.data.find((p) => p.product_selling_price > 0 && p.is_stock_available);
  if (!product) throw new Error('The seed has no priced product in stock');
  return product;
}

/** Waits until every rendered picture is loaded (or failed), decoded, and the fonts are ready. */
export async function loadPictures(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(
    // (A picture not rendered, in a hidden slide or a closed panel, is not fetched.)
    () => [...document.images].every((image) => image.complete || !image.checkVisibility()),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((i) => i.complete && i.naturalWidth).map((i) => i.decode()),
    );
  });
}

/**
 * Brings the page in: scrolls it a screen at a time, up to 20 screens (the home page's deferred
 * sections load; the listing's infinite scroll would go on), then waits for the network to rest,
 * for every skeleton to be replaced and every shown picture to be loaded (`loadPictures`), and
 * goes back to the top.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let step = 0; step < 20; step++) {
    const more = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(100);
    if (!more) break;
  }
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('main .skeleton'), undefined, {
    timeout: 20_000,
  });
  await loadPictures(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}
