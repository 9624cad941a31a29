import { type ProductInput, toRupees } from '@storefront-kit/core';
import type { products } from '../db/schema';
import type { CatalogNames } from './catalogNames';
import type { CatalogProduct } from './types';

/** A row of the `products` table. */
export type ProductRow = typeof products.$inferSelect;

/**
 * The prototype of catalogue products: `wire` is parsed from `wireJson` when read. Holding
 * 100,000 wire objects (and getters on each product) would weigh on every garbage collection.
 */
const withParsedWire = {
  get wire(): ProductInput {
    return JSON.parse((this as unknown as CatalogProduct).wireJson.toString());
  },
};

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
  const fields: Omit<CatalogProduct, 'wire'> = {
    id: row.id,
    name: row.name,
    modelNumber: row.modelNumber,
    sellingPrice: row.sellingPrice,
    listingPrice: row.listingPrice,
    stockQuantity: row.stockQuantity,
    inStock: row.stockQuantity > 0,
    isActive: row.isActive,
    hsnCode: row.hsnCode,
    specText: specTextOf(row.specification),
    thumbImage: row.thumbImage,
    type: row.type,
    description: row.description,
    brandId: row.brandId,
    brand: brand?.title ?? null,
    categoryId: row.categoryId,
    category,
    subcategory,
    subsubcategory,
    solutions: solutionTitles,
    badges: row.badges,
    rating: row.rating,
    reviewCount: row.reviewCount,
    soldCount: row.soldCount,
    dealOfTheDay: row.dealOfTheDay,
    createdAt,
    relatedIds,
    wireJson,
  };
  return Object.setPrototypeOf(fields, withParsedWire);
}
