import { toRupees } from '@storefront-kit/core';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  brands,
  categories,
  products,
  relatedProducts,
  solutions,
  subcategories,
  subSubcategories,
} from '../db/schema';
import type { CatalogListQuery, CatalogProduct, ProductIndex } from './types';

type ProductRow = typeof products.$inferSelect;

interface Names {
  brands: Map<string, { title: string; logo: string | null }>;
  categories: Map<string, string>;
  subcategories: Map<string, string>;
  subSubcategories: Map<string, string>;
  solutions: Map<string, string>;
}

async function loadNames(db: Database): Promise<Names> {
  const [b, c, s, ss, so] = await Promise.all([
    db.select({ id: brands.id, title: brands.title, logo: brands.logo }).from(brands),
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: subcategories.id, name: subcategories.name }).from(subcategories),
    db.select({ id: subSubcategories.id, name: subSubcategories.name }).from(subSubcategories),
    db.select({ id: solutions.id, title: solutions.title }).from(solutions),
  ]);
  return {
    brands: new Map(b.map((row) => [row.id, { title: row.title, logo: row.logo }])),
    categories: new Map(c.map((row) => [row.id, row.name])),
    subcategories: new Map(s.map((row) => [row.id, row.name])),
    subSubcategories: new Map(ss.map((row) => [row.id, row.name])),
    solutions: new Map(so.map((row) => [row.id, row.title])),
  };
}

/** A product row as the catalogue and the API see it. */
export function toCatalogProduct(
  row: ProductRow,
  names: Names,
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
  return {
    id: row.id,
    name: row.name,
    modelNumber: row.modelNumber,
    sellingPrice: row.sellingPrice,
    listingPrice: row.listingPrice,
    stockQuantity: row.stockQuantity,
    inStock: row.stockQuantity > 0,
    isActive: row.isActive,
    hsnCode: row.hsnCode,
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
    wire: {
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
    },
  };
}

const lower = (value: string | null | undefined) => (value ?? '').toLowerCase();

type Comparator = (a: CatalogProduct, b: CatalogProduct) => number;
const byName: Comparator = (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
const SORTS: Record<string, Comparator> = {
  name_asc: byName,
  name_desc: (a, b) => byName(b, a),
  price_asc: (a, b) => a.sellingPrice - b.sellingPrice || byName(a, b),
  price_desc: (a, b) => b.sellingPrice - a.sellingPrice || byName(a, b),
  rating: (a, b) =>
    (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount || byName(a, b),
  newest: (a, b) => b.createdAt - a.createdAt || byName(a, b),
};

/**
 * The catalogue read model (see `ProductIndex`). This first version scans; listing and search
 * are tuned against the 100,000-product benchmark in `bench/`.
 */
export async function createProductIndex(db: Database): Promise<ProductIndex> {
  const byId = new Map<string, CatalogProduct>();

  async function load(ids?: readonly string[]) {
    const names = await loadNames(db);
    const rows = ids
      ? ids.length
        ? await db
            .select()
            .from(products)
            .where(inArray(products.id, [...ids]))
        : []
      : await db.select().from(products).where(eq(products.isActive, true));
    const related = new Map<string, string[]>();
    const relatedRows = await (ids
      ? ids.length
        ? db
            .select()
            .from(relatedProducts)
            .where(inArray(relatedProducts.productId, [...ids]))
        : Promise.resolve([])
      : db.select().from(relatedProducts));
    for (const row of [...relatedRows].sort((a, b) => a.sortOrder - b.sortOrder)) {
      const list = related.get(row.productId) ?? [];
      list.push(row.relatedId);
      related.set(row.productId, list);
    }
    if (!ids) byId.clear();
    for (const id of ids ?? []) byId.delete(id);
    for (const row of rows) {
      if (row.isActive) byId.set(row.id, toCatalogProduct(row, names, related.get(row.id) ?? []));
    }
  }

  await load();

  return {
    get: (id) => byId.get(id),
    get size() {
      return byId.size;
    },
    reload: (ids) => load(ids),
    list(query) {
      const matches = [...byId.values()].filter((product) => matchesListing(product, query));
      matches.sort(SORTS[query.sort_by ?? 'name_asc'] ?? byName);
      const perPage = query.per_page ?? 20;
      const page = query.page_no ?? 1;
      const items = perPage === -1 ? matches : matches.slice((page - 1) * perPage, page * perPage);
      return { items, total: matches.length };
    },
    search(text, limit) {
      const tokens = lower(text).split(/\s+/).filter(Boolean);
      const scored: { product: CatalogProduct; score: number }[] = [];
      for (const product of byId.values()) {
        const score = relevance(product, tokens);
        if (score > 0) scored.push({ product, score });
      }
      scored.sort((a, b) => b.score - a.score || byName(a.product, b.product));
      return {
        total: scored.length,
        suggestions: scored.slice(0, limit).map(({ product, score }) => ({
          id: product.id,
          name: product.name,
          description: product.description,
          image: product.thumbImage,
          brand: product.brand,
          category: product.category,
          subcategory: product.subcategory,
          sub_sub_category: product.subsubcategory,
          model_number: product.modelNumber,
          hsn_code: product.hsnCode,
          price: toRupees(product.sellingPrice),
          is_stock_available: product.inStock,
          relevance_score: score,
        })),
      };
    },
    bestSelling(limit) {
      return [...byId.values()]
        .sort((a, b) => b.soldCount - a.soldCount || byName(a, b))
        .slice(0, limit);
    },
    deals() {
      return [...byId.values()].filter((p) => p.dealOfTheDay).sort(byName);
    },
  };
}

/** Whether a product passes a listing's filters (names compared case-insensitively). */
export function matchesListing(product: CatalogProduct, query: CatalogListQuery): boolean {
  const eq = (value: string | null, wanted: string | undefined) =>
    !wanted || lower(value) === lower(wanted);
  if (
    query.type &&
    query.type !== 'product' &&
    query.type !== 'brand' &&
    query.type !== 'solution'
  ) {
    if (lower(product.type) !== lower(query.type)) return false;
  }
  if (!eq(product.category, query.category)) return false;
  if (!eq(product.subcategory, query.subcategory)) return false;
  if (!eq(product.subsubcategory, query.subsubcategory)) return false;
  if (!eq(product.brand, query.brand)) return false;
  if (query.solution && !product.solutions.some((s) => lower(s) === lower(query.solution)))
    return false;
  if (query.badges?.length && !query.badges.some((badge) => product.badges.includes(badge)))
    return false;
  if (query.in_stock && !product.inStock) return false;
  if (query.min_rating && (product.reviewCount === 0 || (product.rating ?? 0) < query.min_rating)) {
    return false;
  }
  if (query.price_range) {
    const [min, max] = query.price_range;
    if (product.sellingPrice < min * 100 || product.sellingPrice > max * 100) return false;
  }
  if (query.search) {
    const tokens = lower(query.search).split(/\s+/).filter(Boolean);
    if (relevance(product, tokens) === 0) return false;
  }
  return true;
}

/** 0..100: how well the tokens match name, model number, brand and category (all must match). */
function relevance(product: CatalogProduct, tokens: readonly string[]): number {
  if (!tokens.length) return 0;
  const name = lower(product.name);
  const model = lower(product.modelNumber);
  const rest = `${lower(product.brand)} ${lower(product.category)} ${lower(product.subcategory)} ${lower(product.subsubcategory)}`;
  let score = 0;
  for (const token of tokens) {
    if (model.startsWith(token) && model) score += 100;
    else if (name.startsWith(token)) score += 90;
    else if (new RegExp(`\\b${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(name))
      score += 75;
    else if (name.includes(token) || model.includes(token)) score += 55;
    else if (rest.includes(token)) score += 40;
    else return 0;
  }
  return Math.round(score / tokens.length);
}
