import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { productJson, productListJson, suggestionsJson } from '../catalog/catalogJson';
import {
  badgeWire,
  brandWire,
  bySortOrder,
  categoryWire,
  menuTree,
  solutionWire,
  subcategoryWire,
  subSubcategoryWire,
} from '../catalog/catalogWire';
import { parseProductListQuery, readSearch } from '../catalog/parseProductListQuery';
import { pageOf, type RawQuery, readPositiveInt, readText } from '../catalog/queryParams';
import type { AppContext } from '../context';
import {
  badges,
  brands,
  categories,
  solutions,
  subcategories,
  subSubcategories,
} from '../db/schema';
import { ok, paginate } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { pageParams, readPageNo } from '../http/pageParams';

/** Catalogue answers are the same for everyone: shared caches may keep them a minute. */
export const PUBLIC_CACHE = 'public, max-age=60';

/** Live-search suggestions: default and largest `limit`, shortest search (spec: 2). */
const SUGGESTIONS_DEFAULT = 8;
const SUGGESTIONS_MAX = 20;
const SEARCH_MIN_CHARS = 2;
/** Best sellers: default and largest `limit` (spec: 9 on the home page). */
const BEST_SELLERS_DEFAULT = 9;
const BEST_SELLERS_MAX = 100;
const TIME_PERIODS = ['week', 'month', 'year'];
/** The small reference lists (categories, brands …): all rows by default and with -1 (spec). */
const WHOLE_LIST = { perPage: -1, allowAll: true } as const;

type Query = { Querystring: RawQuery };
type ById = { Params: { id: string } };

const publicCache = (reply: FastifyReply) => reply.header('cache-control', PUBLIC_CACHE);
/** Sends JSON bytes built from the catalogue's serialised products (see `catalogJson`). */
const sendJson = (reply: FastifyReply, body: Buffer) =>
  publicCache(reply).type('application/json; charset=utf-8').send(body);

/**
 * Catalogue reads (spec 1 §7): categories, subcategories, the menu tree, brands, badges,
 * solutions, the product listing, product details, related products, live search, best
 * sellers and deals. Products come from the in-memory index (`ctx.catalog`), the small
 * reference lists from the database.
 */
export async function catalogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const countOf = (filter: { category?: string; brand?: string; type?: string }) =>
    ctx.catalog.list({ ...filter, per_page: 1 }).total;

  app.get<Query>('/product-category/web/list/', async (request, reply) => {
    const { page, perPage } = pageParams(request.query, WHOLE_LIST);
    const type = readText(request.query, 'type');
    const rows = bySortOrder(await ctx.db.select().from(categories));
    publicCache(reply);
    return ok(
      pageOf(rows, page, perPage).map((row) =>
        categoryWire(row, countOf({ category: row.name, type })),
      ),
      'Categories fetched successfully',
      paginate(page, perPage, rows.length),
    );
  });

  app.get<ById>('/product-category/get/:id', async (request, reply) => {
    const [row] = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.id, request.params.id));
    if (!row) throw notFound('Category not found');
    publicCache(reply);
    return ok(categoryWire(row, countOf({ category: row.name })), 'Category fetched successfully');
  });

  app.get<Query>('/product-sub-category/web/list/', async (request, reply) => {
    const { page, perPage } = pageParams(request.query, WHOLE_LIST);
    const categoryId = readText(request.query, 'product_category_id');
    const [rows, parents] = await Promise.all([
      ctx.db
        .select()
        .from(subcategories)
        .where(categoryId ? eq(subcategories.categoryId, categoryId) : undefined),
      ctx.db.select({ id: categories.id, name: categories.name }).from(categories),
    ]);
    const names = new Map(parents.map((c) => [c.id, c.name]));
    const sorted = bySortOrder(rows);
    publicCache(reply);
    return ok(
      pageOf(sorted, page, perPage).map((row) => subcategoryWire(row, names.get(row.categoryId))),
      'Subcategories fetched successfully',
      paginate(page, perPage, sorted.length),
    );
  });

  app.get<Query>('/product-sub-sub-category/web/list/', async (request, reply) => {
    const { page, perPage } = pageParams(request.query, WHOLE_LIST);
    const subcategoryId = readText(request.query, 'product_sub_category_id');
    const [rows, parents] = await Promise.all([
      ctx.db
        .select()
        .from(subSubcategories)
        .where(subcategoryId ? eq(subSubcategories.subcategoryId, subcategoryId) : undefined),
      ctx.db.select({ id: subcategories.id, name: subcategories.name }).from(subcategories),
    ]);
    const names = new Map(parents.map((s) => [s.id, s.name]));
    const sorted = bySortOrder(rows);
    publicCache(reply);
    return ok(
      pageOf(sorted, page, perPage).map((row) =>
        subSubcategoryWire(row, names.get(row.subcategoryId)),
      ),
      'Sub-subcategories fetched successfully',
      paginate(page, perPage, sorted.length),
    );
  });

  app.get('/product-sub-sub-category/menu-list', async (_request, reply) => {
    const [c, s, ss] = await Promise.all([
      ctx.db.select().from(categories),
      ctx.db.select().from(subcategories),
      ctx.db.select().from(subSubcategories),
    ]);
    publicCache(reply);
    return ok(menuTree(c, s, ss), 'Menu fetched successfully');
  });

  app.get<Query>('/brands/web/list/', async (request, reply) => {
    const { page, perPage } = pageParams(request.query, WHOLE_LIST);
    const rows = (await ctx.db.select().from(brands)).sort((a, b) =>
      a.title.localeCompare(b.title),
    );
    publicCache(reply);
    return ok(
      pageOf(rows, page, perPage).map((row) => brandWire(row, countOf({ brand: row.title }))),
      'Brands fetched successfully',
      paginate(page, perPage, rows.length),
    );
  });

  app.get<Query>('/badges/web/list/', async (request, reply) => {
    const { page, perPage } = pageParams(request.query, WHOLE_LIST);
    const rows = (await ctx.db.select().from(badges)).sort((a, b) => a.name.localeCompare(b.name));
    publicCache(reply);
    return ok(
      pageOf(rows, page, perPage).map(badgeWire),
      'Badges fetched successfully',
      paginate(page, perPage, rows.length),
    );
  });

  app.get<Query>('/solution/web/list/', async (request, reply) => {
    const { page, perPage } = pageParams(request.query, WHOLE_LIST);
    const rows = (await ctx.db.select().from(solutions)).sort((a, b) =>
      a.title.localeCompare(b.title),
    );
    publicCache(reply);
    return ok(
      pageOf(rows, page, perPage).map(solutionWire),
      'Solutions fetched successfully',
      paginate(page, perPage, rows.length),
    );
  });

  app.get('/solution/active', async (_request, reply) => {
    const rows = await ctx.db.select().from(solutions).where(eq(solutions.isActive, true));
    publicCache(reply);
    return ok(
      rows.sort((a, b) => a.title.localeCompare(b.title)).map(solutionWire),
      'Solutions fetched successfully',
    );
  });

  app.get<Query>('/products/web/list/', async (request, reply) => {
    const query = parseProductListQuery(request.query);
    const { items, total, facets } = ctx.catalog.list(query);
    const pagination = paginate(query.page_no!, query.per_page!, total);
    return sendJson(
      reply,
      productListJson(items, 'Products fetched successfully', pagination, facets),
    );
  });

  app.get<ById>('/products/get/:id', async (request, reply) => {
    const product = ctx.catalog.get(request.params.id);
    if (!product) throw notFound('Product not found');
    return sendJson(reply, productJson(product, 'Product fetched successfully'));
  });

  app.get<ById>('/products/get-related-products/:id', async (request, reply) => {
    const product = ctx.catalog.get(request.params.id);
    if (!product) throw notFound('Product not found');
    const related = product.relatedIds.flatMap((id) => ctx.catalog.get(id) ?? []);
    return sendJson(reply, productListJson(related, 'Related products fetched successfully'));
  });

  app.get<Query>('/products/search-autocomplete', async (request, reply) => {
    const search = readSearch(request.query) ?? '';
    const limit = readPositiveInt(request.query, 'limit', SUGGESTIONS_DEFAULT, SUGGESTIONS_MAX);
    const { hits, total } =
      search.length < SEARCH_MIN_CHARS
        ? { hits: [], total: 0 }
        : ctx.catalog.searchHits(search, limit);
    return sendJson(reply, suggestionsJson(hits, total, 'Search results fetched successfully'));
  });

  app.get<Query>('/products/best-selling', async (request, reply) => {
    const page = readPageNo(request.query);
    const limit = readPositiveInt(request.query, 'limit', BEST_SELLERS_DEFAULT, BEST_SELLERS_MAX);
    const period = readText(request.query, 'time_period') ?? 'month';
    if (!TIME_PERIODS.includes(period)) {
      throw badRequest('time_period must be week, month or year');
    }
    // Units sold are kept per product, not per period: every period ranks by all-time sales.
    const { items, total } = ctx.catalog.bestSellingPage((page - 1) * limit, limit);
    return sendJson(
      reply,
      productListJson(items, 'Best sellers fetched successfully', paginate(page, limit, total)),
    );
  });

  app.get('/products/deal-of-the-day', async (_request, reply) =>
    sendJson(reply, productListJson(ctx.catalog.deals(), 'Deals fetched successfully')),
  );
}
