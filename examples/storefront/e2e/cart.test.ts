import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  launchChromium,
  MOBILE,
  openSite,
  type ListedProduct as Product,
  pricedProduct,
  screenshot,
  siteUrl,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const cartButton = (page: Page) => page.getByRole('button', { name: /^Shopping Cart/ });
const badge = (page: Page) => cartButton(page).locator('span[data-state]');

/** The cart total of `quantity` of a price in rupees: subtotal + 18% GST rounded half up, in ₹. */
function cartTotal(price: number, quantity: number): string {
  const subtotal = Math.round(price * 100) * quantity;
  const paise = subtotal + Math.round((subtotal * 18) / 100);
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}

describe('the product page and the cart', () => {
  it('shows the product with its JSON-LD, and a guest adds to a cart kept in this browser', async () => {
    const product = await pricedProduct();
    // Any slug: the page replaces it with the product's own.
    const { page, errors, close } = await openSite(browser, `/products/details/x/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    await page.waitForURL(new RegExp(`/products/details/[a-z0-9-]+/${product.id}$`));
    expect(page.url()).not.toContain('/details/x/');
    await page.waitForFunction(
      (title) => document.title === title,
      `${product.product_name} | Storefront Automation`,
    );

    const jsonLd = JSON.parse(
      // The Product block (the page's breadcrumbs are another, in the head).
      (await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll(
          (blocks) =>
            blocks.find((block) => block.textContent?.includes('"@type":"Product"'))?.textContent,
        )) ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.product_name,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: product.product_selling_price.toFixed(2),
        availability: 'https://schema.org/InStock',
        url: page.url(),
      },
    });

    // The gallery: one thumbnail per image of the API's gallery; the arrows step through them
    // and wrap around, and a thumbnail shows its image.
    const images = (product.product_image_gallery ?? []).filter(Boolean);
    if (images.length < 2) throw new Error('The product has fewer than 2 gallery images');
    const gallery = page.getByRole('region', { name: 'Product images' });
    // The thumbnails' images have no text of their own (their buttons name them).
    const shown = gallery.getByRole('img');
    const count = images.length;
    const expectShown = async (index: number) => {
      await expect(shown.getAttribute('alt')).resolves.toBe(
        `${product.product_name}, Image ${index} of ${count}`,
      );
      await expect(shown.getAttribute('src')).resolves.toContain(images[index - 1]);
      await expect(
        gallery
          .getByRole('button', { name: `Image ${index} of ${count}` })
          .getAttribute('aria-current'),
      ).resolves.toBe('true');
    };
    await expect(gallery.getByRole('button', { name: /^Image \d+ of / }).count()).resolves.toBe(
      count,
    );
    await expectShown(1);
    await gallery.getByRole('button', { name: 'Next image' }).click();
    await expectShown(2);
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await gallery.getByRole('button', { name: 'Previous image' }).click();
    await expectShown(count);
    await gallery.getByRole('button', { name: `Image 2 of ${count}` }).click();
    await expectShown(2);

    // The Description tab shows the sanitised rich text; Catalogs lists the datasheet.
    await page.getByRole('tabpanel', { name: 'Description' }).getByText('Key features').waitFor();
    await page.getByRole('tab', { name: 'Catalogs' }).click();
    await page
      .getByRole('tabpanel', { name: 'Catalogs' })
      .getByRole('link', { name: /datasheet/ })
      .waitFor();

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to Cart', { exact: true }).waitFor();
    await expect.poll(() => badge(page).getAttribute('data-state')).toBe('filled');
    await page.getByRole('button', { name: 'Shopping Cart 1', exact: true }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('sk:cart'))).resolves.toContain(
      product.id,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product');
    await page.setViewportSize(MOBILE);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product');
    expect(errors).toEqual([]);
    await close();
  });

  it('signs up, signs in, adds to the cart and shows the badge and the drawer', async () => {
    const product = await pricedProduct();
    const email = `e2e-${Date.now()}@example.in`;
    const { page, errors, close } = await openSite(browser, '/auth?mode=signup');
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    await page.getByLabel('Full name').fill('Asha Verma');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret@123');
    await page.getByLabel('Confirm password').fill('Secret@123');
    // The terms are required (core's validation, shown under the field).
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('You must accept the terms and conditions').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Account created successfully! You can now login.' })
      .first()
      .waitFor();

    // After 3 s the page switches to Sign In with the e-mail filled in.
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor({ timeout: 6_000 });
    await expect(page.getByLabel('Email or mobile number').inputValue()).resolves.toBe(email);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Password', { exact: true }).fill('Secret@123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Welcome back, Asha Verma! Cart synced successfully. Redirecting...' })
      .waitFor();
    // Sign-in goes to the dashboard (spec 2 §2, Auth).
    await page.waitForURL(`${siteUrl()}/dashboard`);

    await page.goto(`${siteUrl()}/products/details/x/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to Cart', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'In Cart (2)' }).waitFor({ timeout: 5_000 });
    await expect(badge(page).textContent()).resolves.toBe('2');
    await expect(badge(page).getAttribute('data-state')).resolves.toBe('filled');
    await expect(badge(page).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Shopping Cart 2', exact: true }).waitFor();

    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByText(product.product_name).waitFor();
    await expect(drawer.locator('[data-row="total"] dd').textContent()).resolves.toBe(
      cartTotal(product.product_selling_price, 2),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'cart-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
