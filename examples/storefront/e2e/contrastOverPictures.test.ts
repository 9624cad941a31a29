import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DESKTOP, launchChromium, loadAxe, loadPictures, openSite, settle } from './site';

// WCAG 1.4.3 for the text axe-core cannot decide (issue 23 item 9): text over a picture, a
// gradient or anything else axe cannot reduce to one background colour is left "incomplete"
// (needs review) by axe's `color-contrast` rule. This test decides those nodes on the rendered
// pixels: it hides the text, photographs what is behind it and measures the text's colour
// against the worst of those pixels.

/** Stands for the first product's page in a list of paths (its id is read from the API). */
const PRODUCT = 'a product';

/** Where and at what size the text is decided. */
interface View {
  readonly name: string;
  readonly options: BrowserContextOptions;
  readonly paths: readonly string[];
  /** The banner's words lie over its art (on phones they sit under it, on the slide's ground). */
  readonly wordsOverArt: boolean;
}

/**
 * The desktop and a phone 390 CSS px wide (touch, no hover) on the routes with text over
 * pictures or gradients (the banner, the awards band, the page heroes) and the catalogue; and a
 * tablet at 800 px, where the banner's words take half a narrower slide, on the home page.
 */
const VIEWS: readonly View[] = [
  {
    name: '1280',
    options: { viewport: DESKTOP },
    paths: ['/', '/products', PRODUCT, '/about', '/deals'],
    wordsOverArt: true,
  },
  {
    name: '390',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    paths: ['/', '/products', PRODUCT, '/about', '/deals'],
    wordsOverArt: false,
  },
  {
    name: '800',
    options: { viewport: { width: 800, height: 900 } },
    paths: ['/'],
    wordsOverArt: true,
  },
];

/** Normal text needs 4.5:1; large text (24 px, or 18.66 px = 14 pt bold) 3:1. */
const NORMAL = 4.5;
const LARGE = 3;

/**
 * The worst 2% of the background pixels under a text are ignored as antialiasing noise: the
 * antialiased edges of the pictures and their shapes, rounded corners and the 1 px seams where
 * a text box meets something else are single pixels no reader sees as the text's ground. Any
 * real patch of low contrast (a bright part of a picture behind a word) is far more than 2% of
 * the text's boxes and still decides the result. (It also lets pass something opaque covering
 * under 2% of them: at 1280 px the banner's previous arrow covered the headline's first
 * letter by 5 px, found at 800 px, where it covered more, and fixed in Home.css.)
 */
const NOISE = 0.02;

let browser: Browser;
let productPath: string;
beforeAll(async () => {
  browser = await launchChromium();
  const list = await api<{ data: { _id: string }[] }>('/products/web/list/?per_page=1');
  productPath = `/products/details/x/${list.data[0]!._id}`;
});
afterAll(() => browser?.close());

interface AxeNode {
  target: string[];
  any: { id: string; data?: { messageKey?: string } | null }[];
}

/** The nodes axe's `color-contrast` rule leaves for review, within `context`. */
async function undecided(page: Page, context: string): Promise<{ target: string; why: string }[]> {
  await loadAxe(page);
  const nodes = await page.evaluate(async (within) => {
    const { axe } = window as unknown as {
      axe: {
        run(context: string, options: object): Promise<{ incomplete: { nodes: AxeNode[] }[] }>;
      };
    };
    const result = await axe.run(within, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['incomplete'],
    });
    return result.incomplete.flatMap((rule) => rule.nodes);
  }, context);
  return nodes.map((node) => ({
    target: node.target.join(' '),
    why: node.any.map((check) => check.data?.messageKey ?? check.id).join(','),
  }));
}

/** One node decided on its pixels. */
interface Decision {
  target: string;
  /** The banner slide the text is on ('2 of 5'), if any. */
  slide: string | null;
  text: string;
  color: string;
  large: boolean;
  pixels: number;
  ratio: number;
  worst: string;
}

/** The text's style and the boxes of its own text, in viewport pixels. */
interface TextBoxes {
  text: string;
  slide: string | null;
  color: [number, number, number, number];
  colorText: string;
  large: boolean;
  rects: { x: number; y: number; width: number; height: number }[];
}

/** Probe style: the marked element's text (and its descendants') drawn in no colour at all. */
const HIDE_TEXT = `[data-contrast-probe], [data-contrast-probe] * {
  color: transparent !important; -webkit-text-fill-color: transparent !important;
  text-shadow: none !important; text-decoration-color: transparent !important;
  caret-color: transparent !important; transition: none !important; }`;

/**
 * Decides one node: brings it into view, reads its text colour and size and the boxes of its
 * own text nodes (a Range over each), hides the text, photographs the union of those boxes,
 * restores the text, and measures the text colour against every pixel of the photograph
 * inside the boxes (decoded in the page: an `Image` drawn on a canvas).
 */
async function decide(page: Page, target: string): Promise<Decision | null> {
  const boxes = await page.evaluate((selector): TextBoxes | null => {
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) return null;
    element.scrollIntoView({ block: 'center', inline: 'nearest' });
    const style = getComputedStyle(element);
    // The text colour in sRGB and its alpha, whatever syntax it was given in: painted on a
    // pixel of a canvas and read back.
    const swatch = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    });
    if (!swatch) throw new Error('no 2d canvas');
    swatch.fillStyle = style.color;
    swatch.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, alpha = 255] = swatch.getImageData(0, 0, 1, 1).data;
    const a = alpha / 255;
    const size = Number.parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    // axe's rule reads an element's own text nodes; an element with none (its text is in
    // inline children of the same style) is read whole.
    const own = [...element.childNodes].filter(
      (node): node is Text => node.nodeType === Node.TEXT_NODE && !!node.textContent?.trim(),
    );
    const texts = own.length
      ? own
      : (() => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const all: Text[] = [];
          for (let n = walker.nextNode(); n; n = walker.nextNode())
            if (n.textContent?.trim()) all.push(n as Text);
          return all;
        })();
    // What clips the element (an overflow other than visible) and the viewport bound its text.
    let clip = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    for (let up = element.parentElement; up; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const box = up.getBoundingClientRect();
      clip = {
        left: Math.max(clip.left, box.left),
        top: Math.max(clip.top, box.top),
        right: Math.min(clip.right, box.right),
        bottom: Math.min(clip.bottom, box.bottom),
      };
    }
    const rects = texts.flatMap((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].flatMap((rect) => {
        const left = Math.max(rect.left, clip.left);
        const top = Math.max(rect.top, clip.top);
        const right = Math.min(rect.right, clip.right);
        const bottom = Math.min(rect.bottom, clip.bottom);
        return right - left >= 1 && bottom - top >= 1
          ? [{ x: left, y: top, width: right - left, height: bottom - top }]
          : [];
      });
    });
    const colorText = style.color;
    element.setAttribute('data-contrast-probe', '');
    return {
      slide: element.closest('.home-slide')?.getAttribute('aria-label') ?? null,
      text: texts
        .map((t) => t.textContent)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80),
      color: [r, g, b, a],
      colorText,
      large: size >= 24 || (size >= 18.66 && bold),
      rects,
    };
  }, target);
  if (!boxes) return null;
  try {
    if (!boxes.rects.length) return null;
    const left = Math.floor(Math.min(...boxes.rects.map((r) => r.x)));
    const top = Math.floor(Math.min(...boxes.rects.map((r) => r.y)));
    const right = Math.ceil(Math.max(...boxes.rects.map((r) => r.x + r.width)));
    const bottom = Math.ceil(Math.max(...boxes.rects.map((r) => r.y + r.height)));
    const clip = { x: left, y: top, width: right - left, height: bottom - top };
    // Two frames: the hidden text is painted before the photograph.
    await page.evaluate(
      () =>
        new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(0)))),
    );
    const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
    const measured = await page.evaluate(
      async ({ data, clip, rects, color, noise }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0);
        const { data: pixels } = context.getImageData(0, 0, canvas.width, canvas.height);
        const scale = canvas.width / clip.width;
        // WCAG 2.x relative luminance of an sRGB colour (channels 0-255).
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        const luminance = (r: number, g: number, b: number) =>
          0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        const [tr, tg, tb, ta] = color;
        const found: { ratio: number; bg: [number, number, number] }[] = [];
        const seen = new Set<number>();
        for (const rect of rects) {
          const x0 = Math.max(0, Math.floor((rect.x - clip.x) * scale));
          const y0 = Math.max(0, Math.floor((rect.y - clip.y) * scale));
          const x1 = Math.min(canvas.width, Math.ceil((rect.x + rect.width - clip.x) * scale));
          const y1 = Math.min(canvas.height, Math.ceil((rect.y + rect.height - clip.y) * scale));
          for (let y = y0; y < y1; y++) {
            for (let x = x0; x < x1; x++) {
              const at = y * canvas.width + x;
              if (seen.has(at)) continue;
              seen.add(at);
              const r = pixels[at * 4]!;
              const g = pixels[at * 4 + 1]!;
              const b = pixels[at * 4 + 2]!;
              // A translucent text colour is seen blended over its ground.
              const fg = luminance(
                ta * tr + (1 - ta) * r,
                ta * tg + (1 - ta) * g,
                ta * tb + (1 - ta) * b,
              );
              const bg = luminance(r, g, b);
              const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
              found.push({ ratio, bg: [r, g, b] });
            }
          }
        }
        found.sort((a, b) => a.ratio - b.ratio);
        const worst = found[Math.floor(found.length * noise)];
        return worst
          ? { pixels: found.length, ratio: worst.ratio, worst: `rgb(${worst.bg.join(', ')})` }
          : null;
      },
      {
        data: png.toString('base64'),
        clip,
        rects: boxes.rects,
        color: boxes.color,
        noise: NOISE,
      },
    );
    if (!measured) return null;
    return {
      target,
      slide: boxes.slide,
      text: boxes.text,
      color: boxes.colorText,
      large: boxes.large,
      ...measured,
    };
  } finally {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('[data-contrast-probe]'))
        element.removeAttribute('data-contrast-probe');
    });
  }
}

/**
 * axe's reasons for leaving a node that are not about its background: text made only of
 * symbol or icon characters (axe's `nonBmp`: the rating stars ★ ☆) or of one character is a
 * symbol, judged as a graphic (1.4.11 non-text contrast), not as text over a picture; those
 * are counted and logged, not measured. Every other reason (a background image, a gradient, a
 * picture or a pseudo-element under the text, an overlap...) is decided here.
 */
const NOT_TEXT = new Set(['nonBmp', 'shortTextContent']);

/** Decides the nodes axe leaves for review within `context` (glyphs aside). */
async function decideAll(
  page: Page,
  context: string,
  label: string,
  undecidable: string[],
  glyphs: string[],
): Promise<Decision[]> {
  const decisions: Decision[] = [];
  for (const node of await undecided(page, context)) {
    if (node.why.split(',').every((why) => NOT_TEXT.has(why))) {
      glyphs.push(node.target);
      continue;
    }
    const decision = await decide(page, node.target);
    if (decision) decisions.push(decision);
    else undecidable.push(`${label}: ${node.target} (${node.why}): no text box to measure`);
  }
  return decisions;
}

const threshold = (d: Decision) => (d.large ? LARGE : NORMAL);

const explain = (label: string, d: Decision) =>
  `${label}: ${d.target} "${d.text}" ${d.color} on ${d.worst}: ${d.ratio.toFixed(2)}:1 < ` +
  `${threshold(d)}:1 (${d.large ? 'large' : 'normal'} text, ${d.pixels} px measured)`;

/**
 * The banner: each slide has its own art. Held still (reduced motion: no autoplay), each slide
 * is brought in with its dot and its picture loaded; the first slide's words were decided with
 * the page, each other slide's are decided here.
 */
async function decideSlides(
  page: Page,
  view: View,
  label: string,
  decisions: Decision[],
  undecidable: string[],
  glyphs: string[],
): Promise<void> {
  const banner = page.locator('.home-banner');
  expect(await banner.getAttribute('data-state')).not.toBe('playing');
  const dots = banner.locator('.home-dots button');
  const slides = await dots.count();
  expect(slides, `${label}: banner slides`).toBeGreaterThan(1);
  for (let index = 0; index < slides; index++) {
    const name = `${index + 1} of ${slides}`;
    if (index > 0) await dots.nth(index).click();
    const slide = banner.locator('.home-slide[data-state="active"]');
    await expect.poll(() => slide.getAttribute('aria-label')).toBe(name);
    await loadPictures(page);
    // The art is really there under the words (a failed picture would measure the ground).
    expect(
      await slide.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
      `${label}: slide ${name}'s picture`,
    ).toBeGreaterThan(0);
    if (index > 0)
      decisions.push(
        ...(await decideAll(page, '.home-banner', `${label}, slide ${name}`, undecidable, glyphs)),
      );
    // Words over the art are among the nodes axe leaves: each slide's are decided here.
    if (view.wordsOverArt)
      expect(
        decisions.filter((d) => d.slide === name).length,
        `${label}: the words of slide ${name} decided`,
      ).toBeGreaterThan(0);
  }
}

describe('1.4.3: contrast of text over pictures', () => {
  for (const view of VIEWS) {
    it(`reaches 4.5:1 (large text 3:1) on the pixels axe leaves for review, at ${view.name} px`, async () => {
      const failures: string[] = [];
      const undecidable: string[] = [];
      const decided: Record<string, string> = {};
      let total = 0;
      for (const route of view.paths) {
        const path = route === PRODUCT ? productPath : route;
        const { page, errors, close } = await openSite(browser, path, {
          ...view.options,
          reducedMotion: 'reduce',
        });
        await page.addStyleTag({ content: HIDE_TEXT });
        await settle(page);
        const label = `${path} at ${view.name} px`;
        const glyphs: string[] = [];
        const decisions = await decideAll(page, 'body', label, undecidable, glyphs);
        if (path === '/') await decideSlides(page, view, label, decisions, undecidable, glyphs);
        for (const d of decisions) if (d.ratio < threshold(d)) failures.push(explain(label, d));
        const lowest = Math.min(...decisions.map((d) => d.ratio));
        decided[path] =
          `${decisions.length}${decisions.length ? ` (lowest ${lowest.toFixed(2)}:1)` : ''}` +
          (glyphs.length ? `; ${glyphs.length} lone glyphs left to 1.4.11` : '');
        total += decisions.length;
        expect(errors, label).toEqual([]);
        await close();
      }
      console.log(`1.4.3 at ${view.name} px, nodes decided on their pixels:`, decided);
      // The test decides something: it cannot pass by finding nothing to measure.
      expect(total).toBeGreaterThan(0);
      expect(undecidable).toEqual([]);
      expect(failures).toEqual([]);
    }, 240_000);
  }
});
