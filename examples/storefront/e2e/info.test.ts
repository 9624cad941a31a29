import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
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

const CHAT = /^https:\/\/wa\.me\/\d+$/;

/** Goes to `path` and waits for its `h1` and its title. */
async function visit(page: Page, path: string, title: string) {
  await page.goto(`${siteUrl()}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForFunction((expected) => document.title.startsWith(`${expected} | `), title);
}

/** The accordion's header buttons in the section titled `title`. */
const triggersIn = (page: Page, title: string) =>
  page.getByRole('region', { name: title }).locator('button[aria-expanded]');

const openStates = (triggers: Locator) =>
  triggers.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded') === 'true'));

/** A link or button that opens outside the site in a new tab. */
async function expectExternal(page: Page, name: string, href: RegExp) {
  const link = page.getByRole('link', { name, exact: true });
  await expect(link.getAttribute('href')).resolves.toMatch(href);
  await expect(link.getAttribute('target')).resolves.toBe('_blank');
  await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');
}

/** axe at 1280 px, then the screenshots at 1280 and 375 px. */
async function checkAndShoot(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, name);
  await page.setViewportSize(MOBILE);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
}

describe('the information pages', () => {
  it('/privacy-policy: tiles, 11 sections in an accordion (one open or none), cards, call to action', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    await visit(page, '/privacy-policy', 'Privacy Policy');
    await page.getByText('Last updated: December 2024', { exact: true }).waitFor();
    const tiles = page.getByRole('list', { name: 'Our privacy commitments' }).locator('li');
    await expect(tiles.allInnerTexts()).resolves.toEqual([
      'Secure\nData Protection',
      'Transparent\nClear Policies',
      'Your Control\nYour Rights',
    ]);
    const triggers = triggersIn(page, 'Our policy in detail');
    await expect(triggers.allTextContents()).resolves.toEqual([
      '1. Introduction',
      '2. Information We Collect',
      '3. How We Use Your Information',
      '4. Information Sharing',
      '5. Data Security',
      '6. Cookies and Local Storage',
      '7. Your Rights',
      '8. Data Retention',
      '9. International Transfers',
      '10. Children’s Privacy',
      '11. Changes to This Policy',
    ]);
    // The first is open; opening another closes it; clicking the open one closes it.
    await expect(openStates(triggers)).resolves.toEqual([true, ...Array(10).fill(false)]);
    await triggers.nth(7).click();
    await page
      .getByRole('region', { name: '8. Data Retention' })
      .getByText(/plus 7 years/)
      .waitFor();
    await expect(openStates(triggers)).resolves.toEqual(
      Array.from({ length: 11 }, (_, i) => i === 7),
    );
    await triggers.nth(7).click();
    await expect(openStates(triggers)).resolves.toEqual(Array(11).fill(false));
    // From the keyboard: ArrowDown moves between headers, Enter opens.
    await triggers.nth(0).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(openStates(triggers)).resolves.toEqual(
      Array.from({ length: 11 }, (_, i) => i === 2),
    );
    await page.getByRole('region', { name: '3. How We Use Your Information' }).waitFor();
    // Three contact cards; e-mail and Call Us Now (a chat link) open in a new tab.
    const cards = page.getByRole('region', { name: 'Questions about your data?' });
    await expect(cards.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Email Us',
      'Call Us',
      'Visit Us',
    ]);
    await expectExternal(page, 'Email Privacy Team', /^mailto:support@storefront-kit\.dev\?/);
    await expectExternal(page, 'Call Us Now', CHAT);
    await checkAndShoot(page, 'privacy-policy');
    expect(errors).toEqual([]);
    await close();
  });

  it('/terms-and-conditions: dated December 2024, four tiles, 13 sections, cards and buttons', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    await visit(page, '/terms-and-conditions', 'Terms and Conditions');
    await page.getByText('Last updated: December 2024', { exact: true }).waitFor();
    await expect(
      page
        .getByRole('list', { name: 'The terms at a glance' })
        .locator('li > span:nth-child(2)')
        .allTextContents(),
    ).resolves.toEqual([
      'Acceptance Required',
      'User Responsibilities',
      'Service Limitations',
      'Legal Compliance',
    ]);
    const triggers = triggersIn(page, 'The terms in full');
    await expect(triggers.allTextContents()).resolves.toEqual([
      '1. Acceptance of Terms',
      '2. Definitions',
      '3. Use of Service',
      '4. User Accounts',
      '5. Products and Services',
      '6. Intellectual Property',
      '7. Privacy and Data',
      '8. Limitations of Liability',
      '9. Indemnification',
      '10. Termination',
      '11. Governing Law and Disputes',
      '12. Modifications',
      '13. Contact Information',
    ]);
    await triggers.nth(3).click();
    await page.getByText(/at least 18 years old/).waitFor();
    await triggers.nth(10).click();
    await page.getByText(/courts in Gurugram, Haryana/).waitFor();
    await expect(openStates(triggers)).resolves.toEqual(
      Array.from({ length: 13 }, (_, i) => i === 10),
    );
    await expect(
      page
        .getByRole('region', { name: 'Questions about these terms?' })
        .getByRole('heading', { level: 3 })
        .allTextContents(),
    ).resolves.toEqual(['Email Us', 'Call Us', 'Visit Us']);
    await expectExternal(page, 'Contact Legal Team', /^mailto:/);
    await expectExternal(page, 'Call Us Now', CHAT);
    await checkAndShoot(page, 'terms-and-conditions');
    expect(errors).toEqual([]);
    await close();
  });

  it('/returns-and-exchanges: stats, 4 steps, policy lists, help cards, an FAQ of 8, buttons', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    await visit(page, '/returns-and-exchanges', 'Returns & Exchanges');
    await expect(
      page.getByRole('list', { name: 'Our returns promise' }).locator('li').allInnerTexts(),
    ).resolves.toEqual([
      '30 Days\nReturn window',
      'Free\nReturn shipping',
      '3-5 Days\nRefund processing',
      '100%\nSatisfaction',
    ]);
    await expect(
      page.getByRole('region', { name: 'How to return an item' }).locator('ol > li h3').count(),
    ).resolves.toBe(4);
    const policy = page.getByRole('region', { name: 'Return and exchange policy' });
    await expect(policy.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Return policy',
      'Exchange policy',
      'Items that cannot be returned',
    ]);
    await expect(policy.locator('[data-tone="warning"] li').allTextContents()).resolves.toEqual([
      'Personalized or customized products',
      'Items damaged by misuse',
      'Items without original packaging',
      'Items returned after 30 days',
      'Digital products or software licenses',
      'Items with missing accessories or parts',
    ]);
    await expect(
      page
        .getByRole('region', { name: 'Need help with a return?' })
        .getByRole('heading', { level: 3 })
        .allTextContents(),
    ).resolves.toEqual(['Email Us', 'Call Us', 'Live Chat']);
    // The FAQ: 8 entries, none open; one open at a time.
    const faq = triggersIn(page, 'Frequently asked questions');
    await expect(faq.count()).resolves.toBe(8);
    await expect(openStates(faq)).resolves.toEqual(Array(8).fill(false));
    await faq.nth(2).click();
    await page
      .getByRole('region', { name: 'When will I get my refund?' })
      .getByText(/5-10 business days to reach your account/)
      .waitFor();
    await faq.nth(5).click();
    await expect(openStates(faq)).resolves.toEqual(Array.from({ length: 8 }, (_, i) => i === 5));
    await expectExternal(page, 'Start Return Process', /^mailto:/);
    await expectExternal(page, 'Chat with Support', CHAT);
    await checkAndShoot(page, 'returns-and-exchanges');
    expect(errors).toEqual([]);
    await close();
  });

  it('/about and /help: the company, its real categories, and the help topics', async () => {
    const categories = await api<{ data: { product_category_name: string }[] }>(
      '/product-category/web/list/?page_no=1&per_page=-1&type=product',
    );
    const { page, errors, close } = await openSite(browser, '/');
    await visit(page, '/about', 'About Us');
    const supplied = page.getByRole('region', { name: 'What we supply' }).getByRole('link');
    await supplied.nth(categories.data.length - 1).waitFor();
    await expect(supplied.count()).resolves.toBe(categories.data.length);
    await expect(supplied.first().textContent()).resolves.toMatch(/^Sensors\d+ products$/);
    await page.getByText('Gurugram, Haryana', { exact: true }).waitFor();
    await checkAndShoot(page, 'about');

    await visit(page, '/help', 'Help Center');
    const buyers = page.getByRole('region', { name: 'For Buyers' }).getByRole('link');
    await expect(
      buyers.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).resolves.toEqual([
      '/dispute',
      '/returns-and-exchanges',
      '/report-ipr',
      '/report-abuse',
      '/contact',
    ]);
    await page
      .getByRole('region', { name: 'For Suppliers' })
      .getByRole('link', { name: /Become a Seller/ })
      .waitFor();
    await triggersIn(page, 'Frequently asked questions').nth(1).click();
    await page
      .getByText('Cards and UPI through our payment gateway, GPay, Paytm and PhonePe.')
      .waitFor();
    await checkAndShoot(page, 'help');
    // A topic leads to its page.
    await page.getByRole('link', { name: /Returns & Exchanges Return or exchange/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Returns & Exchanges' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
