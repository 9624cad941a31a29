import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type RawQuery, readText } from '../catalog/queryParams';
import type { AppContext } from '../context';
import { banners, contentItems, testimonials } from '../db/schema';
import { ok, paginate } from '../http/envelope';
import { notFound } from '../http/errors';
import { pageParams } from '../http/pageParams';
import { bannerWire } from '../services/bannerWire';
import { PUBLIC_CACHE } from './catalogRoutes';

/** Banners per page (spec: 10). */
const BANNERS_PER_PAGE = 10;

type ContentRow = typeof contentItems.$inferSelect;

function newsWire(row: ContentRow) {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    badge: row.badge,
    published_date: row.publishedDate,
    location: row.location,
    link: row.link,
    tags: row.tags,
  };
}

/**
 * Home-page content (spec 1 §7): banners (the carousel's by default, `placement` chooses),
 * one banner, testimonials and content lists by type, newest first ('news').
 */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Querystring: RawQuery }>('/banner/web/list/', async (request, reply) => {
    const { page, perPage } = pageParams(request.query, { perPage: BANNERS_PER_PAGE });
    const placement = readText(request.query, 'placement', 50) ?? 'home';
    const rows = await ctx.db
      .select()
      .from(banners)
      .where(eq(banners.placement, placement))
      .orderBy(asc(banners.sortOrder), asc(banners.id));
    const shown = rows.slice((page - 1) * perPage, page * perPage);
    reply.header('cache-control', PUBLIC_CACHE);
    return ok(
      shown.map(bannerWire),
      'Banners fetched successfully',
      paginate(page, perPage, rows.length),
    );
  });

  app.get<{ Params: { id: string } }>('/banner/get/:id', async (request, reply) => {
    const [row] = await ctx.db.select().from(banners).where(eq(banners.id, request.params.id));
    if (!row) throw notFound('Banner not found');
    reply.header('cache-control', PUBLIC_CACHE);
    return ok(bannerWire(row), 'Banner fetched successfully');
  });

  app.get('/testimonials/web/list', async (_request, reply) => {
    const rows = await ctx.db
      .select()
      .from(testimonials)
      .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
    reply.header('cache-control', PUBLIC_CACHE);
    return ok(
      rows.map((row) => ({
        _id: row.id,
        id: row.id,
        name: row.name,
        title: row.title,
        company: row.company,
        category: row.category,
        testimonial: row.testimonial,
        rating: row.rating,
        avatar: row.avatar,
      })),
      'Testimonials fetched successfully',
    );
  });

  app.get<{ Params: { type: string } }>(
    '/content-master/web/list/:type',
    async (request, reply) => {
      const rows = await ctx.db
        .select()
        .from(contentItems)
        .where(eq(contentItems.type, request.params.type))
        .orderBy(desc(contentItems.publishedDate), asc(contentItems.id));
      reply.header('cache-control', PUBLIC_CACHE);
      return ok(rows.map(newsWire), 'Content fetched successfully');
    },
  );
}
