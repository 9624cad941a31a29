import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

type Logged = { name: string; detail: unknown };

/**
 * Opens the distributor page, collecting page errors, the host events the widgets send, and the
 * script chunks the page downloads (to see the dialogs' code arrive only when opened).
 */
async function openPage(): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/widgets/')) scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    const log: { name: string; detail: unknown }[] = [];
    (window as unknown as { skEvents: typeof log }).skEvents = log;
    for (const name of ['sk:add-to-cart', 'sk:cart-change', 'sk:navigate']) {
      document.addEventListener(name, (event) => {
        log.push({ name, detail: (event as CustomEvent).detail });
        if (name === 'sk:navigate') event.preventDefault();
      });
    }
  });
  await page.goto(`${inject('embedUrl')}/`);
  return { page, errors, scripts };
}

const events = (page: Page) =>
  page.evaluate(() => (window as unknown as { skEvents: Logged[] }).skEvents);

/**
 * The focused element's text and part, looking through the widgets' open shadow roots. Poll it:
 * focus moves in effects, which preact runs after the next paint.
 */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return { text: active?.textContent?.trim(), part: active?.getAttribute('part') ?? null };
  });

describe('the quote modal and the quick view from the script tag, in Chromium', () => {
  it('asks for a quote from <sk-quote-button>: a real modal, validation, the server’s success', async () => {
    const { page, errors, scripts } = await openPage();
    const button = page.locator('sk-quote-button').getByRole('button', { name: 'Request a Quote' });
    await button.waitFor({ timeout: 10_000 });
    expect(scripts.some((path) => path.includes('QuoteModalWidget'))).toBe(false);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.waitFor({ timeout: 10_000 });
    expect(scripts.some((path) => path.includes('QuoteModalWidget'))).toBe(true);
    // showModal(): the top layer, the page behind inert; its sheets adopted into the shadow root.
    await expect(dialog.evaluate((element) => element.matches(':modal'))).resolves.toBe(true);
    const submit = dialog.getByRole('button', { name: 'Submit Request' });
    await expect(
      submit.evaluate((element) => getComputedStyle(element).backgroundColor),
    ).resolves.toBe('rgb(138, 28, 28)'); // the page's --sk-color-primary
    await dialog.getByText('Product ID: prd_000013').waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ part: 'quote-input' });

    // Escape (the browser's own) closes it; focus goes back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatchObject({ text: 'Request a Quote' });

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await submit.click();
    await dialog.getByText('Full name is required').waitFor();
    await dialog.getByText('Phone number is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Ravi Sharma');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ravi@sharma-automation.example');
    await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('+91 98100 12345');
    await dialog.getByRole('spinbutton', { name: 'Quantity' }).fill('6');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Delivery to Pune, please.');
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/quote-request/create'),
    );
    await submit.click();
    expect((await answer).status()).toBe(201);
    const status = dialog.getByRole('status');
    await expect(status.textContent()).resolves.toContain(
      'Quote request submitted successfully! Our team will contact you soon.',
    );
    await expect(status.textContent()).resolves.toContain('Quantity6');
    // It closes itself 3 s later, focus back on the button.
    await dialog.waitFor({ state: 'hidden', timeout: 6_000 });
    await expect.poll(() => focused(page)).toMatchObject({ text: 'Request a Quote' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a card’s quick view, adds two to the cart, and closes on Escape', async () => {
    const { page, errors, scripts } = await openPage();
    // The seed's third product is priced and in stock; the second is priced on request.
    const card = page.locator('sk-product-card[product-id="prd_000003"]');
    const open = card.getByRole('button', { name: 'Quick View' });
    await open.waitFor({ timeout: 10_000 });
    await expect(
      page
        .locator('sk-product-card[product-id="prd_000002"]')
        .getByRole('button', { name: 'Request a Quote' })
        .isVisible(),
    ).resolves.toBe(true);
    expect(scripts.some((path) => path.includes('ProductQuickView'))).toBe(false);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await open.click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor({ timeout: 10_000 });
    expect(scripts.some((path) => path.includes('ProductQuickView'))).toBe(true);
    await expect(dialog.evaluate((element) => element.matches(':modal'))).resolves.toBe(true);
    await dialog.getByText('In Stock').waitFor();
    await dialog.getByText('₹410.00 + 18% GST', { exact: true }).waitFor();
    await dialog.getByText('₹483.80 incl. GST', { exact: true }).waitFor();
    const image = dialog.locator('img');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // By part: its name changes ('Added to Cart', 'In Cart (2)').
    const add = dialog.locator('[part="add-to-cart"]');
    await expect(add.textContent()).resolves.toBe('Add to Cart');
    await expect.poll(() => focused(page)).toMatchObject({ part: 'add-to-cart' });
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(dialog.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).resolves.toBe(
      '2',
    );
    await add.click();
    await expect
      .poll(() => add.textContent(), { timeout: 10_000 })
      .toMatch(/^(Added to Cart|In Cart \(2\))$/);
    const cartButton = page.locator('sk-cart-button').getByRole('button').first();
    await expect
      .poll(() => cartButton.textContent(), { timeout: 10_000 })
      .toBe('Shopping Cart (2)');
    expect((await events(page)).find((e) => e.name === 'sk:add-to-cart')?.detail).toEqual({
      productId: 'prd_000003',
      quantity: 2,
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatchObject({ text: 'Quick View' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
