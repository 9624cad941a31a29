import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The most common dealer page: a header with the search box, the sign-in button and the cart
// button, no product cards. Page, widget files (a CDN) and API on three origins. What it downloads before the
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
/** The forms' file: the checkout's address fields list the GST states. */
const GST_STATES = /Arunachal Pradesh/;

describe('a dealer header (search box, sign-in and cart buttons) from the script tag', () => {
  it('shows them without downloading the API layer, the transport or the forms, which come on use', async () => {
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
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 20_000 });

    const bodies = async (urls: readonly string[]) =>
      Promise.all(urls.map(async (src) => ({ src, code: await (await fetch(src)).text() })));
    const before = await bodies([...scripts]);
    // The loader, the three widgets' entries and what they share, nothing of the API layer,
    // and nothing of the sign-in form or the checkout's (the GST states' table): the modal's.
    expect(before.length).toBeGreaterThanOrEqual(5);
    expect(before.filter(({ code }) => ZOD.test(code)).map(({ src }) => src)).toEqual([]);
    expect(before.filter(({ code }) => KY.test(code)).map(({ src }) => src)).toEqual([]);
    expect(before.filter(({ code }) => GST_STATES.test(code)).map(({ src }) => src)).toEqual([]);

    // The first search brings them, and answers.
    await input.click();
    await input.pressSequentially('relay', { delay: 20 });
    await page.getByRole('option').first().waitFor({ timeout: 10_000 });
    const searched = await bodies(scripts.slice(before.length));
    expect(searched.some(({ code }) => ZOD.test(code))).toBe(true);
    expect(searched.some(({ code }) => KY.test(code))).toBe(true);
    expect(searched.some(({ code }) => GST_STATES.test(code))).toBe(false);

    // Sign In opens the modal, whose form brings the forms' file.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').getByLabel(/email/i).first().waitFor({ timeout: 10_000 });
    const opened = await bodies(scripts.slice(before.length + searched.length));
    expect(opened.some(({ code }) => GST_STATES.test(code))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
