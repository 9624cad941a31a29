import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productUrl } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { productSitemapCount, productSitemapEntries } from '../src/http/sitemapRoutes';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const PUBLIC_URL = 'https://shop.example.in';

describe.each(DATABASES)('robots.txt and the sitemaps on %s', (kind) => {
  let server: TestServer;
  let site: string;

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'sk-sitemap-'));
    writeFileSync(
      join(site, 'index.html'),
      '<!doctype html><title>Shop</title><div id="root"></div>',
    );
    server = await startTestServer(kind, { env: { SITE_DIR: site, PUBLIC_URL } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(site, { recursive: true, force: true });
  });

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, {
      // A forged host must not reach the URLs (PUBLIC_URL wins).
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('names the sitemap index in robots.txt and keeps crawlers out of private pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    for (const path of ['/dashboard', '/checkout', '/auth', '/api/']) {
      expect(robots.text).toContain(`Disallow: ${path}`);
    }
  });

  it('lists the pages sitemap and one product sitemap per 50,000 products in the index', async () => {
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toBe('application/xml; charset=utf-8');
    expect(index.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(locs(index.text)).toEqual([
      'https://shop.example.in/sitemaps/pages.xml',
      'https://shop.example.in/sitemaps/products-1.xml',
    ]);
    const pages = await get('/sitemaps/pages.xml');
    expect(locs(pages.text)).toContain('https://shop.example.in/products');
  });

  it('lists every active product page once, with its last change, and 404s past the last file', async () => {
    // A product taken off the catalogue leaves the sitemap.
    await server.ctx.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, 'prd_out_of_stock'));
    const rows = await server.ctx.db
      .select({ id: products.id, name: products.name, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true));
    const sitemap = await get('/sitemaps/products-1.xml');
    expect(sitemap.status).toBe(200);
    const listed = locs(sitemap.text);
    expect(listed.sort()).toEqual(rows.map((row) => `${PUBLIC_URL}${productUrl(row)}`).sort());
    const first = rows.sort((a, b) => (a.id < b.id ? -1 : 1))[0];
    expect(sitemap.text).toContain(`<lastmod>${first?.updatedAt.toISOString()}</lastmod>`);
    expect(listed.some((loc) => loc?.endsWith('/prd_out_of_stock'))).toBe(false);
    expect(listed.length).toBeGreaterThan(3);
    for (const path of [
      '/sitemaps/products-2.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/x.xml',
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it('splits the products into files of the given size, each product in exactly one', async () => {
    const [total] = [
      (
        await server.ctx.db
          .select({ id: products.id })
          .from(products)
          .where(eq(products.isActive, true))
      ).length,
    ];
    const perFile = 3;
    const files = productSitemapCount(total ?? 0, perFile);
    expect(files).toBe(Math.ceil((total ?? 0) / perFile));
    const seen: string[] = [];
    for (let file = 1; file <= files; file += 1) {
      let xml = '';
      for await (const chunk of productSitemapEntries(server.ctx.db, PUBLIC_URL, file, perFile))
        xml += chunk;
      const entries = locs(xml);
      expect(entries.length).toBe(file < files ? perFile : (total ?? 0) - perFile * (files - 1));
      seen.push(...(entries as string[]));
    }
    expect(new Set(seen).size).toBe(total);
    let beyond = '';
    for await (const chunk of productSitemapEntries(server.ctx.db, PUBLIC_URL, files + 1, perFile))
      beyond += chunk;
    expect(beyond).toBe('');
    expect(productSitemapCount(1_000_000)).toBe(20);
    expect(productSitemapCount(0)).toBe(1);
  });
});
