import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DESKTOP, launchChromium, siteUrl } from './site';

// Issue 23 item 1, a stable first paint: every part the server renders arrives with its styles
// in the first response, and the page is as tall at its first paint as once everything loaded.

let browser: Browser;
/** The four pages of the goal: home, the listing, a product, a search. */
let pages: { label: string; path: string; controls?: boolean }[] = [];
beforeAll(async () => {
  browser = await launchChromium();
  const answer = await api<{ data: { id: string }[] }>('/products/web/list/?page_no=1&per_page=1');
  const product = answer.data[0];
  if (!product) throw new Error('The seed has no product');
  pages = [
    { label: 'home', path: '/' },
    { label: 'listing', path: '/products', controls: true },
    { label: 'product', path: `/products/details/x/${product.id}` },
    { label: 'search', path: '/search?q=relay', controls: true },
  ];
  // First requests of each page, so the server's first-render costs (loading its chunks, cold
  // queries) are not the measured load's: a render over its time limit (3 s, on a busy machine)
  // sends the unrendered page, so up to three; the last must be rendered on the server.
  for (const { path } of pages) {
    let html = '';
    for (let attempt = 0; attempt < 3 && !html.includes('data-server-rendered'); attempt += 1) {
      const response = await fetch(`${site()}${path}`, { headers: { accept: 'text/html' } });
      html = await response.text();
    }
    expect(html, path).toContain('<div id="root" data-server-rendered>');
  }
});
afterAll(() => browser?.close());

/** The phone the goal names (an iPhone 12 to 15's CSS width). */
const PHONE = { width: 390, height: 844 } as const;
const VIEWPORTS = [
  ['1280', DESKTOP],
  ['390', PHONE],
] as const;

const site = () => siteUrl();

/** Once the page has hydrated (a script-less page never does), its requests have settled. */
async function settled(page: Page, hydrates = true): Promise<void> {
  if (hydrates) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  // A frame later: what the last responses rendered is laid out. (Without JavaScript no frame
  // callback runs: the page is laid out by the browser alone, synchronously on each query.)
  if (hydrates) {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
  }
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The parts of a page, each with its box in the document (not the viewport): the header, the
 * main part and each of its top-level parts and sections, the footer and its columns and lists.
 */
function parts(page: Page): Promise<{ name: string; box: Box }[]> {
  return page.evaluate(() => {
    const selectors = [
      '#root > header',
      'main',
      'main > *',
      'main section',
      'main article',
      '#root > footer',
      'footer .footer-columns > *',
      'footer ul',
      'footer .footer-bottom',
    ];
    const seen = new Set<Element>();
    const found: { name: string; box: Box }[] = [];
    for (const selector of selectors) {
      document.querySelectorAll(selector).forEach((element, index) => {
        if (seen.has(element)) return;
        seen.add(element);
        const rect = element.getBoundingClientRect();
        const label = element.id || element.getAttribute('aria-labelledby') || element.className;
        found.push({
          name: `${selector} #${index} <${element.tagName.toLowerCase()} ${label}>`,
          box: {
            x: Math.round(rect.x + window.scrollX),
            y: Math.round(rect.y + window.scrollY),
            width: Math.round(rect.width),
            height: Math.round(rect.height),
          },
        });
      });
    }
    return found;
  });
}

/** The footer's lists and links as styled: bullets, colours, underlines. */
function footerStyles(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`No ${selector}`);
      return getComputedStyle(element);
    };
    const lists = [...document.querySelectorAll('footer ul')].map(
      (list) => getComputedStyle(list).listStyleType,
    );
    const link = style('footer .footer-links a');
    return {
      lists,
      listPadding: style('footer ul').paddingLeft,
      linkColor: link.color,
      linkDecoration: link.textDecorationLine,
      background: style('#root > footer').backgroundColor,
      columns: style('footer .footer-columns').display,
    };
  });
}

describe('a stable first paint', () => {
  for (const [width, viewport] of VIEWPORTS) {
    it(`without JavaScript, the footer and every server-rendered part are styled and laid out as with it, at ${width} px`, async () => {
      // Reduced motion: the carousels stay on their first slide (they turn every 5-6 s, and a
      // banner's slides differ in height on a phone), so both pages show the same slides.
      const withScripts = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      const withoutScripts = await browser.newContext({
        viewport,
        reducedMotion: 'reduce',
        javaScriptEnabled: false,
      });
      try {
        for (const { label, path, controls } of pages) {
          const live = await withScripts.newPage();
          await live.goto(`${site()}${path}`);
          await settled(live);
          const plain = await withoutScripts.newPage();
          await plain.goto(`${site()}${path}`);
          await settled(plain, false);
          await expect(plain.locator('#root[data-server-rendered]').count()).resolves.toBe(1);

          // The design's footer: no bullets, light links without underlines on the dark strip.
          const styles = await footerStyles(plain);
          expect(styles, label).toEqual({
            lists: styles.lists.map(() => 'none'),
            listPadding: '0px',
            linkColor: 'rgb(226, 232, 240)',
            linkDecoration: 'none',
            background: 'rgb(11, 23, 54)',
            columns: 'grid',
          });
          expect(styles.lists.length, label).toBe(3);
          expect(await footerStyles(live), label).toEqual(styles);

          // Every part where it is with the scripts, as large. (The listing and the search
          // results page and filter through links and a GET form without JavaScript, with a
          // 'Load More' and a 'Filters' button with it (issue 23 item 5): their main part differs
          // in height by design, so there the cards, header and footer are compared by size.)
          const comparable = (part: { name: string }) =>
            !controls || /^(#root > header|main article|#root > footer|footer )/.test(part.name);
          const expected = (await parts(live)).filter(comparable);
          const actual = (await parts(plain)).filter(comparable);
          expect(
            actual.map((part) => part.name),
            label,
          ).toEqual(expected.map((part) => part.name));
          expect(expected.length, label).toBeGreaterThan(8);
          const keys = controls
            ? (['width', 'height'] as const)
            : (['x', 'y', 'width', 'height'] as const);
          // Every box within a pixel of the scripted page's (listed, to say all that moved).
          const moved = actual.flatMap((part, index) => {
            const want = expected[index]?.box;
            const off = keys.some((key) => !want || Math.abs(part.box[key] - want[key]) > 1);
            return off
              ? [`${part.name} ${JSON.stringify(part.box)} vs ${JSON.stringify(want)}`]
              : [];
          });
          expect(moved, label).toEqual([]);
          await live.close();
          await plain.close();
        }
      } finally {
        await withScripts.close();
        await withoutScripts.close();
      }
    }, 240_000);
  }

  for (const [width, viewport] of VIEWPORTS) {
    it(`is as tall at its first paint, the scripts held back, as once loaded (within 5 %), at ${width} px`, async () => {
      for (const { label, path } of pages) {
        const context = await browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          const release = await holdScripts(context);
          await page.goto(`${site()}${path}`, { waitUntil: 'domcontentloaded' });
          // Painted: two frames after the document and its stylesheets are in.
          await page.evaluate(
            () =>
              new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const first = await page.evaluate(() => ({
            height: document.documentElement.scrollHeight,
            rendered: document.querySelector('#root')?.hasAttribute('data-server-rendered'),
            hydrated: document.documentElement.hasAttribute('data-hydrated'),
          }));
          // The server's page, before any of its scripts ran.
          expect(first, label).toMatchObject({ rendered: true, hydrated: false });
          release();
          await settled(page);
          const final = await page.evaluate(() => document.documentElement.scrollHeight);
          expect(
            Math.abs(final - first.height) / final,
            `${label}: ${first.height} px at first paint, ${final} px loaded`,
          ).toBeLessThanOrEqual(0.05);
        } finally {
          await context.close();
        }
      }
    }, 240_000);
  }

  it('moves nothing while a page loads at 390 px: its layout shifts add up to 0', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      for (const { label, path } of pages) {
        const page = await context.newPage();
        await page.goto(`${site()}${path}`);
        await settled(page);
        // The banner turns every 5 s (a transform, not a layout shift): measured before it does.
        const shifts = await page.evaluate(
          () =>
            new Promise<{ value: number; sources: string[] }[]>((resolve) => {
              const found: { value: number; sources: string[] }[] = [];
              const describe = (node: Node | null) =>
                node instanceof Element
                  ? `<${node.tagName.toLowerCase()} class="${node.className}">`
                  : String(node?.nodeName);
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as unknown as LayoutShift[]) {
                  if (entry.hadRecentInput) continue;
                  found.push({
                    value: entry.value,
                    sources: entry.sources.map(
                      (source) =>
                        `${describe(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
                    ),
                  });
                }
              }).observe({ type: 'layout-shift', buffered: true });
              setTimeout(() => resolve(found), 200);
            }),
        );
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `${label}: ${JSON.stringify(shifts, null, 1)}`).toBe(0);
        await page.close();
      }
    } finally {
      await context.close();
    }
  }, 240_000);

  it('paints no half-parsed page: a page that arrives in two parts is first painted whole', async () => {
    // The network may deliver a page in parts, and a browser paints what it has parsed while it
    // waits for the rest: the header's contact links were painted with half their content, then
    // whole, and moved (a layout shift seen on a busy machine). Here every page pauses 600 ms in
    // the middle of its header; its first paint must come after the rest arrived, unshifted.
    const relay = await splitRelay(site(), 600);
    const context = await browser.newContext({ viewport: PHONE });
    try {
      for (const { label, path } of pages) {
        const page = await context.newPage();
        await page.goto(`${relay.url}${path}`, { waitUntil: 'load' });
        // The entries as the browser reports them (a paint's entry follows the frame's
        // presentation, later on a busy machine): the first paint, then the shifts until then.
        const painted = await page.evaluate(
          () =>
            new Promise<{ firstPaint: number; shifts: number }>((resolve) => {
              let shifts = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as unknown as LayoutShift[]) {
                  shifts += entry.value;
                }
              }).observe({ type: 'layout-shift', buffered: true });
              const done = (firstPaint: number) =>
                requestAnimationFrame(() => setTimeout(() => resolve({ firstPaint, shifts }), 50));
              const timeout = setTimeout(() => done(Number.NaN), 20_000);
              new PerformanceObserver((list, observer) => {
                const paint = list.getEntries().find((entry) => entry.name === 'first-paint');
                if (!paint) return;
                observer.disconnect();
                clearTimeout(timeout);
                done(performance.timeOrigin + paint.startTime);
              }).observe({ type: 'paint', buffered: true });
            }),
        );
        const rest = relay.restSentAt(path);
        expect(rest, `${label}: the relay split the page`).toBeGreaterThan(0);
        expect(painted.firstPaint, `${label}: painted before the rest arrived`).toBeGreaterThan(
          rest,
        );
        expect(painted.shifts, label).toBe(0);
        await page.close();
      }
    } finally {
      await context.close();
      await relay.close();
    }
  }, 120_000);
});

/**
 * A relay to the site that sends each page (an HTML answer) in two parts, `pauseMs` apart, split
 * inside the header's contact links; everything else passes through whole.
 */
async function splitRelay(
  upstream: string,
  pauseMs: number,
): Promise<{ url: string; restSentAt(path: string): number; close(): Promise<void> }> {
  const sentAt = new Map<string, number>();
  const server: Server = createServer(async (request, response) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'accept-encoding') {
          headers.set(name, value);
        }
      }
      const answer = await fetch(`${upstream}${request.url}`, {
        method: request.method,
        headers,
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
          out[name] = value;
        }
      });
      response.writeHead(answer.status, out);
      const html = (answer.headers.get('content-type') ?? '').startsWith('text/html');
      const text = html ? body.toString('utf8') : '';
      const links = text.indexOf('class="header-strip-links"');
      const split = links < 0 ? -1 : text.indexOf('</svg>', links);
      if (split < 0) {
        response.end(body);
        return;
      }
      const at = Buffer.byteLength(text.slice(0, split + '</svg>'.length));
      response.write(body.subarray(0, at));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      sentAt.set(request.url ?? '', Date.now());
      response.end(body.subarray(at));
    } catch (error) {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    restSentAt: (path) => sentAt.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Layout Instability API entries (not in TypeScript's DOM types yet). */
interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/**
 * Holds back every script of the build (`/assets/*.js`) that pages of `context` request, until
 * the function returned is called: the page as it is painted before its scripts.
 */
async function holdScripts(context: BrowserContext): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/assets/*.js', async (route: Route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}
