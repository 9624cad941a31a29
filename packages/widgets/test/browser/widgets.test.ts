import { launchChromium } from '@storefront-kit/test-utils/chromium';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Opens the distributor page, collecting page errors and the host events the widgets send. */
async function openPage(path = '/'): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const log: { name: string; detail: unknown }[] = [];
    (window as unknown as { skEvents: typeof log }).skEvents = log;
    for (const name of ['sk:add-to-cart', 'sk:cart-change', 'sk:search', 'sk:navigate']) {
      document.addEventListener(name, (event) => {
        log.push({ name, detail: (event as CustomEvent).detail });
        if (name === 'sk:navigate') event.preventDefault(); // the host routes itself
      });
    }
  });
  await page.goto(`${inject('embedUrl')}${path}`);
  return { page, errors };
}
/** Waits until every product card on the page shows its product (its name). */
const cardsShown = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('sk-product-card')].every((card) =>
        card.shadowRoot?.querySelector('[part~="name"]'),
      ),
    undefined,
    { timeout: 20_000 },
  );
const events = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { skEvents: { name: string; detail: unknown }[] }).skEvents,
  );

describe('the widgets from the script tag, in Chromium, on another origin than the API', () => {
  it('defines the elements, searches the catalogue and opens a suggestion by keyboard', async () => {
    const { page, errors } = await openPage();
    await page.waitForFunction(() => Boolean(customElements.get('sk-search-box')));
    // Playwright's locators pierce open shadow roots.
    const input = page.getByRole('combobox');
    await input.click();
    await input.pressSequentially('relay', { delay: 20 });
    const option = page.getByRole('option').first();
    await option.waitFor({ timeout: 10_000 });
    await expect(option.textContent()).resolves.toMatch(/relay/i);
    await input.press('ArrowDown');
    await input.press('Enter');
    await page.waitForFunction(() =>
      (window as unknown as { skEvents: { name: string }[] }).skEvents.some(
        (e) => e.name === 'sk:navigate',
      ),
    );
    const navigate = (await events(page)).find((e) => e.name === 'sk:navigate');
    expect(navigate?.detail).toMatchObject({
      url: expect.stringMatching(/^\/products\/details\/[\w-]+\/prd_\d+$/),
    });
    expect(page.url()).toBe(`${inject('embedUrl')}/`); // prevented: the host stayed
    expect(errors).toEqual([]);
    await page.close();
  });

  it("asks for the cards' products beside their code, not after it, and once each", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // In the order the browser reports them: each product request sent, and the product card's
    // code arrived (its entry chunk's request finished).
    const order: string[] = [];
    page.on('request', (request) => {
      const product = /\/products\/get\/([^/?]+)$/.exec(request.url());
      if (product) order.push(`asked ${product[1]}`);
    });
    page.on('requestfinished', (request) => {
      if (/\/product-card(-[\w-]+)?\.js$/.test(request.url())) order.push('card code');
    });
    const transport: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/createHttp(-[\w-]+)?\.js$/.test(request.url())) transport.push(request.url());
    });
    await page.goto(`${inject('embedUrl')}/`);
    await cardsShown(page);
    // Every product asked once (the card took the loader's answer), before the card's code
    // was there to ask.
    expect(order.filter((step) => step.startsWith('asked')).sort()).toEqual([
      'asked prd_000001',
      'asked prd_000002',
      'asked prd_000003',
    ]);
    expect(order.indexOf('card code')).toBe(3);
    // The cards read the loader's answers without core's transport (ky): not downloaded.
    expect(transport).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("loads the cart drawer's code when the shopper points at the cart button, not with the page", async () => {
    const { page, errors } = await openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const button = page.locator('sk-cart-button').getByRole('button', { name: /^Shopping Cart/ });
    await button.waitFor({ timeout: 10_000 });
    await cardsShown(page);
    const drawerCode = (path: string) =>
      /\/chunks\/(CartDrawerPanel|drawer)-[\w-]+\.js$/.test(path);
    // The page's widgets are all shown, and the drawer's files were not asked for.
    expect(scripts.filter(drawerCode)).toEqual([]);
    await expect(
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/chunks\/(CartDrawerPanel|drawer)-/.test(entry.name)),
      ),
    ).resolves.toBe(false);
    await button.hover();
    await expect.poll(() => scripts.filter(drawerCode).length).toBeGreaterThan(0);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.waitFor();
    // Styled by the sheets the drawer brought (the overlay layer adopted them): a panel along the
    // viewport's right edge, its empty state centred.
    await drawer.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const viewport = page.viewportSize();
    const box = await drawer.boundingBox();
    expect(box && viewport && Math.abs(box.x + box.width - viewport.width)).toBeLessThan(1);
    expect(box?.height).toBeCloseTo(viewport?.height ?? 0, 0);
    await expect(
      drawer
        .locator('[part="drawer-empty"]')
        .evaluate((empty) => [getComputedStyle(empty).display, getComputedStyle(empty).textAlign]),
    ).resolves.toEqual(['flex', 'center']);
    await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows product cards with the API origin’s images and adds to a guest cart', async () => {
    // (The out-of-stock card's button is disabled: checked in the component tests.)
    const { page, errors } = await openPage();
    // The seed's third product is priced and in stock (the first is out of stock).
    const card = page.locator('sk-product-card[product-id="prd_000003"]');
    const image = card.locator('img').first();
    await image.waitFor({ timeout: 10_000 });
    const src = await image.getAttribute('src');
    expect(src).toMatch(new RegExp(`^${new URL(inject('apiUrl')).origin}/media/`));
    // Loaded from the API's origin (polled: the card renders its <img> before the picture arrives).
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Listed prices exclude GST: the card says so, with what one unit costs with it.
    await expect(card.locator('[part="price"]').textContent()).resolves.toBe('₹410.00 + 18% GST');
    await expect(card.locator('[part="price-with-gst"]').textContent()).resolves.toBe(
      '₹483.80 incl. GST',
    );
    await card.getByRole('button', { name: /add to cart/i }).click();
    await page.waitForFunction(() =>
      (window as unknown as { skEvents: { name: string }[] }).skEvents.some(
        (e) => e.name === 'sk:add-to-cart',
      ),
    );
    // The badge: the cart button reads 'Shopping Cart (1)' (only the count is visible).
    const cartButton = page.locator('sk-cart-button').getByRole('button').first();
    await expect
      .poll(() => cartButton.textContent(), { timeout: 10_000 })
      .toBe('Shopping Cart (1)');
    await expect(cartButton.locator('[part="cart-count"]').isVisible()).resolves.toBe(true);
    const log = await events(page);
    expect(log.find((e) => e.name === 'sk:add-to-cart')?.detail).toEqual({
      productId: 'prd_000003',
      quantity: 1,
    });
    // ₹410.00 + 18% GST, in paise.
    expect(log.filter((e) => e.name === 'sk:cart-change').at(-1)?.detail).toEqual({
      count: 1,
      total: 48_380,
    });

    // The drawer: a modal <dialog> in the top layer; the quantity stepper updates the cart.
    await cartButton.click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.waitFor();
    await expect(
      drawer.evaluate((dialog) => (dialog as HTMLDialogElement).matches(':modal')),
    ).resolves.toBe(true);
    await drawer.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => cartButton.textContent()).toBe('Shopping Cart (2)');
    await expect
      .poll(async () => (await events(page)).filter((e) => e.name === 'sk:cart-change').at(-1))
      .toEqual({ name: 'sk:cart-change', detail: { count: 2, total: 96_760 } });
    await expect(drawer.locator('[data-row="total"] dd').textContent()).resolves.toBe('₹967.60');
    // Escape closes it (the browser's cancel) and the focus returns to the cart button (in the
    // dialog's close handling, which may run a frame after the dialog is hidden).
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              `${document.activeElement?.tagName}/${document.activeElement?.shadowRoot?.activeElement?.getAttribute('part')}`,
          ),
        { timeout: 3000 },
      )
      .toBe('SK-CART-BUTTON/cart-button');
    expect(errors).toEqual([]);
    await page.close();
  });
});
