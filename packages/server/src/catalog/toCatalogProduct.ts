import { type ProductInput, toRupees } from '@storefront-kit/core';
import type { products } from '../db/schema';
import type { BodyStore } from './bodyStore';
import type { CatalogNames } from './catalogNames';
import type { CatalogProduct } from './types';

/** A row of the `products` table. */
export type ProductRow = typeof products.$inferSelect;

/**
 * Where a catalogue product's wire JSON is: in `bodyBytes` as loaded, then, once the index holds
 * the product, in the index's body store (`storeBody`). The same four fields on every product,
 * so all products share one shape.
 */
interface Body {
  bodyBytes: Buffer | null;
  bodyStore: BodyStore | null;
  bodyAt: number;
  bodyLength: number;
}

/** The fields of a product that say where its body is, not what the product is. */
export const BODY_FIELDS: ReadonlySet<string> = new Set<keyof Body>([
  'bodyBytes',
  'bodyStore',
  'bodyAt',
  'bodyLength',
]);

/** A product's wire JSON, from wherever its body is. */
const readBody = (body: Body): Buffer =>
  body.bodyBytes ?? body.bodyStore!.read(body.bodyAt, body.bodyLength);

/** The byte length of a product's wire JSON, without reading it. */
export const wireJsonLength = (product: CatalogProduct): number =>
  (product as unknown as Body).bodyLength;

/**
 * Copies a product's wire JSON into `target` at `offset` (from its store without a buffer of its
 * own); returns the offset after it.
 */
export function copyWireJson(product: CatalogProduct, target: Uint8Array, offset: number): number {
  const body = product as unknown as Body;
  if (body.bodyBytes) target.set(body.bodyBytes, offset);
  else body.bodyStore!.readInto(body.bodyAt, body.bodyLength, target, offset);
  return offset + body.bodyLength;
}

/**
 * The prototype of catalogue products: `wireJson` is read from wherever the body is, `wire`
 * parsed from it. Holding 100,000 wire objects (and getters on each product) would weigh on
 * every garbage collection.
 */
const productPrototype = {
  get wireJson(): Buffer {
    return readBody(this as unknown as Body);
  },
  get wire(): ProductInput {
    return JSON.parse((this as unknown as CatalogProduct).wireJson.toString());
  },
};

/**
 * Moves a product's body into `store` (the index's), so its bytes leave the heap. A product
 * whose body is already there is left alone.
 */
export function storeBody(product: CatalogProduct, store: BodyStore): void {
  const body = product as unknown as Body;
  if (body.bodyStore === store) return;
  const bytes = product.wireJson;
  body.bodyAt = store.put(bytes);
  body.bodyStore = store;
  body.bodyBytes = null;
}

/** Counts a stored product's body as garbage in its store (the index no longer holds it). */
export function releaseBody(product: CatalogProduct, store: BodyStore): void {
  const body = product as unknown as Body;
  if (body.bodyStore === store) store.release(body.bodyLength);
}

/**
 * A fresh copy of `product` with `changes`, as a source would load it (its body back on the
 * heap), for sources that keep products rather than rows (fakes in tests, benches). The copy's
 * wire JSON is `wireJson` when given, else `product`'s: `changes` do not reach it.
 */
export function copyCatalogProduct(
  product: CatalogProduct,
  changes: Partial<Omit<CatalogProduct, 'wire' | 'wireJson'>> = {},
  wireJson?: Buffer,
): CatalogProduct {
  const body = product as unknown as Body;
  const bytes = Buffer.from(wireJson ?? readBody(body));
  const copy: Body = {
    ...product,
    ...changes,
    bodyBytes: bytes,
    bodyStore: null,
    bodyAt: 0,
    bodyLength: bytes.length,
  };
  return Object.setPrototypeOf(copy, productPrototype);
}

/**
 * One copy of each of the values that many products repeat (types, HSN codes, brand and
 * category ids; badge and solution lists), so a million products do not hold a million copies
 * of "product" or of an empty list. Bounded: cleared if a catalogue ever has this many.
 */
const MAX_SHARED = 100_000;
const sharedStrings = new Map<string, string>();
const sharedLists = new Map<string, readonly string[]>();
const NO_STRINGS: readonly string[] = Object.freeze([]);

function shared(value: string): string;
function shared(value: string | null): string | null;
function shared(value: string | null): string | null {
  if (value === null) return null;
  const known = sharedStrings.get(value);
  if (known !== undefined) return known;
  if (sharedStrings.size >= MAX_SHARED) sharedStrings.clear();
  sharedStrings.set(value, value);
  return value;
}

function sharedList(list: readonly string[]): readonly string[] {
  if (list.length === 0) return NO_STRINGS;
  const key = list.join('\u0000');
  const known = sharedLists.get(key);
  if (known !== undefined) return known;
  if (sharedLists.size >= MAX_SHARED) sharedLists.clear();
  const copy = Object.freeze(list.map((value) => shared(value)));
  sharedLists.set(key, copy);
  return copy;
}

/** Specification lines search leaves out: the same on every product, or already indexed. */
const UNSEARCHED_SPECS = new Set(['warranty', 'country of origin', 'brand', 'model number']);

/** The specification values search reads, one a line. */
function specTextOf(specification: unknown): string {
  if (!Array.isArray(specification)) return '';
  return specification
    .flatMap((line: unknown) => {
      if (typeof line !== 'object' || line === null) return [];
      const { name, value } = line as { name?: unknown; value?: unknown };
      if (typeof value !== 'string' || !value.trim()) return [];
      if (typeof name === 'string' && UNSEARCHED_SPECS.has(name.trim().toLowerCase())) return [];
      return [value.replace(/\s+/g, ' ').trim()];
    })
    .join('\n');
}

/** A product row as the catalogue and the API see it. */
export function toCatalogProduct(
  row: ProductRow,
  names: CatalogNames,
  relatedIds: readonly string[],
): CatalogProduct {
  const brand = row.brandId ? names.brands.get(row.brandId) : undefined;
  const category = names.categories.get(row.categoryId) ?? '';
  const subcategory = row.subcategoryId
    ? (names.subcategories.get(row.subcategoryId) ?? null)
    : null;
  const subsubcategory = row.subSubcategoryId
    ? (names.subSubcategories.get(row.subSubcategoryId) ?? null)
    : null;
  const solutionTitles = row.solutionIds.flatMap((id) => names.solutions.get(id) ?? []);
  const createdAt = row.createdAt.getTime();
  const wire: ProductInput = {
    _id: row.id,
    id: row.id,
    product_name: row.name,
    model_number: row.modelNumber,
    product_description: row.description,
    product_long_description: row.longDescription,
    product_thumb_image: row.thumbImage,
    product_image_gallery: row.gallery,
    product_catalog: row.catalog,
    product_specification: row.specification,
    product_selling_price: toRupees(row.sellingPrice),
    product_listing_price: row.listingPrice === null ? null : toRupees(row.listingPrice),
    badges: row.badges,
    is_stock_available: row.stockQuantity > 0,
    is_active: row.isActive,
    hsn_code: row.hsnCode,
    type: row.type,
    brand_id:
      brand && row.brandId ? { _id: row.brandId, title: brand.title, logo: brand.logo } : null,
    product_category_id: { _id: row.categoryId, product_category_name: category },
    product_sub_category_id:
      row.subcategoryId && subcategory
        ? { _id: row.subcategoryId, product_sub_category_name: subcategory }
        : null,
    product_sub_sub_category_id:
      row.subSubcategoryId && subsubcategory
        ? { _id: row.subSubcategoryId, product_sub_sub_category_name: subsubcategory }
        : null,
    related_products_mapping: relatedIds.map((id) => ({ product_id: id })),
    discount_data:
      row.discountPercentage === null ? null : { discount_percentage: row.discountPercentage },
    solutions: solutionTitles,
    rating: row.rating,
    review_count: row.reviewCount,
    stock_quantity: row.stockQuantity,
    createdAt: row.createdAt.toISOString(),
  };
  const wireJson = Buffer.from(JSON.stringify(wire));
  const fields: Omit<CatalogProduct, 'wire' | 'wireJson'> & Body = {
    id: row.id,
    name: row.name,
    modelNumber: row.modelNumber,
    sellingPrice: row.sellingPrice,
    listingPrice: row.listingPrice,
    stockQuantity: row.stockQuantity,
    inStock: row.stockQuantity > 0,
    isActive: row.isActive,
    hsnCode: shared(row.hsnCode),
    specText: specTextOf(row.specification),
    thumbImage: row.thumbImage,
    type: shared(row.type),
    description: row.description,
    brandId: shared(row.brandId),
    brand: brand?.title ?? null,
    categoryId: shared(row.categoryId),
    category,
    subcategory,
    subsubcategory,
    solutions: sharedList(solutionTitles),
    badges: sharedList(row.badges),
    rating: row.rating,
    reviewCount: row.reviewCount,
    soldCount: row.soldCount,
    dealOfTheDay: row.dealOfTheDay,
    createdAt,
    // A copy of its exact length (lists built by push keep spare room).
    relatedIds: relatedIds.length ? relatedIds.slice() : NO_STRINGS,
    bodyBytes: wireJson,
    bodyStore: null,
    bodyAt: 0,
    bodyLength: wireJson.length,
  };
  return Object.setPrototypeOf(fields, productPrototype);
}
