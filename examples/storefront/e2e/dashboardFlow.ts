/**
 * Helpers shared by the dashboard suites (dashboard, orders, support, account): one Chromium
 * per file, the seeded demo customer, the session token, API calls as a customer, settled axe
 * checks and the site's rupee format.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { axeViolations, launchChromium } from './site';

export { apiAs, tokenOf } from './site';

/** The seeded demo customer. */
export const DEMO = {
  login: 'demo@storefront-kit.dev',
  password: 'Demo@12345',
  name: 'Asha Verma',
} as const;

/** Launches Chromium before the file's tests and closes it after; call at the top level. */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('Chromium is not running yet');
    return browser;
  };
}

/** axe's findings once the opening animations (dialogs, skeleton fades) are over. */
export async function settledViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  return axeViolations(page);
}

/** An amount as the site shows it (₹1,234.50). */
export const rupees = (value: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(value);
