import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSite, siteUrl } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Holds back the chunks whose file names start with `name` until `release()` is called. */
async function holdChunk(page: Page, name: string): Promise<{ release(): void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/assets/${name}-*.js`, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return { release: () => release() };
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return { role: active?.getAttribute('role') ?? active?.tagName, value: active?.value };
  });

describe('the first paint before the deferred code (live search, mega menu)', () => {
  it('works as plain links and a plain search form until the code arrives', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    await holdChunk(page, 'LiveSearch');
    await holdChunk(page, 'MegaNav');
    await page.reload();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('relay');
    await search.press('Enter');
    await page.waitForURL(`${siteUrl()}/search?q=relay`);
    await page.getByRole('heading', { level: 1, name: 'Search results for "relay"' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Brands', exact: true })
      .click();
    await page.waitForURL(`${siteUrl()}/brands`);
    await page.getByRole('heading', { level: 1, name: 'Brands' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('hands what was typed, and the focus, over to the live search and the mega menu', async () => {
    const { page, errors, close } = await openSite(browser, '/');
    const liveSearch = await holdChunk(page, 'LiveSearch');
    const megaNav = await holdChunk(page, 'MegaNav');
    await page.reload();

    // Typed in the plain box: the live box takes the text and the focus, and suggests.
    const plain = page.getByRole('searchbox', { name: 'Search products' });
    await plain.click();
    await plain.pressSequentially('relay');
    liveSearch.release();
    const combobox = page.getByRole('combobox', { name: 'Search products' });
    await combobox.waitFor();
    await expect(combobox.inputValue()).resolves.toBe('relay');
    await expect(focused(page)).resolves.toEqual({ role: 'combobox', value: 'relay' });
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');

    // Focus on a plain nav link: the mega menu's trigger of that section gets it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Help Center' })
      .focus();
    megaNav.release();
    const help = page.getByRole('button', { name: 'Help Center' });
    await help.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Help Center');
    await page.keyboard.press('Enter');
    await expect(help.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await close();
  });
});
