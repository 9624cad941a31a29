import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BOX_EDGES } from './computedStyles';
import { signInWith, signUpCustomer } from './customers';

// The widgets where distributors use them: the page (127.0.0.1), the widget files (a CDN on
// localhost) and the API (127.0.0.1, another port) on three origins; the page on Bootstrap with
// hostile global rules (examples/embed/dealer.html), compared with the same widgets on a page
// without any CSS (plain.html), at a desktop and a phone width.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Computed properties that no host page rule may change inside a widget. */
const PROPERTIES = [
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'color',
  'background-color',
  'box-sizing',
  'display',
  'visibility',
  'opacity',
  ...BOX_EDGES,
  'outline-style',
] as const;

interface Opened {
  page: Page;
  errors: string[];
  /** Module scripts the page fetched, by path (the widget files). */
  scripts: string[];
}

async function open(path: string, viewport: (typeof VIEWPORTS)[number]): Promise<Opened> {
  const page = await browser.newPage({
    viewport: { width: viewport.width, height: viewport.height },
  });
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${inject('embedUrl')}${path}`);
  // Every card has its product (or its quote button) before anything is compared.
  await page.waitForFunction(
    () => {
      const cards = [...document.querySelectorAll('sk-product-card')];
      return (
        cards.length === 3 &&
        cards.every((card) => card.shadowRoot?.querySelector('[part~="name"]')) &&
        [...document.querySelectorAll('sk-product-card img')].every(
          (image) => (image as HTMLImageElement).complete,
        )
      );
    },
    undefined,
    { timeout: 20_000 },
  );
  return { page, errors, scripts };
}

/**
 * Waits until every visible widget matching `selector` has rendered (its root holds its markup):
 * the cards are awaited by `open`, the other widgets' chunks may come later.
 */
function widgetsRendered(page: Page, selector: string) {
  return page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((host) => host.localName === 'sk-overlays' || host.checkVisibility())
        .every((host) => host.shadowRoot?.querySelector('.sk-root > *')),
    selector,
    { timeout: 20_000 },
  );
}

/**
 * The computed styles of every element inside the rendered widgets matching `selector` (their
 * shadow trees, open dialogs included), in document order. Sizes are compared where no host
 * layout decides them: inside open dialogs (the drawer, the modals), which the viewport sizes.
 */
function snapshot(page: Page, selector: string) {
  return page.evaluate(
    ({ selector, properties }) => {
      const rows: string[] = [];
      const walk = (root: ParentNode, path: string, inDialog: boolean) => {
        for (const element of root.children) {
          const dialog =
            inDialog || (element.localName === 'dialog' && (element as HTMLDialogElement).open);
          const name = `${path} > ${element.localName}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
          if (element.localName !== 'style') {
            const style = getComputedStyle(element);
            const values = properties.map(
              (property) => `${property}:${style.getPropertyValue(property)}`,
            );
            if (dialog) {
              const box = element.getBoundingClientRect();
              values.push(`size:${Math.round(box.width)}x${Math.round(box.height)}`);
            }
            rows.push(`${name} { ${values.join('; ')} }`);
          }
          if (element.shadowRoot) walk(element.shadowRoot, `${name}::shadow`, dialog);
          walk(element, name, dialog);
        }
      };
      for (const host of document.querySelectorAll(selector)) {
        // (The overlay layer is `display: contents`: no box of its own, its dialogs have one.)
        if (host.localName !== 'sk-overlays' && !host.checkVisibility()) continue;
        walk(host.shadowRoot ?? host, `${host.localName}${host.id ? `#${host.id}` : ''}`, false);
      }
      return rows;
    },
    { selector, properties: [...PROPERTIES] },
  );
}

/** The widgets a page shows at `viewport` (on a phone the dealer's navbar is collapsed). */
const shown = (viewport: (typeof VIEWPORTS)[number]) =>
  viewport.name === 'phone'
    ? 'sk-product-card, sk-quote-button, #bar-cart'
    : 'sk-search-box, sk-sign-in, #header-cart, sk-product-card, sk-quote-button';

describe('widgets on a dealer site: three origins, Bootstrap and hostile global rules', () => {
  it('loads the widget files from a CDN origin and the API from a third, preloading shared chunks', async () => {
    const { page, errors, scripts } = await open('/dealer.html', VIEWPORTS[0]);
    const origins = await page.evaluate(() => ({
      page: location.origin,
      loader: (document.querySelector('script[src*="storefront-kit"]') as HTMLScriptElement).src,
      api: (document.querySelector('script[data-api]') as HTMLScriptElement).dataset.api,
    }));
    const three = new Set([
      origins.page,
      new URL(origins.loader).origin,
      new URL(origins.api ?? '').origin,
    ]);
    expect(three.size).toBe(3);
    expect(new URL(origins.loader).origin).toBe(new URL(inject('widgetsUrl')).origin);
    // Hashed chunks, each fetched once: the shared ones through modulepreload, not again by import.
    const chunks = scripts.filter((path) => path !== '/widgets/storefront-kit.js');
    expect(chunks.length).toBeGreaterThan(3);
    for (const path of chunks) expect(path).toMatch(/^\/widgets\/(chunks\/)?[\w-]+-[\w-]{8}\.js$/);
    expect(new Set(chunks).size).toBe(chunks.length);
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    );
    expect(preloads.some((path) => path.startsWith('/widgets/chunks/shared-'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works with the tag exactly as the README gives it: the widgets from the API origin', async () => {
    const { page, errors } = await open('/dealer.html?widgets=api', VIEWPORTS[0]);
    const loader = await page.evaluate(
      () => (document.querySelector('script[src*="storefront-kit"]') as HTMLScriptElement).src,
    );
    expect(loader).toBe(inject('apiUrl').replace(/\/api\/v1$/, '/widgets/storefront-kit.js'));
    const input = page.locator('sk-search-box').getByRole('combobox');
    await input.fill('relay');
    await expect(
      page.locator('sk-search-box').getByRole('option').first().textContent({ timeout: 10_000 }),
    ).resolves.toMatch(/relay/i);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens a card's sign-in modal on a phone whose collapsed navbar holds <sk-sign-in>", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The order that failed 3 loads in 8: the sign-in button's chunk registers first, so the
    // hidden <sk-sign-in> would host the page's modal (and the cards' chunk comes late).
    await page.route('**/widgets/product-card-*.js', async (route) => {
      await page.waitForFunction(() => Boolean(customElements.get('sk-sign-in')));
      await route.continue();
    });
    await page.goto(`${inject('embedUrl')}/dealer.html`);
    await expect(page.locator('sk-sign-in').isVisible()).resolves.toBe(false);
    const card = page.locator('sk-product-card[product-id="prd_000001"]');
    await card.getByRole('button', { name: 'Add to wishlist' }).click({ timeout: 20_000 });
    const modal = page.getByRole('dialog', { name: 'Sign In' });
    await modal.waitFor({ state: 'visible', timeout: 10_000 });
    const box = await modal.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    // It takes input (the page is inert around it, not under it), and Escape gives the page back.
    const email = modal.getByRole('textbox').first();
    await email.fill('asha@example.in');
    await expect(email.inputValue()).resolves.toBe('asha@example.in');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await page
      .locator('sk-product-card[product-id="prd_000003"]')
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect
      .poll(() => page.locator('#bar-cart').getByRole('button').first().textContent(), {
        timeout: 10_000,
      })
      .toBe('Shopping Cart (1)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("saves a guest's heart after its sign-in: the wishlist's and the account's code load only then, and the product is saved on the server", async () => {
    const email = await signUpCustomer('Heart Tester', 'heart');
    const { page, errors, scripts } = await open('/dealer.html', VIEWPORTS[0]);
    const lazyCode = () => scripts.filter((path) => /\/(cardWishlist|accountApis)-/.test(path));
    // A guest's page of cards: neither the wishlist's store nor the account's API groups.
    expect(lazyCode()).toEqual([]);
    const card = page.locator('sk-product-card[product-id="prd_000002"]');
    const heart = card.locator('[part="wishlist"]');
    await expect(heart.getAttribute('data-state')).resolves.toBe('not-wishlisted');
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    const modal = page.getByRole('dialog', { name: 'Sign In' });
    await modal.waitFor({ state: 'visible', timeout: 10_000 });
    await signInWith(modal, email);
    // The tap that asked for the sign-in saves the product once the shopper is in.
    await expect
      .poll(() => heart.getAttribute('data-state'), { timeout: 10_000 })
      .toBe('wishlisted');
    await expect(heart.getAttribute('aria-label')).resolves.toBe('Remove from wishlist');
    expect(lazyCode().map((path) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual(
      expect.arrayContaining(['/widgets/chunks/cardWishlist', '/widgets/chunks/accountApis']),
    );
    const token = await page.evaluate(() => localStorage.getItem('sk:token'));
    expect(token).toBeTruthy();
    const check = await fetch(`${inject('apiUrl')}/wishlist/check?product=prd_000002`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.ok).toBe(true);
    await expect(check.json()).resolves.toMatchObject({ data: { isInWishlist: true } });
    // Another card of the same page shows the shared wishlist: not saved.
    await expect(
      page
        .locator('sk-product-card[product-id="prd_000001"] [part="wishlist"]')
        .getAttribute('data-state'),
    ).resolves.toBe('not-wishlisted');
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`keeps every computed font, colour and spacing of a plain page at ${viewport.width} px`, async () => {
      const dealer = await open('/dealer.html', viewport);
      const plain = await open('/plain.html', viewport);
      const selector = shown(viewport);
      // The dealer's rules do apply to its own page.
      const rootFont = await dealer.page.evaluate(
        () => getComputedStyle(document.documentElement).fontSize,
      );
      expect(rootFont).toBe('10px');
      await Promise.all([
        widgetsRendered(dealer.page, selector),
        widgetsRendered(plain.page, selector),
      ]);
      const [dealerRows, plainRows] = await Promise.all([
        snapshot(dealer.page, selector),
        snapshot(plain.page, selector),
      ]);
      expect(dealerRows.length).toBeGreaterThan(50);
      expect(dealerRows).toEqual(plainRows);
      expect(dealer.errors).toEqual([]);
      expect(plain.errors).toEqual([]);
      await dealer.page.close();
      await plain.page.close();
    });

    // Also with each card holding the page's own picture (README, "Cards that paint with your
    // page"): shown in the reserved space at first paint, where the card shows it.
    for (const pictures of [false, true])
      it(`reserves every widget's final box before its code runs, so nothing shifts, at ${viewport.width} px${pictures ? ", the cards holding the page's pictures" : ''}`, async () => {
        const WIDGETS =
          'sk-search-box, sk-sign-in, sk-cart-button, sk-product-card, sk-product-card > img[slot="image"], sk-quote-button';
        const path = `/dealer.html${pictures ? '?pictures=1' : ''}`;
        const boxes = (page: Page) =>
          page.evaluate(
            (selector) =>
              [...document.querySelectorAll(selector)].map((element) => {
                const box = element.getBoundingClientRect();
                // Whole pixels: layout rounds to 1/64 px, differently through a middle alignment.
                const at = (value: number) => Math.round(value);
                return `${element.localName}${element.id ? `#${element.id}` : ''} ${at(box.x)},${at(box.y)} ${at(box.width)}x${at(box.height)}`;
              }),
            WIDGETS,
          );
        // Before any widget code: the README's <head> snippet alone (the loader held back).
        const reservedPage = await browser.newPage({ viewport });
        await reservedPage.route(/\/widgets\/storefront-kit\.js$/, () => {}); // never answered
        // (A held script holds the load event: wait for the parsed page, with its stylesheets
        // applied, instead: parsing ends before Bootstrap's sheet arrives on a busy machine, and
        // the phone's navbar was measured uncollapsed.)
        await reservedPage.goto(`${inject('embedUrl')}${path}`, { waitUntil: 'commit' });
        await reservedPage.waitForFunction(
          () =>
            document.readyState !== 'loading' &&
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
              (link) => link.sheet !== null,
            ) &&
            document.fonts.status === 'loaded' &&
            [...document.querySelectorAll<HTMLImageElement>('img[slot="image"]')].every(
              (picture) => picture.complete,
            ),
        );
        const reserved = await boxes(reservedPage);
        await reservedPage.close();
        // Then the page as a shopper gets it, every layout shift recorded.
        const page = await browser.newPage({ viewport });
        await page.addInitScript(() => {
          const shifts: string[] = [];
          Object.assign(window, { shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node?: Node }[];
            })[])
              shifts.push(`${entry.value} ${entry.sources.map((s) => s.node?.nodeName).join(',')}`);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(`${inject('embedUrl')}${path}`);
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('sk-product-card')].every((card) =>
              card.shadowRoot?.querySelector('[part~="name"]'),
            ) &&
            [...document.querySelectorAll('sk-product-card img')].every(
              (image) => (image as HTMLImageElement).complete,
            ) &&
            Boolean(document.querySelector('sk-search-box')?.shadowRoot?.querySelector('input')),
          undefined,
          { timeout: 20_000 },
        );
        const rendered = await boxes(page);
        // Every widget the page shows at this width has a box (the phone's navbar is collapsed, the
        // desktop's sticky bar hidden).
        const cards = Array(3)
          .fill(pictures ? ['sk-product-card', 'img'] : 'sk-product-card')
          .flat();
        expect(
          rendered.filter((row) => !row.endsWith(' 0x0')).map((row) => row.split(' ')[0]),
        ).toEqual(
          viewport.name === 'phone'
            ? [...cards, 'sk-quote-button', 'sk-cart-button#bar-cart']
            : [
                'sk-search-box',
                'sk-sign-in',
                'sk-cart-button#header-cart',
                ...cards,
                'sk-quote-button',
              ],
        );
        // Cards in the first screen load their image at once, with high priority; the others lazily
        // (all of them, where the page gave the picture: their own is not shown).
        const images = await page.evaluate(() =>
          [...document.querySelectorAll('sk-product-card')].map((card) => {
            const image = card.shadowRoot?.querySelector('img');
            const inView = card.getBoundingClientRect().top < innerHeight;
            return `${inView} ${image?.loading} ${image?.getAttribute('fetchpriority')}`;
          }),
        );
        expect(images).toEqual(
          pictures
            ? ['true lazy null', 'true lazy null', `${viewport.name !== 'phone'} lazy null`]
            : viewport.name === 'phone'
              ? ['true eager high', 'true eager high', 'false lazy null']
              : ['true eager high', 'true eager high', 'true eager high'],
        );
        expect(reserved).toEqual(rendered);
        await expect(
          page.evaluate(() => (window as unknown as { shifts: string[] }).shifts),
        ).resolves.toEqual([]);
        await page.close();
      });

    it(`sizes the cart drawer as on a plain page at ${viewport.width} px`, async () => {
      const pages = [await open('/dealer.html', viewport), await open('/plain.html', viewport)];
      const rows: string[][] = [];
      for (const { page } of pages) {
        await page
          .locator('sk-product-card[product-id="prd_000003"]')
          .getByRole('button', { name: /add to cart/i })
          .click();
        const cart = page.locator(viewport.name === 'phone' ? '#bar-cart' : '#header-cart');
        await expect
          .poll(() => cart.getByRole('button').first().textContent(), { timeout: 10_000 })
          .toBe('Shopping Cart (1)');
        await cart.getByRole('button').first().click();
        await page.getByRole('dialog', { name: /shopping cart/i }).waitFor({ timeout: 10_000 });
        // The transition has ended (the drawer's box is final).
        await page.waitForTimeout(400);
        // One drawer however many cart buttons, in the page's overlay layer.
        await expect(page.getByRole('dialog').count()).resolves.toBe(1);
        rows.push(await snapshot(page, 'sk-overlays'));
      }
      const drawer = (rows[0] ?? []).filter((row) => row.includes('; size:'));
      expect(drawer.length).toBeGreaterThan(5);
      // 448 px wide (min(100vw, 448px)) on the desktop, whatever the root font size.
      if (viewport.name === 'desktop')
        expect(drawer[0]).toMatch(/dialog.sk-dialog.sk-drawer .*; size:448x900 }$/);
      expect(rows[0]).toEqual(rows[1]);
      for (const { page, errors } of pages) {
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  }
});
