import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_DIST, SITE_RENDERER } from '../scripts/buildSite';
import { addThroughProductPage, cartBadge, type ListedProduct, pickProducts } from './checkoutFlow';
import {
  api,
  axeViolations,
  createCustomer,
  launchChromium,
  openSite,
  signIn,
  siteUrl,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const site = () => siteUrl();

/** A page as a crawler (or a browser before any script) gets it. */
async function html(path: string) {
  const response = await fetch(`${site()}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function firstProduct(): Promise<ListedProduct> {
  const answer = await api<{ data: ListedProduct[] }>(
    '/products/web/list/?page_no=1&per_page=1&in_stock=true&sort_by=price_asc',
  );
  const product = answer.data[0];
  if (!product) throw new Error('The seed has no product in stock');
  return product;
}

describe('pages rendered on the server', () => {
  it('a product page arrives complete: its title, description, heading, price, and the data it was rendered with', async () => {
    const [product] = await pickProducts();
    const page = await html(`/products/details/x/${product.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).toContain('<div id="root" data-server-rendered>');
    expect(page.text).toContain(
      `<title>${escapeHtml(product.product_name)} | Storefront Automation</title>`,
    );
    expect(page.text).toMatch(
      new RegExp(
        `<meta\\s+name="description"\\s+content="${escapeRegExp(escapeHtml(product.product_name))}: `,
      ),
    );
    expect(page.text).toContain(`<h1`);
    expect(page.text).toContain(escapeHtml(product.product_name));
    expect(page.text).toContain(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
        product.product_selling_price,
      ),
    );
    // schema.org Product with its price in INR, for crawlers (a data block, not a script).
    // (The breadcrumbs are another JSON-LD block, in the head.)
    const ld = [
      ...page.text.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].find((block) => block[1]?.includes('"@type":"Product"'));
    expect(JSON.parse(ld?.[1] ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: product.product_name,
      offers: { priceCurrency: 'INR', price: expect.anything() },
    });
    // The queries go along in a JSON block (no inline script: the CSP allows none).
    const state = /<script type="application\/json" id="sk-state">([^<]*)<\/script>/.exec(
      page.text,
    );
    expect(state).not.toBeNull();
    const queries = JSON.parse(state?.[1] ?? '{}').queries as { key: unknown[] }[];
    expect(queries.map((query) => query.key)).toContainEqual(['product', product.id]);
    // The scripts start after the first paint (boot.js), not from the head.
    expect(page.text).not.toMatch(/<script type="module"/);
    expect(page.text).toMatch(
      /<script src="\/boot\.js" defer data-entry="\/assets\/index-[^"]+\.js"/,
    );
  });

  it('answers 404 for a product that does not exist and for an unknown path', async () => {
    const missing = await html('/products/details/x/prd_no_such_product');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Product Not Found');
    expect(missing.text).toContain('<title>Product Not Found | Storefront Automation</title>');
    const unknown = await html('/no/such/page');
    expect(unknown.status).toBe(404);
  });

  it("sends the shell for a signed-in shopper's pages, preloading their code", async () => {
    const dashboard = await html('/dashboard/products');
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain('<div id="root"></div>');
    expect(dashboard.text).not.toContain('data-server-rendered');
    expect(dashboard.text).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/DashboardLayout-/,
    );
    expect(dashboard.text).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/OrdersPage-/,
    );
    expect((await html('/checkout')).text).not.toContain('data-server-rendered');
  });

  it('works without JavaScript: the listing, its product links and the product page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${site()}/products`);
      await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
      const cards = page.locator('main article');
      await expect(cards.count()).resolves.toBe(20);
      const link = cards.first().locator('a[href^="/products/details/"]').first();
      const href = await link.getAttribute('href');
      const name = (await cards.first().locator('h2, h3').first().textContent())?.trim();
      expect(href).toBeTruthy();
      expect(name).toBeTruthy();
      await link.click();
      await page.waitForURL(`${site()}${href}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      // The footer's links (its code loads after the first paint, its markup is in the page).
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(`${site()}/privacy-policy`);
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      // The header's search submits to the results page, which the server renders.
      const box = page.getByRole('searchbox', { name: 'Search products' });
      await box.fill('relay');
      await box.press('Enter');
      await page.waitForURL(`${site()}/search?q=relay`);
      await expect(page.locator('main article').count()).resolves.toBeGreaterThan(0);
      await expect(
        page.getByRole('searchbox', { name: 'Search products' }).inputValue(),
      ).resolves.toBe('relay');
      // Sign-in and checkout need JavaScript: the header, the footer and a sentence saying so.
      for (const path of ['/auth', '/checkout']) {
        await page.goto(`${site()}${path}`);
        await page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' }).waitFor();
        await expect(page.getByRole('banner').getByRole('searchbox').count()).resolves.toBe(1);
        await expect(
          page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).count(),
        ).resolves.toBe(1);
        await expect(page.getByRole('link', { name: 'Browse the products' }).count()).resolves.toBe(
          1,
        );
      }
    } finally {
      await context.close();
    }
  });

  it("hydrates a signed-in shopper's page without a mismatch and without fetching its data again", async () => {
    const [cheap] = await pickProducts();
    const customer = await createCustomer('Hydration Shopper');
    const { page, errors, close } = await openSite(browser, '/auth');
    await signIn(page, customer.email, customer.password);
    await addThroughProductPage(page, cheap);

    const productRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/products/details/${cheap.id}`))
        productRequests.push(request.url());
    });
    // A full load of a server-rendered page (rendered for a guest with an empty cart).
    await page.goto(`${site()}/products/details/x/${cheap.id}`);
    await expect(page.locator('#root').getAttribute('data-server-rendered')).resolves.toBe('');
    // The shopper's own header and cart right after hydration.
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    await page.getByRole('button', { name: 'In Cart (1)' }).waitFor();
    await expect.poll(() => cartBadge(page).textContent()).toBe('1');
    expect(productRequests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // No hydration error (React reports a mismatch as an uncaught error).
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the server renderer (dist/.server/entry-server.js)', () => {
  const template = () => readFileSync(join(SITE_DIST, 'index.html'), 'utf8');
  const manifest = () =>
    JSON.parse(readFileSync(join(SITE_DIST, '.vite', 'manifest.json'), 'utf8'));
  type Render = (request: Request) => Promise<{ status: number; html: string; rendered: boolean }>;
  const renderer = async (options: { fetch: typeof fetch; timeoutMs?: number }) => {
    const module = (await import(pathToFileURL(join(SITE_DIST, SITE_RENDERER)).href)) as {
      createRenderer(options: object): Render;
    };
    const failures: unknown[] = [];
    const render = module.createRenderer({
      template: template(),
      manifest: manifest(),
      apiBaseUrl: `${site()}/api/v1`,
      onError: (error: unknown) => failures.push(error),
      ...options,
    });
    return { render, failures };
  };

  it('renders the failure when the API is down, for the browser to retry', async () => {
    const product = await firstProduct();
    const { render, failures } = await renderer({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const page = await render(new Request(`${site()}/products/details/x/${product.id}`));
    expect(page.status).toBe(503);
    expect(page.rendered).toBe(true);
    expect(page.html).toContain('Failed to load product');
    // The failure goes along, so the browser's first render matches; it then retries.
    expect(page.html).toContain('"error":{"kind":"network","message":"Failed to load product"}');
    expect(failures).toEqual([]);
  });

  it('sends the unrendered shell when the API does not answer in time', async () => {
    const { render, failures } = await renderer({
      fetch: (_input, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      timeoutMs: 300,
    });
    const started = Date.now();
    const page = await render(new Request(`${site()}/products`));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(page).toEqual({ status: 200, html: template(), rendered: false });
    expect(String(failures[0])).toContain('The render took over 300 ms');
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
