import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerApi } from './checkoutFlow';
import {
  api,
  axeViolations,
  createCustomer,
  launchChromium,
  MOBILE,
  openSite,
  screenshot,
  signIn,
  siteUrl,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

interface Product {
  id: string;
  product_name: string;
  product_selling_price: number;
}

/** A product without a price (shown as 'Price on Request'): the price range 0 to 0. */
async function productOnRequest(): Promise<Product> {
  const answer = await api<{ data: Product[] }>(
    '/products/web/list/?page_no=1&per_page=100&price_range=0,0&sort_by=name_asc',
  );
  const product = answer.data.find((p) => p.product_selling_price <= 0);
  if (!product) throw new Error('The seed has no product on request');
  return product;
}

/** What has focus: its tag, accessible-ish name and id. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName ?? '',
      text: active?.textContent?.trim() ?? '',
      name: active?.getAttribute('name') ?? '',
    };
  });

describe('the product page quote request', () => {
  it('asks for a quote on a product without a price: validation, the server’s success, closed after 3 s', async () => {
    const product = await productOnRequest();
    const customer = await createCustomer('Ravi Quote');
    const { page, errors, close } = await openSite(browser, '/');
    await signIn(page, customer.email, customer.password);
    await page.goto(`${siteUrl()}/products/details/x/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    await page.getByText('Price on Request').first().waitFor();
    await expect(page.getByRole('button', { name: 'Add to Cart' }).count()).resolves.toBe(0);

    const button = page.getByRole('button', { name: 'Request a Quote' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.waitFor();
    await dialog.getByText('Our team will reply within 24 hours.').waitFor();
    await dialog.getByText(`Product ID: ${product.id}`).waitFor();
    // Filled in from the signed-in customer; the first field has the focus.
    await expect(dialog.getByLabel('Full Name').inputValue()).resolves.toBe(customer.name);
    await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(customer.email);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'INPUT', name: 'name' });

    // The spec's rules: a cleared name, a missing phone and a bad quantity, each with its message.
    await dialog.getByLabel('Full Name').fill('');
    await dialog.getByLabel('Quantity').fill('0');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Full name is required', { exact: true }).waitFor();
    await dialog.getByText('Phone number is required', { exact: true }).waitFor();
    await dialog.getByText('Quantity must be at least 1', { exact: true }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'name' });
    await dialog.getByLabel('Phone Number').fill('0123');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await dialog.getByText('Please enter a valid phone number', { exact: true }).waitFor();
    // An error clears as soon as its field is edited.
    await dialog.getByLabel('Full Name').fill(customer.name);
    await expect(dialog.getByText('Full name is required').count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'quote-errors');

    await dialog.getByLabel('Phone Number').fill('98765 43210');
    await dialog.getByLabel('Company').fill('Shakti Engineering');
    await dialog.getByLabel('Quantity').fill('25');
    await dialog.getByLabel('Message').fill('Need 25 units for a packaging line.');
    const sent = page.waitForResponse((r) => r.url().endsWith('/quote-request/create'));
    // A double click sends one request.
    await dialog.getByRole('button', { name: 'Submit Request' }).dblclick();
    expect((await sent).status()).toBe(201);
    await dialog
      .getByText('Quote request submitted successfully! Our team will contact you soon.')
      .waitFor();
    await expect(dialog.locator('dd').allTextContents()).resolves.toEqual([
      product.product_name,
      '25',
      customer.email,
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'quote-success');

    // The server has exactly one request from this customer, as entered.
    const list = await customerApi<{ data: Record<string, unknown>[] }>(
      page,
      'quote-requests/web/list',
    );
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      product_id: product.id,
      customer_name: customer.name,
      customer_email: customer.email,
      company: 'Shakti Engineering',
      quantity: 25,
    });

    // 3 s after the success the dialog closes and the focus is back on the button.
    await dialog.waitFor({ state: 'detached', timeout: 6_000 });
    await expect.poll(() => focused(page)).toMatchObject({ text: 'Request a Quote' });
    expect(errors).toEqual([]);
    await close();
  });

  it('works by keyboard on a phone, and Escape closes it', async () => {
    const product = await productOnRequest();
    const { page, errors, close } = await openSite(browser, `/products/details/x/${product.id}`, {
      viewport: MOBILE,
    });
    await page.getByRole('heading', { level: 1, name: product.product_name }).waitFor();
    await page.getByRole('button', { name: 'Request a Quote' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request a Quote' });
    await dialog.waitFor();
    await page.keyboard.type('Guest Buyer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await dialog.getByText('Please enter a valid email address', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'quote');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ text: 'Request a Quote' });
    expect(errors).toEqual([]);
    await close();
  });
});
