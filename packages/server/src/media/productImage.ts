import { SEED_BRANDS } from '../seed/brands';
import type { ProductShape } from '../seed/catalog/types';
import { colorFor, tonesOf } from './colors';
import { drawShape } from './drawShape';
import { PLAIN_LOOK, type ProductLook } from './productLook';
import { clip, el, path, rect, svgDocument, text } from './svg';

/** What a product image shows. */
export interface ProductArt {
  readonly name: string;
  readonly brand: string | null;
  readonly model: string | null;
  readonly category: string;
  readonly shape: ProductShape;
  /** The product's own details (see `productLook`); the family's plain drawing without. */
  readonly look?: ProductLook;
}

/**
 * Views of the gallery: 1 the product (the card picture: no text drawn in it, so badges and
 * buttons over its corners hide nothing), 2 an angled view on the brand colour, 3 a line
 * drawing; 2 and 3 carry the brand, model and category as labels.
 */
export type ProductView = 1 | 2 | 3;

const BRAND_COLORS = new Map<string, string>(SEED_BRANDS.map((b) => [b.title, b.color]));

/** A brand's colour (a stable colour for brands outside the seed). */
export const brandColor = (brand: string | null) =>
  (brand && BRAND_COLORS.get(brand)) ?? colorFor(brand ?? 'storefront-kit');

const GREY = tonesOf('#6B7280');

/** The backdrop of view 1, in the brand's light tone. */
function backdrop(kind: ProductLook['backdrop'], fill: string): string {
  switch (kind) {
    case 'square':
      return rect(52, 52, 296, 296, fill, 48);
    case 'hexagon':
      return path('M200 36 L342 118 V282 L200 364 L58 282 V118 Z', fill);
    case 'diamond':
      return path('M200 30 L370 200 L200 370 L30 200 Z', fill);
    default:
      return el('circle', { cx: 200, cy: 200, r: 160, fill });
  }
}

/** The drawing turned, sized and mirrored as the product's look says, about the centre. */
const placed = (art: string, look: ProductLook) =>
  look.scale === 1 && !look.mirror && look.tilt === 0
    ? art
    : el(
        'g',
        {
          transform: `translate(200 200) rotate(${look.tilt}) scale(${look.mirror ? -look.scale : look.scale} ${look.scale}) translate(-200 -200)`,
        },
        art,
      );

/** A 400 x 400 product image: the product's kind drawn in its brand's colours, with labels. */
export function productSvg(product: ProductArt, view: ProductView): string {
  const look = product.look ?? PLAIN_LOOK;
  const brandTones = tonesOf(brandColor(product.brand));
  // The product's own colour (a push button's, a terminal's) where it has one.
  const tones = look.colour ? { ...tonesOf(look.colour), light: brandTones.light } : brandTones;
  const art = drawShape(product.shape, view === 3 ? GREY : tones, look);
  const title = product.model ? `${product.name} (${product.model})` : product.name;
  const labels =
    text(24, 40, clip(product.brand ?? 'Generic', 28), {
      'font-size': 22,
      'font-weight': 700,
      fill: view === 2 ? '#FFFFFF' : tones.base,
    }) +
    text(200, 372, clip(product.model ?? product.category, 30), {
      'font-size': 20,
      'font-weight': 700,
      'text-anchor': 'middle',
      fill: view === 2 ? '#FFFFFF' : '#111827',
    }) +
    text(376, 40, clip(product.category, 24), {
      'font-size': 13,
      'text-anchor': 'end',
      fill: view === 2 ? tones.light : '#6B7280',
    });
  if (view === 2) {
    return svgDocument(
      400,
      400,
      title,
      rect(0, 0, 400, 400, tones.dark) +
        el('circle', { cx: 200, cy: 200, r: 150, fill: tones.base, opacity: 0.5 }) +
        el(
          'g',
          { transform: 'translate(200 200) rotate(-10) scale(0.82) translate(-200 -200)' },
          art,
        ) +
        labels,
    );
  }
  if (view === 3) {
    return svgDocument(
      400,
      400,
      title,
      rect(0, 0, 400, 400, '#F8FAFC') +
        el('g', { opacity: 0.85 }, art) +
        path('M40 326 H360 M40 318 V334 M360 318 V334', 'none', {
          stroke: '#94A3B8',
          'stroke-width': 2,
        }) +
        text(200, 392, 'Outline for reference only, not to scale', {
          'font-size': 11,
          'text-anchor': 'middle',
          fill: '#64748B',
        }) +
        labels,
    );
  }
  return svgDocument(
    400,
    400,
    title,
    rect(0, 0, 400, 400, '#FFFFFF') + backdrop(look.backdrop, brandTones.light) + placed(art, look),
  );
}
