import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './chromium';

// The most common dealer page: a header with the search box and the cart button, no product
// cards. Page, widget files (a CDN) and API on three origins. What it downloads before the
// shopper searches must not hold the API layer (zod and the schemas) or the transport (ky):
// those come with the first query.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** zod's code, minified: every zod schema keeps its internals under `_zod`. */
const ZOD = /\._zod\b/;
/** ky's code: its request class throws errors named so. */
const KY = /HTTPError/;

describe('a dealer header (search box and cart button) from the script tag', () => {
  it('shows both without downloading the API layer or the transport, which the first search loads', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // examples/embed/header.html: the header and the tag, nothing else.
    const url = `${inject('embedUrl')}/header.html`;
    await page.goto(url);
    const input = page.getByRole('combobox');
    await input.waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: /cart/i }).waitFor({ timeout: 20_000 });

    const bodies = async (urls: readonly string[]) =>
      Promise.all(urls.map(async (src) => ({ src, code: await (await fetch(src)).text() })));
    const before = await bodies([...scripts]);
    // The loader, the two widgets' entries and what they share, nothing of the API layer.
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect(before.filter(({ code }) => ZOD.test(code)).map(({ src }) => src)).toEqual([]);
    expect(before.filter(({ code }) => KY.test(code)).map(({ src }) => src)).toEqual([]);

    // The first search brings them, and answers.
    await input.click();
    await input.pressSequentially('relay', { delay: 20 });
    await page.getByRole('option').first().waitFor({ timeout: 10_000 });
    const after = await bodies(scripts.slice(before.length));
    expect(after.some(({ code }) => ZOD.test(code))).toBe(true);
    expect(after.some(({ code }) => KY.test(code))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
