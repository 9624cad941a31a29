import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, api, axeViolations, launchChromium, openSite, screenshot } from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Listed {
  id: string;
  product_name: string;
  product_selling_price: number;
  rating?: number | null;
  review_count?: number | null;
}
interface ListAnswer {
  data: Listed[];
}

/** '₹26,850.00' from rupees, the site's way (en-IN grouping, two decimals). */
const inr = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;
/** The labels a listed price must carry: listed prices exclude 18% GST (rounded half up). */
function labels(rupees: number) {
  const net = Math.round(rupees * 100);
  const gross = net + Math.round((net * 18) / 100);
  return { net: `${inr(net)} + 18% GST`, gross: `${inr(gross)} incl. GST` };
}

/**
 * How much ink (difference from the background, its top-left pixel) the left and right halves
 * of an element's screenshot hold, decoded in a blank page's canvas (no site CSP involved).
 */
async function inkOfHalves(element: Locator): Promise<{ left: number; right: number }> {
  const png = (await element.screenshot()).toString('base64');
  const blank = await browser.newPage();
  try {
    return await blank.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.drawImage(image, 0, 0);
      const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
      let left = 0;
      let right = 0;
      const middle = image.width / 2;
      const [r, g, b] = [pixels[0]!, pixels[1]!, pixels[2]!];
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          const i = (y * image.width + x) * 4;
          const ink =
            Math.abs(pixels[i]! - r) + Math.abs(pixels[i + 1]! - g) + Math.abs(pixels[i + 2]! - b);
          if (x < middle) left += ink;
          else if (x >= Math.ceil(middle)) right += ink;
        }
      }
      return { left, right };
    }, png);
  } finally {
    await blank.close();
  }
}

describe('prices labelled honestly, and half stars drawn as halves', () => {
  it('cards, the quick view and the product page say the price excludes GST, with the price incl. GST; the footer agrees', async () => {
    // Price Low to High starts with the cheapest priced product, not a 'Price on Request' one.
    const cheapest = (
      await api<ListAnswer>('/products/web/list/?page_no=1&per_page=1&sort_by=price_asc')
    ).data[0];
    if (!cheapest) throw new Error('The seed has no products');
    expect(cheapest.product_selling_price).toBeGreaterThan(0);
    const expected = labels(cheapest.product_selling_price);

    const { page, errors, close } = await openSite(browser, '/products?sort=price_asc');
    const card = page.locator('main article').first();
    await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      cheapest.product_name,
    );
    await expect(card.locator('.product-card-price').textContent()).resolves.toBe(expected.net);
    await expect(card.locator('.product-card-gross').textContent()).resolves.toBe(expected.gross);
    // The GST-inclusive figure has a line of its own, under the price.
    const [price, gross] = await Promise.all([
      card.locator('.product-card-price').boundingBox(),
      card.locator('.product-card-gross').boundingBox(),
    ]);
    expect(gross!.y).toBeGreaterThanOrEqual(price!.y + price!.height - 1);
    // The footer says what the labels say.
    await page
      .locator('footer')
      .getByText(/Prices exclude 18% GST, which is added at checkout\.$/)
      .waitFor();
    await expect(page.locator('footer').textContent()).resolves.not.toContain('inclusive of');
    expect(await axeViolations(page)).toEqual([]);

    // The quick view says the same.
    await card.getByRole('button', { name: `Quick View: ${cheapest.product_name}` }).click();
    const quick = page.getByRole('dialog');
    await quick.getByText(expected.net, { exact: true }).waitFor();
    await quick.getByText(expected.gross, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await quick.waitFor({ state: 'detached' });

    // The product page too, beside the price.
    await page.goto(page.url().replace(/\/products\?.*$/, `/products/details/x/${cheapest.id}`));
    const block = page.locator('.product-page-price-block');
    await expect(block.locator('.product-page-price').textContent()).resolves.toBe(expected.net);
    await expect(block.locator('.product-page-gross').textContent()).resolves.toBe(expected.gross);
    // The page's description (search results, link previews) says it too.
    await expect(
      page.locator('meta[name="description"]').getAttribute('content'),
    ).resolves.toContain(`${cheapest.product_name}: ${expected.net}.`);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product-price-gst');
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps 'Price on Request' as it is: no GST figures", async () => {
    const onRequest = (
      await api<ListAnswer>('/products/web/list/?page_no=1&per_page=1&price_range=0,0')
    ).data[0];
    if (!onRequest) throw new Error('The seed has no product on request');
    const { page, errors, close } = await openSite(browser, `/products/details/x/${onRequest.id}`);
    const block = page.locator('.product-page-price-block');
    await expect(block.locator('.product-page-price').textContent()).resolves.toBe(
      'Price on Request',
    );
    await expect(block.textContent()).resolves.not.toContain('GST');
    expect(errors).toEqual([]);
    await close();
  });

  it('draws a half star (4.5: four full stars and a half-filled fifth) as half, labelled as such', async () => {
    // The best-rated products: the first card page whose average is x.5 to x.9 (a half star).
    const rated = (
      await api<ListAnswer>('/products/web/list/?page_no=1&per_page=20&sort_by=rating')
    ).data;
    const index = rated.findIndex((p) => {
      const shown = Math.floor((p.rating ?? 0) * 10) / 10;
      return (p.review_count ?? 0) > 0 && shown % 1 >= 0.5;
    });
    const product = rated[index];
    if (!product) throw new Error('No half-star rating among the best-rated products');
    const shown = (Math.floor((product.rating ?? 0) * 10) / 10).toFixed(1);
    const whole = Math.floor(Number(shown));

    const { page, errors, close } = await openSite(browser, '/products?sort=rating', {
      deviceScaleFactor: 2,
    });
    const card = page.locator('main article').nth(index);
    await expect(card.getByRole('heading', { level: 2 }).textContent()).resolves.toBe(
      product.product_name,
    );
    const rating = card.getByRole('img', {
      name: `Rated ${shown} out of 5 from ${product.review_count} reviews`,
    });
    const stars = rating.locator(':scope > span');
    await expect(
      stars.evaluateAll((all) => all.map((s) => s.getAttribute('data-fill'))),
    ).resolves.toEqual([
      ...Array.from({ length: whole }, () => 'full'),
      'half',
      ...Array.from({ length: 4 - whole }, () => 'empty'),
    ]);

    // Rendered: the half star's fill covers half its width …
    const half = stars.nth(whole).locator(':scope > span');
    const fill = half.locator(':scope > span');
    const [box, filled] = await Promise.all([half.boundingBox(), fill.boundingBox()]);
    expect(filled!.width / box!.width).toBeGreaterThan(0.45);
    expect(filled!.width / box!.width).toBeLessThan(0.56);
    // … and it shows: beside a full star, its left half carries about as much ink and its
    // right half (an outline) much less. (A full glyph's halves differ: its box ends with the
    // letter spacing, so halves are compared with a full star's, not with each other.)
    const halfInk = await inkOfHalves(half);
    const fullInk = await inkOfHalves(stars.first());
    expect(halfInk.left).toBeGreaterThan(fullInk.left * 0.85);
    expect(halfInk.right).toBeLessThan(fullInk.right * 0.7);
    await rating.screenshot({ path: join(ARTIFACTS, 'rating-half-star.png') });
    expect(errors).toEqual([]);
    await close();
  });
});
