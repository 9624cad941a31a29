import { PLACEHOLDER_IMAGE } from '../constants';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { productMessages } from '../messages/productMessages';
import { type Paise, toPaise } from '../money/paise';
import { dealPrice, percentOff } from '../money/pricing';
import type { Product } from '../schemas/catalog';
import type { NamedValue } from '../schemas/common';
import { productUrl, slugify } from './slugify';

/** A product with every field the UI needs derived once. Money is integer paise. */
export interface ProductView {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  /** From the URL template, default `/products/details/{slug}/{id}`. */
  readonly url: string;
  readonly modelNumber: string | undefined;
  readonly description: string;
  /** Rich HTML: sanitise before rendering. */
  readonly longDescription: string | undefined;
  /** Thumbnail, or the placeholder image. */
  readonly image: string;
  /** Gallery images; at least the thumbnail. */
  readonly gallery: readonly string[];
  readonly catalogs: readonly { name: string; url: string }[];
  readonly specifications: readonly NamedValue[] | string | undefined;
  /** Selling price; 0 means "Price on Request". */
  readonly price: Paise;
  /** The MRP (listing price) when the API sent one. */
  readonly mrp: Paise | undefined;
  /** The MRP when it is above the selling price: shown struck through. */
  readonly originalPrice: Paise | undefined;
  /** Rounded percent off, only when the MRP is above a positive price. */
  readonly percentOff: number | undefined;
  /** MRP minus price, only when the MRP is above a positive price ('Save ₹x'). */
  readonly saving: Paise | undefined;
  /** Selling price 0 or less: show 'Price on Request' and a quote button. */
  readonly priceOnRequest: boolean;
  /** The deal-of-the-day price rule (selling, else MRP less discount %, else MRP). */
  readonly dealPrice: Paise;
  readonly discountPercentage: number | undefined;
  /** Brand title, or 'Unknown Brand'. */
  readonly brand: string;
  readonly brandLogo: string | undefined;
  readonly category: string | undefined;
  readonly subcategory: string | undefined;
  readonly subsubcategory: string | undefined;
  /** From `is_stock_available` (true unless explicitly false). */
  readonly inStock: boolean;
  readonly isActive: boolean;
  readonly hsnCode: string | undefined;
  readonly type: string | undefined;
  readonly badges: readonly string[];
  readonly relatedIds: readonly string[];
  /** Average of real reviews, or null when there are none (no invented ratings). */
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly stockQuantity: number | undefined;
}

/** Options of `toProductView`. */
export interface ProductViewOptions {
  messages?: MessageOverrides;
  /** @default a neutral SVG data URL */
  placeholderImage?: string;
  /** @default '/products/details/{slug}/{id}' */
  urlTemplate?: string;
}

const refName = (ref: unknown, key: string): string | undefined => {
  if (!ref || typeof ref !== 'object') return undefined;
  const value = (ref as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : undefined;
};

const paiseOrZero = (rupees: number | null | undefined): Paise => {
  const paise = toPaise(rupees ?? 0);
  return Number.isNaN(paise) ? 0 : paise;
};

/** Derives the view of a product: prices in paise, labels, URL, stock, rating. */
export function toProductView(product: Product, options?: ProductViewOptions): ProductView {
  const t = createTranslator(productMessages, options?.messages);
  const placeholder = options?.placeholderImage ?? PLACEHOLDER_IMAGE;
  const price = Math.max(0, paiseOrZero(product.product_selling_price));
  const mrp =
    product.product_listing_price === null || product.product_listing_price === undefined
      ? undefined
      : paiseOrZero(product.product_listing_price);
  const off = percentOff(mrp, price);
  const brandRef = product.brand_id;
  const brand =
    typeof brandRef === 'object' && brandRef
      ? brandRef.title || brandRef.name || brandRef.product_brand_name || undefined
      : undefined;
  const image = product.product_thumb_image || placeholder;
  const gallery = (product.product_image_gallery ?? []).filter(Boolean);
  const discountPercentage = product.discount_data?.discount_percentage ?? undefined;
  const rating = product.review_count && product.rating ? product.rating : null;
  return {
    id: product.id,
    name: product.product_name,
    slug: slugify(product.product_name),
    url: productUrl({ id: product.id, name: product.product_name }, options?.urlTemplate),
    modelNumber: product.model_number || undefined,
    description: product.product_description ?? '',
    longDescription: product.product_long_description || undefined,
    image,
    gallery: gallery.length ? gallery : [image],
    catalogs: (product.product_catalog ?? []).map(({ name, value }) => ({ name, url: value })),
    specifications: product.product_specification ?? undefined,
    price,
    mrp,
    originalPrice: off === undefined ? undefined : mrp,
    percentOff: off,
    saving: off === undefined || mrp === undefined ? undefined : mrp - price,
    priceOnRequest: price <= 0,
    dealPrice: dealPrice(price, mrp ?? 0, discountPercentage),
    discountPercentage,
    brand: brand ?? t('product.unknownBrand'),
    brandLogo: typeof brandRef === 'object' && brandRef ? (brandRef.logo ?? undefined) : undefined,
    category: refName(product.product_category_id, 'product_category_name'),
    subcategory: refName(product.product_sub_category_id, 'product_sub_category_name'),
    subsubcategory: refName(product.product_sub_sub_category_id, 'product_sub_sub_category_name'),
    inStock: product.is_stock_available !== false,
    isActive: product.is_active !== false,
    hsnCode: product.hsn_code || undefined,
    type: product.type || undefined,
    badges: product.badges ?? [],
    relatedIds: (product.related_products_mapping ?? []).map((entry) => entry.product_id),
    rating,
    reviewCount: product.review_count ?? 0,
    stockQuantity: product.stock_quantity ?? undefined,
  };
}
