import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { avatarSvg } from '../media/avatarImage';
import { brandLogoSvg } from '../media/brandLogo';
import { categoryIconSvg, categorySvg } from '../media/categoryImage';
import { coverSvg, shapesFor } from '../media/coverImage';
import { datasheetPdf } from '../media/datasheetPdf';
import {
  categoryShapes,
  findBanner,
  findBrandTitle,
  findCategoryName,
  findContentItem,
  findMediaProduct,
  findSolutionTitle,
  solutionShapes,
} from '../media/mediaSources';
import { brandColor, type ProductView, productSvg } from '../media/productImage';
import { productLook } from '../media/productLook';
import { shapeFor } from '../media/shapeFor';
import { gradientColors } from '../media/tailwindColors';

/** Ids are stable and images are generated from them, so clients may cache them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SVG_TYPE = 'image/svg+xml; charset=utf-8';
// Even opened directly, a generated SVG can run nothing and load nothing.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const ID = '[A-Za-z0-9_]{1,64}';
const PRODUCT_FILE = new RegExp(`^(${ID})(?:-([23]))?\\.svg$`);
const CATEGORY_FILE = new RegExp(`^(${ID})(-icon)?\\.svg$`);
const SVG_FILE = new RegExp(`^(${ID})\\.svg$`);
const AVATAR_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.svg$/;
const PDF_FILE = new RegExp(`^(${ID})\\.pdf$`);

type FileRequest = { Params: { file: string } };

const NEWS_COLORS: Record<string, [string, string]> = {
  'Product Launch': ['#1E3A8A', '#2563EB'],
  'Industry News': ['#0F172A', '#475569'],
  'How-To Guide': ['#065F46', '#10B981'],
  'Event Coverage': ['#4C1D95', '#8B5CF6'],
  Sustainability: ['#14532D', '#22C55E'],
  Maintenance: ['#78350F', '#F59E0B'],
};

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', SVG_TYPE)
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SVG_CSP)
    .send(svg);
}

/**
 * Generated media: product images (three views), brand logos, category images and icons,
 * banner, news and solution art, initials avatars and PDF datasheets. Everything is drawn
 * locally from the database (no internet), deterministically from the id; unknown ids get
 * the 404 envelope. Registered on the root app: `/media/…`, not under `/api/v1`.
 */
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<FileRequest>('/media/products/:file', async (request, reply) => {
    const match = PRODUCT_FILE.exec(request.params.file);
    const product = match?.[1] ? await findMediaProduct(ctx, match[1]) : null;
    if (!match || !product) throw notFound('Product image not found');
    const view = Number(match[2] ?? 1) as ProductView;
    return sendSvg(
      reply,
      productSvg(
        {
          name: product.name,
          brand: product.brand,
          model: product.model,
          category: product.category,
          shape: shapeFor(product.category, product.subsubcategory),
          look: productLook(product),
        },
        view,
      ),
    );
  });

  app.get<FileRequest>('/media/datasheets/:file', async (request, reply) => {
    const match = PDF_FILE.exec(request.params.file);
    const product = match?.[1] ? await findMediaProduct(ctx, match[1]) : null;
    if (!product) throw notFound('Datasheet not found');
    const filename = `${(product.model ?? product.id).replace(/[^A-Za-z0-9._-]+/g, '_')}-datasheet.pdf`;
    const pdf = datasheetPdf({
      id: product.id,
      name: product.name,
      brand: product.brand,
      model: product.model,
      categoryPath: [product.category, product.subcategory, product.subsubcategory]
        .filter(Boolean)
        .join(' / '),
      hsnCode: product.hsnCode,
      description: product.description,
      specs: product.specs,
      color: brandColor(product.brand),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  app.get<FileRequest>('/media/brands/:file', async (request, reply) => {
    const match = SVG_FILE.exec(request.params.file);
    const title = match?.[1] ? await findBrandTitle(ctx, match[1]) : null;
    if (!title) throw notFound('Brand logo not found');
    return sendSvg(reply, brandLogoSvg(title));
  });

  app.get<FileRequest>('/media/categories/:file', async (request, reply) => {
    const match = CATEGORY_FILE.exec(request.params.file);
    const name = match?.[1] ? await findCategoryName(ctx, match[1]) : null;
    if (!match || !name) throw notFound('Category image not found');
    const shapes = categoryShapes(name);
    const main = shapes[0] ?? shapeFor(name);
    return sendSvg(
      reply,
      match[2] ? categoryIconSvg(name, main) : categorySvg(name, shapes.length ? shapes : [main]),
    );
  });

  app.get<FileRequest>('/media/banners/:file', async (request, reply) => {
    const match = SVG_FILE.exec(request.params.file);
    const banner = match?.[1] ? await findBanner(ctx, match[1]) : null;
    if (!match?.[1] || !banner) throw notFound('Banner image not found');
    const id = match[1];
    const [from, to] = gradientColors(banner.background, id);
    const linked = /[?&]category=([^&]+)/.exec(banner.link ?? '')?.[1];
    const shapes = linked
      ? [...categoryShapes(decodeURIComponent(linked)), ...shapesFor(id, 3)].slice(0, 3)
      : shapesFor(id, 3);
    return sendSvg(
      reply,
      coverSvg({ width: 1600, height: 600, title: banner.title, from, to, shapes }),
    );
  });

  app.get<FileRequest>('/media/news/:file', async (request, reply) => {
    const match = SVG_FILE.exec(request.params.file);
    const item = match?.[1] ? await findContentItem(ctx, match[1]) : null;
    if (!match?.[1] || !item) throw notFound('News image not found');
    const [from, to] = NEWS_COLORS[item.badge ?? ''] ?? gradientColors(null, match[1]);
    const tagged = item.tags.flatMap((tag) => categoryShapes(tag).slice(0, 1));
    const shapes = [...tagged, ...shapesFor(match[1], 3)].slice(0, 3);
    return sendSvg(
      reply,
      coverSvg({ width: 800, height: 450, title: item.title, from, to, shapes }),
    );
  });

  app.get<FileRequest>('/media/solutions/:file', async (request, reply) => {
    const match = SVG_FILE.exec(request.params.file);
    const title = match?.[1] ? await findSolutionTitle(ctx, match[1]) : null;
    if (!match?.[1] || !title) throw notFound('Solution image not found');
    const [from, to] = gradientColors(null, title);
    const shapes = [...solutionShapes(title), ...shapesFor(match[1], 3)].slice(0, 3);
    return sendSvg(reply, coverSvg({ width: 800, height: 450, title, from, to, shapes }));
  });

  app.get<FileRequest>('/media/avatars/:file', async (request, reply) => {
    const match = AVATAR_FILE.exec(request.params.file);
    if (!match?.[1]) throw notFound('Avatar not found');
    return sendSvg(reply, avatarSvg(match[1]));
  });
}
