import { describe, expect, it } from 'vitest';
import { siteUrl } from './site';

// What a search engine or a link preview (WhatsApp, LinkedIn, X) reads: the server's HTML
// without JavaScript, robots.txt and the sitemaps.
const site = () => siteUrl();

async function html(path: string): Promise<string> {
  const response = await fetch(`${site()}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The `content` of `<meta {attribute}="{key}">`, unescaped; undefined when absent. */
function meta(page: string, key: string): string | undefined {
  const tag = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`,
  ).exec(page);
  return tag?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
const canonical = (page: string) => /<link rel="canonical" href="([^"]+)">/.exec(page)?.[1];
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

interface ProductLd {
  '@context': string;
  name: string;
  image: string[];
  description: string;
  sku: string;
  brand: unknown;
  offers: { price: string } & Record<string, unknown>;
  aggregateRating?: { ratingValue: number; reviewCount: number };
}
interface BreadcrumbLd {
  '@context': string;
  itemListElement: Array<Record<string, unknown>>;
}

interface ProductAnswer {
  data: Array<{ id: string; product_name: string; product_selling_price: number | null }>;
}

/** A priced product in stock, and its page's path (the site links products as the sitemap does). */
async function pricedProduct() {
  const list = (await (
    await fetch(`${site()}/api/v1/products/web/list/?page_no=1&per_page=50&in_stock=true`)
  ).json()) as ProductAnswer;
  const product = list.data.find((p) => (p.product_selling_price ?? 0) > 0);
  if (!product) throw new Error('No priced product in stock');
  const sitemap = await (await fetch(`${site()}/sitemaps/products-1.xml`)).text();
  const loc = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => m[1] ?? '')
    .find((url) => url.endsWith(`/${product.id}`));
  if (!loc) throw new Error(`${product.id} is not in the product sitemap`);
  return { product, url: loc, path: new URL(loc).pathname };
}

describe('found and shared', () => {
  it("gives a product page's link preview its picture, price in INR and availability", async () => {
    const { product, url, path } = await pricedProduct();
    const page = await html(path);
    expect(canonical(page)).toBe(url);
    expect(meta(page, 'og:type')).toBe('product');
    expect(meta(page, 'og:url')).toBe(url);
    expect(meta(page, 'og:title')).toBe(`${product.product_name} | Storefront Automation`);
    expect(meta(page, 'og:description')).toMatch(/\+ 18% GST/);
    expect(meta(page, 'og:site_name')).toBe('Storefront Automation');
    expect(meta(page, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.(svg|png|jpe?g|webp)$/);
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(meta(page, 'twitter:image')).toBe(meta(page, 'og:image'));
    expect(meta(page, 'product:price:amount')).toBe(
      (product.product_selling_price ?? 0).toFixed(2),
    );
    expect(meta(page, 'product:price:currency')).toBe('INR');
    expect(meta(page, 'product:availability')).toBe('in stock');
    // The picture a preview shows is there.
    const image = await fetch(meta(page, 'og:image') ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it("carries a valid schema.org Product and the page's breadcrumbs as JSON-LD", async () => {
    const { product, url, path } = await pricedProduct();
    const blocks = jsonLd(await html(path));
    const item = blocks.find((block) => block['@type'] === 'Product') as unknown as ProductLd;
    // Required and recommended by schema.org and Google's product snippets.
    expect(item['@context']).toBe('https://schema.org');
    expect(item.name).toBe(product.product_name);
    expect(item.image).toEqual(expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]));
    expect(typeof item.description).toBe('string');
    expect(item.description.length).toBeGreaterThan(20);
    expect(item.sku).toEqual(expect.any(String));
    expect(item.brand).toEqual({ '@type': 'Brand', name: expect.any(String) });
    expect(item.offers).toMatchObject({
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: (product.product_selling_price ?? 0).toFixed(2),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Storefront Automation' },
    });
    expect(Number(item.offers.price)).toBeGreaterThan(0);
    if (item.aggregateRating) {
      expect(item.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(item.aggregateRating.ratingValue).toBeLessThanOrEqual(5);
      expect(item.aggregateRating.reviewCount).toBeGreaterThan(0);
    }
    const trail = blocks.find(
      (block) => block['@type'] === 'BreadcrumbList',
    ) as unknown as BreadcrumbLd;
    expect(trail['@context']).toBe('https://schema.org');
    const crumbs = trail.itemListElement as Array<Record<string, unknown>>;
    expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, i) => i + 1));
    expect(crumbs[0]).toMatchObject({
      '@type': 'ListItem',
      name: 'Products',
      item: `${site()}/products`,
    });
    expect(crumbs.at(-1)).toMatchObject({ name: product.product_name, item: url });
  });

  it('gives every public page its canonical URL and link-preview tags', async () => {
    for (const path of ['/', '/products', '/brands', '/deals', '/about']) {
      const page = await html(path);
      expect(canonical(page), path).toBe(`${site()}${path}`);
      expect(meta(page, 'og:url'), path).toBe(`${site()}${path}`);
      expect(meta(page, 'og:type'), path).toBe('website');
      expect(meta(page, 'og:title'), path).toMatch(/\| Storefront Automation$/);
      expect(meta(page, 'og:description')?.length, path).toBeGreaterThan(20);
      expect(meta(page, 'twitter:card'), path).toBe('summary');
    }
  });

  it('names the sitemap in robots.txt; the index lists the product sitemap', async () => {
    const robots = await (await fetch(`${site()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site()}/sitemap.xml`);
    const index = await (await fetch(`${site()}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${site()}/sitemaps/products-1.xml</loc>`);
    const pages = await (await fetch(`${site()}/sitemaps/pages.xml`)).text();
    for (const path of ['/', '/products', '/brands']) {
      expect(pages).toContain(`<loc>${site()}${path}</loc>`);
    }
  });
});
