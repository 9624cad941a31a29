import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the script tag on a distributor page (another origin than the API)', () => {
  it('boots once, exposes StorefrontKit, and survives a second copy of the tag', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${inject('embedUrl')}/`);
    await page.waitForFunction(() => Boolean(window.StorefrontKit));
    const version = await page.evaluate(() => window.StorefrontKit?.version);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    // A second copy of the tag (a CMS block pasted twice) changes nothing.
    await page
      .evaluate(
        (src) => {
          const first = window.StorefrontKit;
          const again = document.createElement('script');
          again.src = src;
          again.dataset.api = 'https://elsewhere.example/api/v1';
          document.body.append(again);
          return new Promise<boolean>((resolve) => {
            again.onload = () => resolve(window.StorefrontKit === first);
          });
        },
        `${inject('embedUrl')}/widgets/storefront-kit.js`,
      )
      .then((same) => expect(same).toBe(true));
    expect(errors).toEqual([]);
    await page.close();
  });
});
