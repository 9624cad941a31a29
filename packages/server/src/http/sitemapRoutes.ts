import { Readable } from 'node:stream';
import { productUrl } from '@storefront-kit/core';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Executor } from '../db/database';
import { products } from '../db/schema';
import { escapeHtml } from '../seed/escapeHtml';
import { publicOrigin } from './publicOrigin';

/** The sitemaps protocol's limit of URLs per file (sitemaps.org). */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Products read per query while a product sitemap streams. */
const BATCH = 5_000;

/** The storefront's pages that are the same for everyone (server-rendered, worth indexing). */
export const SITEMAP_PAGES: readonly string[] = [
  '/',
  '/products',
  '/deals',
  '/brands',
  '/solutions',
  '/product-categories',
  '/about',
  '/help',
  '/contact',
  '/seller',
  '/privacy-policy',
  '/terms-and-conditions',
  '/returns-and-exchanges',
];

/** Paths no crawler should index: a shopper's own pages and the checkout. */
const PRIVATE_PATHS = ['/dashboard', '/checkout', '/success', '/failure', '/auth', '/api/'];

const SITEMAP_CACHE = 'public, max-age=3600';

/** How many product sitemaps `total` active products take. */
export const productSitemapCount = (total: number, perFile = SITEMAP_URLS_PER_FILE) =>
  Math.max(1, Math.ceil(total / perFile));

/**
 * The `<url>` entries of product sitemap `file` (1-based), read in batches by id (keyset
 * paging, so the millionth product costs what the first does) and yielded as they come.
 */
export async function* productSitemapEntries(
  db: Executor,
  origin: string,
  file: number,
  perFile = SITEMAP_URLS_PER_FILE,
): AsyncGenerator<string> {
  // The previous files' last product (by id): this file starts after it.
  let after: string | undefined;
  if (file > 1) {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id))
      .offset((file - 1) * perFile - 1)
      .limit(1);
    if (!row) return;
    after = row.id;
  }
  let left = perFile;
  while (left > 0) {
    const rows = await db
      .select({ id: products.id, name: products.name, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.isActive, true), after ? gt(products.id, after) : undefined))
      .orderBy(asc(products.id))
      .limit(Math.min(BATCH, left));
    if (rows.length === 0) return;
    let chunk = '';
    for (const row of rows) {
      const loc = `${origin}${productUrl(row)}`;
      chunk += `<url><loc>${escapeHtml(loc)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>\n`;
    }
    yield chunk;
    const asked = Math.min(BATCH, left);
    after = rows[rows.length - 1]?.id;
    left -= rows.length;
    if (rows.length < asked) return;
  }
}

/**
 * `/robots.txt`, `/sitemap.xml` (a sitemap index), `/sitemaps/pages.xml` and
 * `/sitemaps/products-{n}.xml` (50,000 product pages each, streamed from the database, so a
 * million products are 20 files that never sit in memory). URLs are absolute, on `PUBLIC_URL`
 * (else the request's origin).
 */
export async function sitemapRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const origin = publicOrigin(request, ctx.config);
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('text/plain; charset=utf-8')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin(request, ctx.config);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.isActive, true));
    const files = productSitemapCount(row?.n ?? 0);
    const entry = (path: string) =>
      `<sitemap><loc>${escapeHtml(`${origin}${path}`)}</loc></sitemap>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      entry('/sitemaps/pages.xml'),
      ...Array.from({ length: files }, (_, i) => entry(`/sitemaps/products-${i + 1}.xml`)),
      '</sitemapindex>',
      '',
    ].join('\n');
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(body);
  });

  app.get('/sitemaps/pages.xml', async (request, reply) => {
    const origin = publicOrigin(request, ctx.config);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...SITEMAP_PAGES.map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(body);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^products-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    const file = Number(match?.[1] ?? Number.NaN);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(products)
      .where(eq(products.isActive, true));
    if (!match || file > productSitemapCount(row?.n ?? 0)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('No such sitemap');
    }
    const origin = publicOrigin(request, ctx.config);
    async function* document() {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      yield* productSitemapEntries(ctx.db, origin, file);
      yield '</urlset>\n';
    }
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(Readable.from(document()));
  });
}
