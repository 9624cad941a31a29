import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  MOBILE,
  openSite,
  screenshot,
  siteUrl,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const toggle = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
const focusedText = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

/** The site's own links (paths with their query) inside `selector`. */
const linksIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) =>
      links
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') && !href.startsWith('//')),
    );

/** Every page the header, nav bar, footer and mobile menu must reach. */
const PAGES = [
  '/',
  '/about',
  '/auth',
  '/brands',
  '/contact',
  '/deals',
  '/dispute',
  '/help',
  '/privacy-policy',
  '/product-categories',
  '/products',
  '/report-abuse',
  '/report-ipr',
  '/returns-and-exchanges',
  '/seller',
  '/solutions',
  '/terms-and-conditions',
];

describe('the mobile menu at 375 px', () => {
  it('replaces the nav bar, greets a guest, and closes with Escape, returning focus', async () => {
    const { page, errors, close } = await openSite(browser, '/', { viewport: MOBILE });
    await toggle(page).waitFor();
    // The nav bar gives way to the toggle on a phone.
    await expect(
      page.getByRole('button', { name: 'Products', exact: true }).isVisible(),
    ).resolves.toBe(false);
    await expect(toggle(page).getAttribute('aria-expanded')).resolves.toBe('false');

    // From the keyboard: Enter on the toggle opens the modal drawer.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    const dialog = menu(page);
    await dialog.waitFor();
    await expect(toggle(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(
      page.evaluate(() => document.querySelector('dialog[open]') !== null),
    ).resolves.toBe(true);
    // The greeting for a guest, with Sign In.
    await dialog.getByText('Welcome Guest', { exact: true }).waitFor();
    await expect(
      dialog.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href'),
    ).resolves.toBe('/auth');
    // Its sections, in order, and the links under Help Center.
    await expect(dialog.locator('h3').allTextContents()).resolves.toEqual([
      'Quick Actions',
      'About Us',
      'Help Center',
    ]);
    await expect(dialog.locator('h4').allTextContents()).resolves.toEqual([
      'For Buyers',
      'For Suppliers',
    ]);
    for (const [name, href] of [
      ['All Products', '/products'],
      ['Deals', '/deals'],
      ['Brands', '/brands'],
      ['Solutions', '/products?type=solution'],
      ['All product categories', '/product-categories'],
      ['About the company', '/about'],
      ['Contact', '/contact'],
      ['Open a dispute', '/dispute'],
      ['Report IPR infringement', '/report-ipr'],
      ['Report abuse', '/report-abuse'],
      ['Become a Seller', '/seller'],
      ['Help center home', '/help'],
    ] as const) {
      await expect(
        dialog.getByRole('link', { name, exact: true }).getAttribute('href'),
      ).resolves.toBe(href);
    }
    // The messaging link and the address.
    await expect(
      dialog.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href'),
    ).resolves.toMatch(/^https:\/\/wa\.me\/\d+$/);
    await expect(dialog.locator('address').textContent()).resolves.toContain('Gurugram, Haryana');

    // Tab stays inside the modal (the page behind is inert).
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'mobile-menu');

    // Escape closes it; focus is back on the toggle.
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    await expect(focusedText(page)).resolves.toBe('Open menu');
    await expect(toggle(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.documentElement.style.overflow)).resolves.toBe('');

    // The close button and the backdrop close it too.
    await toggle(page).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog.count()).resolves.toBe(0);
    await toggle(page).click();
    await dialog.waitFor();
    await page.mouse.click(MOBILE.width - 10, MOBILE.height / 2);
    await expect(dialog.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('closes when a link is followed, and greets a signed-in customer by name', async () => {
    const { page, errors, close } = await openSite(browser, '/', { viewport: MOBILE });
    await toggle(page).click();
    await menu(page).getByRole('link', { name: 'All Products' }).click();
    await page.waitForURL(`${siteUrl()}/products`);
    await menu(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();

    // Signed in (the seeded demo customer), the menu greets her and links the dashboard.
    await page.goto(`${siteUrl()}/auth`);
    await page.getByLabel('Email or mobile number').fill('demo@storefront-kit.dev');
    await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${siteUrl()}/dashboard`);
    await page.goto(`${siteUrl()}/`);
    await toggle(page).click();
    await menu(page).getByText('Hello, Asha Verma', { exact: true }).waitFor();
    await expect(
      menu(page).getByRole('link', { name: 'Dashboard' }).getAttribute('href'),
    ).resolves.toBe('/dashboard');
    await expect(menu(page).getByText('Welcome Guest').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'mobile-menu-signed-in');
    await page.keyboard.press('Escape');

    // On a desktop the toggle is hidden and the nav bar is back.
    await page.setViewportSize(DESKTOP);
    await expect(toggle(page).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Products', exact: true }).waitFor();
    await screenshot(page, 'header-signed-in');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the links of the header, nav bar, footer and mobile menu', () => {
  it('all lead to a page of the site (none to the 404)', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    await page.locator('nav[aria-labelledby="footer-categories"] li').nth(5).waitFor();
    const hrefs = new Set(await linksIn(page, 'header a[href], footer a[href]'));
    // Each mega-menu panel, opened from the keyboard.
    for (const name of ['Products', 'Brands', 'Solutions', 'About Us', 'Help Center']) {
      const trigger = page.getByRole('button', { name, exact: true });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
      await panel.getByRole('link').first().waitFor();
      for (const href of await linksIn(
        page,
        `[id="${await trigger.getAttribute('aria-controls')}"] a[href]`,
      )) {
        hrefs.add(href);
      }
      await page.keyboard.press('Escape');
    }
    // The mobile menu.
    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    for (const href of await linksIn(page, 'dialog[open] a[href]')) hrefs.add(href);
    await page.keyboard.press('Escape');

    // One example of each path (a listing link per category needs no separate visit).
    const byPath = new Map<string, string>();
    for (const href of hrefs) {
      const path = new URL(href, 'http://site').pathname;
      if (!byPath.has(path)) byPath.set(path, href);
    }
    expect([...byPath.keys()].sort()).toEqual(PAGES);
    // Visited inside the app (a history entry and popstate, as the router's own back/forward):
    // no reload per page. Each page sets its own title, so a new title means it has rendered.
    for (const href of byPath.values()) {
      if (new URL(page.url()).pathname === href) continue; // the page we are on
      const before = await page.title();
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, href);
      await page.waitForFunction((previous) => document.title !== previous, before);
      const title = await page.locator('main h1').first().textContent();
      expect({ href, title }).not.toEqual({ href, title: 'Page Not Found' });
    }
    expect(errors).toEqual([]);
    await close();
  });
});
