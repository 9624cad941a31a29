import type { Browser, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchChromium, MOBILE, pricedProduct, siteUrl, waitForHydration } from './site';

/**
 * WCAG 4.1.3 (status messages): cart and search changes are announced through live regions.
 * axe cannot decide this: what a screen reader announces is a change of text inside a live
 * region that was in the page before the change, and not hidden or inert at the time (a region
 * inserted along with its text, or left outside an open modal dialog, is not reliably read).
 * The recorder below keeps exactly those changes, as a screen reader would hear them.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Announcement {
  text: string;
  politeness: 'polite' | 'assertive';
}

/**
 * Installs, before any of the page's scripts run, a recorder of announcements: after every batch
 * of DOM changes, the text of each live region (an element with `aria-live` other than `off`,
 * or the role status, alert or log) that changed in it, provided the region was already in the
 * page at the end of an earlier batch, and is neither hidden (`aria-hidden`, `display: none`)
 * nor inert (an `inert` ancestor, or outside the open modal `<dialog>`).
 */
async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const LIVE =
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
    const heard: { text: string; politeness: 'polite' | 'assertive' }[] = [];
    (window as unknown as { __announcements: typeof heard }).__announcements = heard;
    let known = new WeakSet<Element>();
    const regionOf = (node: Node): Element | null => {
      for (
        let el = node instanceof Element ? node : node.parentElement;
        el;
        el = el.parentElement
      ) {
        const live = el.getAttribute('aria-live');
        if (live === 'off') return null;
        if (el.matches(LIVE)) return el;
      }
      return null;
    };
    const audible = (region: Element) => {
      if (region.closest('[aria-hidden="true"], [inert]')) return false;
      if (!region.checkVisibility()) return false;
      const modal = document.querySelector('dialog:modal');
      return modal === null || modal.contains(region);
    };
    const politenessOf = (region: Element) => {
      const live = region.getAttribute('aria-live');
      if (live === 'assertive' || live === 'polite') return live;
      return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
    };
    const remember = () => {
      known = new WeakSet();
      for (const region of document.querySelectorAll(LIVE)) known.add(region);
    };
    const observer = new MutationObserver((records) => {
      const changed = new Set<Element>();
      for (const record of records) {
        const region = regionOf(record.target);
        if (region && known.has(region)) changed.add(region);
      }
      for (const region of changed) {
        const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && audible(region)) heard.push({ text, politeness: politenessOf(region) });
      }
      remember();
    });
    const start = () => {
      remember();
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    };
    if (document.documentElement) start();
    else document.addEventListener('readystatechange', start, { once: true });
  });
}

const heard = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __announcements: Announcement[] }).__announcements.slice(),
  );

/** Waits until an announcement matching `pattern` was heard; returns all heard so far. */
async function expectHeard(page: Page, pattern: RegExp): Promise<Announcement[]> {
  await expect
    .poll(async () => (await heard(page)).map((a) => a.text))
    .toContainEqual(expect.stringMatching(pattern));
  return heard(page);
}

/** A new shopper's page on `path`, recording announcements from before the site's scripts run. */
async function openRecorded(path: string, viewport: ViewportSize) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await recordAnnouncements(page);
  waitForHydration(page);
  await page.goto(`${siteUrl()}${path}`);
  return { page, errors, close: () => context.close() };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('4.1.3: cart and search changes are announced through live regions', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`announces the suggestions as the shopper types, and none on load (${width} px)`, async () => {
      const { page, errors, close } = await openRecorded('/', viewport);
      const input = page.getByRole('combobox', { name: 'Search products' });
      await input.click();
      await input.pressSequentially('relay', { delay: 30 });
      await page.getByRole('option').first().waitFor();
      const count = await page.getByRole('option').count();
      expect(count).toBeGreaterThan(0);
      const said = await expectHeard(
        page,
        new RegExp(`^${count === 1 ? '1 suggestion' : `${count} suggestions`} available\\.$`),
      );
      // Nothing was said before the shopper typed (the region starts empty), and the count is
      // said politely, not as an alert.
      expect(said.filter((a) => a.politeness === 'assertive')).toEqual([]);
      await input.fill('');
      await input.pressSequentially('zzqx', { delay: 30 });
      await expectHeard(page, /^No results found for "zzqx"$/);
      expect(errors).toEqual([]);
      await close();
    });
  }

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['375', MOBILE],
  ] as const) {
    it(`announces an add to the cart, and changes made in the open cart drawer (${width} px)`, async () => {
      const product = await pricedProduct();
      const { page, errors, close } = await openRecorded(
        `/products/details/x/${product.id}`,
        viewport,
      );
      await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
      expect(await heard(page)).toEqual([]);

      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expectHeard(
        page,
        new RegExp(`^${escapeRegExp(product.product_name)} added to the cart\\.$`),
      );

      // In the drawer (a modal dialog: the page behind it is inert), a quantity change and a
      // removal are said by a region inside the dialog.
      await page.getByRole('button', { name: /^Shopping Cart/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
      await drawer.getByText(product.product_name).waitFor();
      const before = (await heard(page)).length;
      await drawer.getByRole('button', { name: 'Increase quantity' }).click();
      await expectHeard(page, /^Quantity updated/);
      const afterIncrease = await heard(page);
      expect(afterIncrease.length).toBeGreaterThan(before);
      await drawer.getByRole('button', { name: 'Remove' }).click();
      await expectHeard(page, /Item removed from cart/);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
