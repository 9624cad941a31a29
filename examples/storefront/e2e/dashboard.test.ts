import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, chromiumForFile, DEMO, rupees, tokenOf } from './dashboardFlow';
import {
  axeViolations,
  createCustomer,
  MOBILE,
  openSite,
  screenshot,
  signIn,
  siteUrl,
} from './site';

const browser = chromiumForFile();

interface Envelope<T> {
  data: T;
}
interface Stat {
  name: string;
  count: number;
}
interface RecentOrder {
  order_id: string;
  createdAt: string;
  total_amount: number;
  items: { name: string; category?: string | null }[];
  payment?: { status: string } | null;
}
interface Banner {
  title?: string | null;
  name?: string | null;
  primaryButtonText?: string | null;
  primaryButtonLink?: string | null;
}

const day = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** A JWT (unsigned: the client only reads `exp`) that expired a minute ago. */
function expiredToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'usr_expired', exp })}.signature`;
}

const sidebarNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

describe('the dashboard shell', () => {
  it('sends a visitor without a session to /auth and back to the page after signing in', async () => {
    const { page, errors, close } = await openSite(browser(), '/dashboard');
    await page.waitForURL(`${siteUrl()}/auth?next=%2Fdashboard`);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await page.getByLabel('Email or mobile number').fill(DEMO.login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${siteUrl()}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // A deeper page keeps its path (and query) in `next`.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${siteUrl()}/dashboard/products?q=relay`);
    await page.waitForURL(`${siteUrl()}/auth?next=%2Fdashboard%2Fproducts%3Fq%3Drelay`);
    await page.getByLabel('Email or mobile number').fill(DEMO.login);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${siteUrl()}/dashboard/products?q=relay`);
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the user's name and type, and the sidebar collapses from the keyboard (remembered)", async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    const header = page.getByRole('banner');
    await header.getByText(DEMO.name, { exact: true }).waitFor();
    await header.getByText('Customer', { exact: true }).waitFor();
    await expect(page.title()).resolves.toBe('Dashboard | Storefront Automation');

    // The skip link is the first stop and moves focus to the page.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      'Skip to content',
    );
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');

    // Every link of the sidebar, and the current page marked.
    const nav = sidebarNav(page);
    const links = await nav
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Orders', '/dashboard/products'],
      ['Support Ticket', '/dashboard/support'],
      ['Wishlist', '/dashboard/wishlist'],
      ['Profile', '/dashboard/profile'],
      ['Reward Points', '/dashboard/rewards'],
      ['ServicesSample', '/dashboard/services'],
      ['ConsultancySample', '/dashboard/consultancy'],
      ['Back to Shop', '/'],
    ]);
    await expect(
      nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-home');

    const toggle = page.getByRole('button', { name: 'Sidebar' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const width = () => nav.evaluate((element) => element.getBoundingClientRect().width);
    const wide = await width();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.waitForFunction(
      () =>
        (document.querySelector('nav[aria-label="Dashboard"]')?.getBoundingClientRect().width ??
          999) < 100,
    );
    expect(await width()).toBeLessThan(wide / 2);
    // Icons only, yet every link keeps its name.
    await expect(nav.getByRole('link', { name: 'My Orders' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByText('My Orders').evaluate((e) => e.clientWidth)).resolves.toBeLessThan(
      2,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-collapsed');

    // Remembered after a reload; Space expands it again.
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Sidebar' }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    await page.getByRole('button', { name: 'Sidebar' }).focus();
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('button', { name: 'Sidebar' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true');
    await expect(page.evaluate(() => localStorage.getItem('sk:dashboard-sidebar'))).resolves.toBe(
      'expanded',
    );
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: the sidebar becomes a menu that opens, traps focus and closes on navigation', async () => {
    const { page, errors, close } = await openSite(browser(), '/', { viewport: MOBILE });
    await signIn(page, DEMO.login, DEMO.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect(sidebarNav(page).count()).resolves.toBe(0); // hidden
    const open = page.getByRole('button', { name: 'Open dashboard menu' });
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('false');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('region', { name: 'Your five most recent orders' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-home');

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Dashboard menu' });
    await dialog.waitFor();
    await dialog.getByText(DEMO.name, { exact: true }).waitFor();
    await dialog.getByText('Customer', { exact: true }).waitFor();
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-menu');

    // Escape closes it and focus returns to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')),
    ).resolves.toBe('dialog');

    await open.click();
    await dialog.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL(`${siteUrl()}/dashboard/products`);
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await close();
  });

  it('suggests products in the header search; the keyboard picks one', async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/products/search-autocomplete')) {
        searches.push(url.searchParams.get('search') ?? '');
      }
    });
    const input = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await input.click();
    await input.pressSequentially('relay', { delay: 30 });
    const options = page.getByRole('option');
    await options.first().waitFor();
    await expect(options.first().textContent()).resolves.toMatch(/relay/i);
    expect(await options.count()).toBeLessThanOrEqual(8);
    // Debounced: no request for fewer than 2 characters, and the last one is the whole query.
    expect(searches.every((query) => query.length >= 2)).toBe(true);
    expect(searches.at(-1)).toBe('relay');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-search');

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
});

describe('the dashboard home', () => {
  it("shows the demo customer's promotions, catalogue figures and recent orders from the API", async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    const token = await tokenOf(page);
    const [stats, recent, banners] = await Promise.all([
      apiAs<Envelope<Stat[]>>(token, '/users-dashboard/stats'),
      apiAs<Envelope<RecentOrder[]>>(token, '/users-dashboard/top-5-orders'),
      apiAs<Envelope<Banner[]>>(token, '/dashboard-banners/get-all'),
    ]);

    // Featured Promotions: one card per banner, with its button.
    const promotions = page.getByRole('region', { name: 'Featured Promotions' });
    await promotions.getByRole('heading', { level: 3 }).first().waitFor();
    await expect(promotions.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(
      banners.data.map((banner) => banner.title || banner.name),
    );
    expect(banners.data.length).toBeGreaterThan(0);
    for (const banner of banners.data) {
      if (!banner.primaryButtonText) continue;
      await expect(
        promotions
          .getByRole('link', { name: banner.primaryButtonText, exact: true })
          .getAttribute('href'),
      ).resolves.toBe(banner.primaryButtonLink);
    }

    // The three stat cards: the API's figures.
    const count = (name: string) =>
      new Intl.NumberFormat('en-IN').format(stats.data.find((s) => s.name === name)?.count ?? -1);
    const cards = page.getByRole('region', { name: 'Catalogue' }).getByRole('listitem');
    await cards.first().getByText(/\d/).waitFor();
    await expect(cards.allInnerTexts()).resolves.toEqual([
      `Total Products\n${count('Product')}`,
      `Total Brands\n${count('Brand')}`,
      `Total Solutions\n${count('Solution')}`,
    ]);

    // Recent Activities: the API's five latest orders, row by row.
    const table = page.getByRole('region', { name: 'Your five most recent orders' });
    await table.waitFor();
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual([
      'Name',
      'Category',
      'Order ID',
      'Date',
      'Amount',
      'Status',
    ]);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
      );
    expect(recent.data.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      recent.data.map((order) => {
        const [first, ...rest] = order.items;
        return [
          rest.length ? `${first?.name} and ${rest.length} more` : (first?.name ?? ''),
          first?.category ?? '',
          order.order_id,
          day(order.createdAt),
          rupees(order.total_amount),
          order.payment?.status === 'Paid' ? 'Success' : 'Pending',
        ];
      }),
    );
    await expect(
      table.getByRole('link', { name: recent.data[0]?.order_id ?? '-' }).getAttribute('href'),
    ).resolves.toBe(`/dashboard/orders-details/${recent.data[0]?.order_id}`);

    // Quick Actions and View All.
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(
      actions.getByRole('link', { name: /Buy Product/ }).getAttribute('href'),
    ).resolves.toBe('/products');
    await expect(
      actions.getByRole('link', { name: /Support Ticket/ }).getAttribute('href'),
    ).resolves.toBe('/dashboard/support');
    await actions.getByRole('link', { name: /Reward Points/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL(`${siteUrl()}/dashboard/products`);
    await page.getByRole('heading', { level: 1, name: 'My Orders' }).waitFor();
    await page.goBack();
    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('link', { name: /Buy Product/ })
      .click();
    await page.waitForURL(`${siteUrl()}/products`);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows Unable to Load Promotions when the banners fail, and Try Again loads them', async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    await page.route('**/api/v1/dashboard-banners/get-all', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.reload();
    const promotions = page.getByRole('region', { name: 'Featured Promotions' });
    const alert = promotions.getByRole('alert');
    await alert.getByText('Unable to Load Promotions').waitFor();
    await alert.getByText('Failed to load promotional banners').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.unroute('**/api/v1/dashboard-banners/get-all');
    await promotions.getByRole('button', { name: 'Try Again' }).click();
    await promotions.getByRole('heading', { level: 3 }).first().waitFor();
    await expect(alert.count()).resolves.toBe(0);
    // Only the browser's own report of the refused request.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.filter((error) => !/status of 500/.test(error))).toEqual([]);
    await close();
  });

  it('says so when there are no promotions', async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    await page.route('**/api/v1/dashboard-banners/get-all', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as Envelope<Banner[]>;
      await route.fulfill({ response, json: { ...json, data: [] } });
    });
    await page.reload();
    const promotions = page.getByRole('region', { name: 'Featured Promotions' });
    await promotions.getByText('No promotions right now. Check back soon.').waitFor();
    await expect(promotions.getByRole('heading', { level: 3 }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a fresh customer that there are no orders yet', async () => {
    const customer = await createCustomer('Kiran Rao');
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, customer.email, customer.password);
    await page
      .getByRole('region', { name: 'Recent Activities' })
      .getByText('No orders yet. Your orders will show here.')
      .waitFor();
    await page.getByRole('banner').getByText('Kiran Rao', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('leaving the dashboard', () => {
  it('Sign Out in the sidebar ends the session and goes to the shop', async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    await sidebarNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${siteUrl()}/`);
    await page.getByRole('status').filter({ hasText: 'Logged out successfully' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Log in / Register' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('sk:token'))).resolves.toBeNull();
    // The dashboard is closed again.
    await page.goto(`${siteUrl()}/dashboard`);
    await page.waitForURL(`${siteUrl()}/auth?next=%2Fdashboard`);
    expect(errors).toEqual([]);
    await close();
  });

  it('a stored token that has expired sends /dashboard to /auth and is cleared', async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, DEMO.login, DEMO.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.evaluate((token) => localStorage.setItem('sk:token', token), expiredToken());
    await page.goto(`${siteUrl()}/dashboard/products`);
    await page.waitForURL(`${siteUrl()}/auth?next=%2Fdashboard%2Fproducts`);
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    // Core ends a session found expired at start-up (silently: nobody was signed in yet).
    await expect(
      page.evaluate(() => [localStorage.getItem('sk:token'), localStorage.getItem('sk:user')]),
    ).resolves.toEqual([null, null]);
    await page.getByRole('banner').getByRole('link', { name: 'Log in / Register' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("core's 60-second check logs out a session whose token expired while the page was open", async () => {
    const { page, errors, close } = await openSite(browser(), '/');
    await page.clock.install();
    await signIn(page, DEMO.login, DEMO.password);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The token lives 12 hours; the check runs every 60 s.
    await page.clock.fastForward('12:01:00');
    await page.waitForURL(`${siteUrl()}/auth?next=%2Fdashboard`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your session has expired. Please login again.' })
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
