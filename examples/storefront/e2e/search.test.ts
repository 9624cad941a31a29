import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchChromium, MOBILE, openSite, screenshot } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('the header search', () => {
  it('suggests products as you type; the keyboard picks one and opens its page', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.click();
    await input.pressSequentially('relay', { delay: 30 });
    const options = page.getByRole('option');
    await options.first().waitFor();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(8); // desktop
    await expect(options.first().textContent()).resolves.toMatch(/relay/i);
    await expect(options.first().textContent()).resolves.toMatch(/\d+% match/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'search-suggestions');

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const active = page.locator('[role="option"][aria-selected="true"]');
    await expect(active.getAttribute('id')).resolves.toBe(
      await input.getAttribute('aria-activedescendant'),
    );
    const chosen = (await active.locator('span span').first().textContent()) ?? '';
    expect(chosen).not.toBe('');
    await input.press('Enter');
    await page.waitForURL(/\/products\/details\/[a-z0-9-]+\/prd_\d+$/);
    await page.getByRole('heading', { level: 1, name: chosen, exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('submits a query to /search, and Search anyway for a query without suggestions', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.fill('relay');
    await input.press('Enter');
    await page.waitForURL(`${inject('siteUrl')}/search?q=relay`);
    await page.getByRole('heading', { level: 1, name: 'Search results for "relay"' }).waitFor();
    await page.locator('main article').first().waitFor();
    await expect(page.getByText(/^\d+ products$/).textContent()).resolves.not.toBe('0 products');
    await page.waitForFunction(
      () => document.title === 'Search results for "relay" | Storefront Automation',
    );
    expect(await axeViolations(page)).toEqual([]);

    await input.fill('');
    await input.pressSequentially('zzqx', { delay: 30 });
    await page.getByText('No results found for "zzqx"').waitFor();
    await page.getByRole('button', { name: 'Search anyway' }).click();
    await page.waitForURL(`${inject('siteUrl')}/search?q=zzqx`);
    await page.getByText('No products found matching your search criteria.').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('on a phone: popular searches in the empty box, at most 6 suggestions', async () => {
    const { page, errors, close } = await openSite(browser, '/', { viewport: MOBILE });
    const input = page.getByRole('combobox', { name: 'Search products' });
    await input.click();
    await page.getByText('Popular Searches').waitFor();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual([
      'Sensors',
      'Switches',
      'Relays',
      'PLC',
      'HMI',
      'Servo Drives',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await input.pressSequentially('sensor', { delay: 30 });
    await page
      .getByRole('option')
      .filter({ hasText: /% match/ })
      .first()
      .waitFor();
    await expect(page.getByRole('option').count()).resolves.toBeLessThanOrEqual(6);
    await screenshot(page, 'search-suggestions');
    expect(errors).toEqual([]);
    await close();
  });
});
