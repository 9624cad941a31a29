import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BOX_EDGES } from './computedStyles';

// The README's "Cards that paint with your page": a dealer puts the product's picture in the tag
// (`<img slot="image">`), which paints with the page before any widget code, and the card shows
// that very element from then on. On Bootstrap's dealer page (examples/embed/dealer.html), two
// cards with the page's picture, the third without (the card's own image, the reference).

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const WITH_PICTURE = ['prd_000001', 'prd_000002'];
const WITHOUT = 'prd_000003';

/** A box, in CSS px: x, y, width, height. */
type Box = [number, number, number, number];

/** Records, before the page's own scripts, what each frame shows and every LCP entry. */
function record(page: Page) {
  return page.addInitScript(() => {
    const frames: { defined: boolean; boxes: (number[] | null)[] }[] = [];
    const lcp: { startTime: number; size: number; element: Element | null }[] = [];
    const win = window as unknown as Record<string, unknown>;
    Object.assign(win, { frames, lcp, definedAt: null });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        size: number;
        element: Element | null;
      })[])
        lcp.push({ startTime: entry.startTime, size: entry.size, element: entry.element });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    void customElements.whenDefined('sk-product-card').then(() => {
      win.definedAt = performance.now();
    });
    // In each frame (before its paint), the box of every page picture, null while not rendered.
    const tick = () => {
      const pictures = document.querySelectorAll('sk-product-card > img[slot="image"]');
      if (pictures.length > 0)
        frames.push({
          defined: Boolean(customElements.get('sk-product-card')),
          boxes: [...pictures].map((picture) => {
            if (picture.getClientRects().length === 0) return null;
            const box = picture.getBoundingClientRect();
            return [box.x, box.y, box.width, box.height];
          }),
        });
      if (frames.length < 10_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Makes every card of the page a list card (`variant="list"`) as the parser inserts it. */
const listCards = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.localName === 'sk-product-card')
            node.setAttribute('variant', 'list');
    }).observe(document, { childList: true, subtree: true });
  });

/** The boxes of the page's pictures, in document order. */
const pictureBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('sk-product-card > img[slot="image"]')].map((picture) => {
      const box = picture.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height] as Box;
    }),
  );

const near = (a: readonly number[] | null | undefined, b: readonly number[] | null | undefined) =>
  Boolean(a && b && a.length === b.length && a.every((value, i) => Math.abs(value - b[i]!) <= 0.5));

for (const variant of ['grid', 'list'] as const) {
  describe(`a ${variant} card holding the page's own picture (<img slot="image">)`, () => {
    it('paints it before any widget code, at its final size and place, and keeps showing that very element', async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const requested: string[] = [];
      page.on('request', (request) => {
        const image = /\/media\/products\/(prd_\d+)\.svg$/.exec(request.url());
        if (image?.[1]) requested.push(image[1]);
      });
      if (variant === 'list') await listCards(page);
      await record(page);
      // The widget code held back until the page's pictures have painted.
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/widgets\/storefront-kit\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${inject('embedUrl')}/dealer.html?pictures=${WITH_PICTURE.join(',')}`, {
        waitUntil: 'commit',
      });
      await page.waitForFunction(
        () =>
          document.readyState !== 'loading' &&
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
            (link) => link.sheet !== null,
          ) &&
          [...document.querySelectorAll<HTMLImageElement>('img[slot="image"]')].every(
            (picture) => picture.complete && picture.naturalWidth > 0,
          ),
        undefined,
        { timeout: 20_000 },
      );
      // Two frames more: painted.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      // (a) Before any widget code: each picture shown, at a card's width, square in a grid.
      await expect(page.evaluate(() => customElements.get('sk-product-card'))).resolves.toBe(
        undefined,
      );
      const early = await pictureBoxes(page);
      expect(early).toHaveLength(2);
      for (const [, , width, height] of early) {
        expect(width).toBeGreaterThan(150);
        if (variant === 'grid') expect(height).toBe(width);
      }
      await expect(
        page.evaluate(() =>
          [...document.querySelectorAll('img[slot="image"]')].map((picture) =>
            picture.checkVisibility(),
          ),
        ),
      ).resolves.toEqual([true, true]);
      // Marked, to find the same nodes in the rendered cards.
      await page.evaluate(() => {
        for (const picture of document.querySelectorAll('img[slot="image"]'))
          Object.assign(picture, { pagePicture: true });
      });
      release();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('sk-product-card')].every((card) =>
            card.shadowRoot?.querySelector('[part~="name"]'),
          ) &&
          [...document.querySelectorAll('sk-product-card')].every((card) =>
            [...(card.shadowRoot?.querySelectorAll('img') ?? [])].every(
              (image) => image.getClientRects().length === 0 || image.complete,
            ),
          ),
        undefined,
        { timeout: 20_000 },
      );
      // Late paints (the card's render) have reported their LCP entries.
      await page.waitForTimeout(500);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );

      // (b) The card shows the page's very element in its media box, where a card without one
      // shows its own image; nothing else of the card is a rendered picture, nor asked for.
      const shown = await page.evaluate(
        ({ withPicture, without }) => {
          const relative = (box: DOMRect, card: DOMRect) => [
            box.x - card.x,
            box.y - card.y,
            box.width,
            box.height,
          ];
          const reference = document.querySelector(`sk-product-card[product-id="${without}"]`);
          const referenceImage = reference?.shadowRoot?.querySelector('[part~="media"] img');
          return {
            reference:
              reference && referenceImage?.checkVisibility()
                ? relative(
                    referenceImage.getBoundingClientRect(),
                    reference.getBoundingClientRect(),
                  )
                : null,
            cards: withPicture.map((id) => {
              const card = document.querySelector(`sk-product-card[product-id="${id}"]`);
              const media = card?.shadowRoot?.querySelector('[part~="media"]');
              const slotted = [...(media?.querySelectorAll('slot') ?? [])].flatMap((slot) =>
                slot.assignedElements(),
              );
              const picture = card?.querySelector('img[slot="image"]');
              return {
                marked: slotted.map(
                  (element) => (element as unknown as { pagePicture?: boolean }).pagePicture,
                ),
                visible: Boolean(picture?.checkVisibility()),
                box:
                  card && picture
                    ? relative(picture.getBoundingClientRect(), card.getBoundingClientRect())
                    : null,
                mediaBox:
                  card && media
                    ? relative(media.getBoundingClientRect(), card.getBoundingClientRect())
                    : null,
                ownImagesRendered: [...(card?.shadowRoot?.querySelectorAll('img') ?? [])].filter(
                  (image) => image.getClientRects().length > 0,
                ).length,
                // The card's own image, kept for a page that takes its picture away: the same
                // URL, lazy (it loads only if shown) and without priority.
                own: [...(card?.shadowRoot?.querySelectorAll('img') ?? [])].map(
                  (image) =>
                    `${image.src === (picture as HTMLImageElement | null)?.src} ${image.loading} ${image.getAttribute('fetchpriority')}`,
                ),
              };
            }),
          };
        },
        { withPicture: WITH_PICTURE, without: WITHOUT },
      );
      expect(shown.reference).not.toBeNull();
      for (const card of shown.cards) {
        expect(card.marked).toEqual([true]);
        expect(card.visible).toBe(true);
        expect(card.ownImagesRendered).toBe(0);
        expect(card.own).toEqual(['true lazy null']);
        expect(near(card.box, shown.reference), `${card.box} ≈ ${shown.reference}`).toBe(true);
        expect(near(card.box, card.mediaBox), `${card.box} ≈ ${card.mediaBox}`).toBe(true);
      }
      // Each picture asked for once: the page's, and the card's own image of the third card.
      expect(requested.sort()).toEqual([...WITH_PICTURE, WITHOUT]);

      // (a) again: the rendered card shows each picture where it painted first, and so did every
      // frame in between (no frame without it, none with it elsewhere).
      const late = await pictureBoxes(page);
      for (const [i, box] of late.entries())
        expect(near(box, early[i]), `${box} ≈ ${early[i]}`).toBe(true);
      const frames = await page.evaluate(
        () => (window as unknown as { frames: { defined: boolean; boxes: number[][] }[] }).frames,
      );
      const first = frames.findIndex((frame) => frame.boxes.every(Boolean));
      expect(first).toBeGreaterThanOrEqual(0);
      expect(frames[first]?.defined).toBe(false);
      expect(frames.at(-1)?.defined).toBe(true);
      const moved = frames
        .slice(first)
        .filter((frame) => !frame.boxes.every((box, i) => near(box, early[i])));
      expect(moved).toEqual([]);

      // (c) Grid cards: the page's largest paint is a page picture, and stays it: the card's
      // render adds no larger candidate, and the picture that was the LCP is still shown.
      if (variant === 'grid') {
        const lcp = await page.evaluate(() => {
          const win = window as unknown as {
            lcp: { startTime: number; size: number; element: Element | null }[];
            definedAt: number;
          };
          return {
            entries: win.lcp.map((entry) => ({
              startTime: entry.startTime,
              size: entry.size,
              element: entry.element?.localName,
              pagePicture: Boolean(
                (entry.element as unknown as { pagePicture?: boolean } | null)?.pagePicture,
              ),
            })),
            lastShown: Boolean(win.lcp.at(-1)?.element?.checkVisibility()),
            definedAt: win.definedAt,
          };
        });
        expect(lcp.definedAt).toBeGreaterThan(0);
        expect(lcp.entries.at(-1)).toMatchObject({ element: 'img', pagePicture: true });
        expect(lcp.entries.filter((entry) => entry.startTime >= lcp.definedAt)).toEqual([]);
        expect(lcp.lastShown).toBe(true);
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  });
}

/** Computed properties of the page's pictures that no host page rule may change. */
const PICTURE_PROPERTIES = [
  'display',
  'position',
  'float',
  'box-sizing',
  'font-size',
  'aspect-ratio',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  ...BOX_EDGES,
  'object-fit',
  'object-position',
  'transform',
  'translate',
  'rotate',
  'scale',
  'visibility',
  'opacity',
] as const;

/** Rules a dealer's page may have for its own pictures, every one of them important. */
const HOSTILE_PICTURE_RULES = `
img { display: inline !important; position: absolute !important; float: right !important;
  box-sizing: content-box !important; font-size: 60px !important; aspect-ratio: 3 / 1 !important;
  width: 20px !important; height: 20px !important; min-width: 30px !important; max-width: 50% !important;
  max-height: 10px !important; margin: 7px !important; padding: 0 !important;
  border: 5px solid red !important; border-radius: 50% !important; object-fit: cover !important;
  object-position: left top !important; transform: rotate(10deg) !important; scale: 2 !important;
  visibility: hidden !important; opacity: 0.2 !important; }
[hidden] { display: block !important; }
* { box-sizing: content-box; }
`;

describe("the page's picture under a hostile page's rules", () => {
  it('keeps the box, and the computed box, it has on a plain page', async () => {
    const rows: string[][] = [];
    for (const path of ['/hostile.html', '/plain.html']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${inject('embedUrl')}${path}?pictures=1`);
      if (path === '/hostile.html') await page.addStyleTag({ content: HOSTILE_PICTURE_RULES });
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('sk-product-card')].every((card) =>
            card.shadowRoot?.querySelector('[part~="name"]'),
          ) &&
          [...document.querySelectorAll<HTMLImageElement>('img[slot="image"]')].every(
            (picture) => picture.complete,
          ),
        undefined,
        { timeout: 20_000 },
      );
      rows.push(
        await page.evaluate((properties) => {
          const round = (value: number) => Math.round(value * 4) / 4;
          return [...document.querySelectorAll('sk-product-card')].flatMap((card) => {
            const picture = card.querySelector('img[slot="image"]');
            const media = card.shadowRoot?.querySelector('[part~="media"]');
            if (!picture || !media) return [`${card.getAttribute('product-id')}: none`];
            const box = picture.getBoundingClientRect();
            const mediaBox = media.getBoundingClientRect();
            const cardBox = card.getBoundingClientRect();
            const style = getComputedStyle(picture);
            return [
              `${card.getAttribute('product-id')}: shown ${picture.checkVisibility()}`,
              `in its media box: ${[box.x - mediaBox.x, box.y - mediaBox.y, box.width - mediaBox.width, box.height - mediaBox.height].map(round)}`,
              `media box in the card: ${[mediaBox.x - cardBox.x, mediaBox.y - cardBox.y, cardBox.width - mediaBox.width, mediaBox.width - mediaBox.height].map(round)}`,
              ...properties.map((property) => `${property}: ${style.getPropertyValue(property)}`),
            ];
          });
        }, PICTURE_PROPERTIES),
      );
      // The rules do reach the page's own pictures: a picture outside a card takes them.
      if (path === '/hostile.html')
        await expect(
          page.evaluate(() => {
            const outside = document.body.appendChild(document.createElement('img'));
            return getComputedStyle(outside).borderTopWidth;
          }),
        ).resolves.toBe('5px');
      expect(errors).toEqual([]);
      await page.close();
    }
    const [hostile, plain] = rows;
    // On the plain page: each card's picture shown, filling its media box, inside the border.
    for (const id of ['prd_000001', 'prd_000002', 'prd_000003']) {
      expect(plain).toContain(`${id}: shown true`);
    }
    expect(plain?.filter((row) => row.startsWith('in its media box'))).toEqual(
      Array(3).fill('in its media box: 0,0,0,0'),
    );
    expect(plain?.filter((row) => row.startsWith('media box in the card'))).toEqual(
      Array(3).fill('media box in the card: 1,1,2,0'),
    );
    expect(hostile).toEqual(plain);
  });
});
