import * as z from 'zod/mini';
import type { SortOption } from './choices';
import {
  envelope,
  idSchema,
  namedValueSchema,
  optionalBoolean,
  optionalNumber,
  optionalString,
  withId,
} from './common';

const pickTitle = (value: {
  title?: string | null;
  name?: string | null;
  product_brand_name?: string | null;
  solution_name?: string | null;
}) => value.title || value.name || value.product_brand_name || value.solution_name || '';

/** Brand; the API names its title `title`, `name` or `product_brand_name`: all read as `title`. */
export const brandSchema = z.pipe(
  withId({
    title: optionalString,
    name: optionalString,
    product_brand_name: optionalString,
    logo: optionalString,
    description: optionalString,
    product_count: optionalNumber,
  }),
  z.transform((brand) => ({ ...brand, title: pickTitle(brand) })),
);
export type Brand = z.output<typeof brandSchema>;

/** Solution; the title comes as `title`, `name` or `solution_name`: all read as `title`. */
export const solutionSchema = z.pipe(
  withId({
    title: optionalString,
    name: optionalString,
    solution_name: optionalString,
    description: optionalString,
    image: optionalString,
    is_active: optionalBoolean,
  }),
  z.transform((solution) => ({ ...solution, title: pickTitle(solution) })),
);
export type Solution = z.output<typeof solutionSchema>;

export const badgeSchema = withId({
  name: z.string(),
  slug: optionalString,
  color: optionalString,
});
export type Badge = z.output<typeof badgeSchema>;

export const categorySchema = withId({
  product_category_name: z.string(),
  product_category_description: optionalString,
  product_category_image: optionalString,
  product_category_icon: optionalString,
  product_count: optionalNumber,
});
export type Category = z.output<typeof categorySchema>;

const refOr = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.nullish(z.union([z.string(), z.object({ _id: z.optional(idSchema), ...shape })]));

export const subcategorySchema = withId({
  product_sub_category_name: z.string(),
  product_category_id: refOr({ product_category_name: z.optional(z.string()) }),
});
export type Subcategory = z.output<typeof subcategorySchema>;

export const subSubcategorySchema = withId({
  product_sub_sub_category_name: z.string(),
  product_sub_category_id: refOr({ product_sub_category_name: z.optional(z.string()) }),
});
export type SubSubcategory = z.output<typeof subSubcategorySchema>;

const menuNode = { _id: z.optional(idSchema), name: z.string() };
/** The header menu tree: category → subcategories → sub-subcategories. */
export const menuCategorySchema = z.object({
  ...menuNode,
  subcategories: z.array(
    z.object({ ...menuNode, subsubcategories: z.optional(z.array(z.object(menuNode))) }),
  ),
});
export type MenuCategory = z.output<typeof menuCategorySchema>;

const brandRef = z.object({
  _id: z.optional(idSchema),
  title: optionalString,
  name: optionalString,
  product_brand_name: optionalString,
  logo: optionalString,
});

/** A product as the server sends it (prices in rupees). See `toProductView` for derived fields. */
export const productSchema = withId({
  product_name: z.string(),
  model_number: optionalString,
  product_description: optionalString,
  product_long_description: optionalString,
  product_thumb_image: optionalString,
  product_image_gallery: z.nullish(z.array(z.string())),
  product_catalog: z.nullish(z.array(namedValueSchema)),
  product_specification: z.nullish(z.union([z.string(), z.array(namedValueSchema)])),
  product_selling_price: optionalNumber,
  product_listing_price: optionalNumber,
  badges: z.nullish(z.array(z.string())),
  is_stock_available: optionalBoolean,
  is_active: optionalBoolean,
  hsn_code: optionalString,
  type: optionalString,
  brand_id: z.nullish(z.union([z.string(), brandRef])),
  product_category_id: refOr({ product_category_name: z.optional(z.string()) }),
  product_sub_category_id: refOr({ product_sub_category_name: z.optional(z.string()) }),
  product_sub_sub_category_id: refOr({ product_sub_sub_category_name: z.optional(z.string()) }),
  related_products_mapping: z.nullish(z.array(z.object({ product_id: idSchema }))),
  discount_data: z.nullish(z.object({ discount_percentage: optionalNumber })),
  solutions: z.nullish(z.array(z.string())),
  rating: optionalNumber,
  review_count: optionalNumber,
  stock_quantity: optionalNumber,
  createdAt: optionalString,
});
export type Product = z.output<typeof productSchema>;
/** A product as it travels on the wire (before id normalisation). */
export type ProductInput = z.input<typeof productSchema>;

/** One live-search suggestion; `price` in rupees, `relevance_score` 0..100. */
export const suggestionSchema = withId({
  name: z.string(),
  description: optionalString,
  image: optionalString,
  brand: optionalString,
  category: optionalString,
  subcategory: optionalString,
  sub_sub_category: optionalString,
  model_number: optionalString,
  hsn_code: optionalString,
  price: optionalNumber,
  is_stock_available: optionalBoolean,
  relevance_score: optionalNumber,
});
export type Suggestion = z.output<typeof suggestionSchema>;

/**
 * Search answers: `data` is either a list of suggestions or `{ suggestions, total }`.
 * Both read as `{ suggestions, total }` (total defaults to the list's length).
 */
export const searchResponseSchema = z.pipe(
  z.object({
    data: z.union([
      z.array(suggestionSchema),
      z.object({ suggestions: z.array(suggestionSchema), total: optionalNumber }),
    ]),
  }),
  z.transform(({ data }) =>
    Array.isArray(data)
      ? { suggestions: data, total: data.length }
      : { suggestions: data.suggestions, total: data.total ?? data.suggestions.length },
  ),
);
export type SearchResult = z.output<typeof searchResponseSchema>;

/** One value of a facet and how many results have it. */
export interface FacetValue {
  value: string;
  count: number;
}
/** One rupee price band of a facet: `min` up to `max` (inclusive; null: no upper bound). */
export interface PriceBand {
  min: number;
  max: number | null;
  count: number;
}
/** A search's facet counts, counted over its results after the other filters. */
export interface SearchFacets {
  /** Most first. */
  brand: FacetValue[];
  category: FacetValue[];
  /** Absent when the server sent none (or a malformed one). */
  in_stock: { in_stock: number; out_of_stock: number } | undefined;
  /** Bands with results, lowest first; 'Price on Request' products are in none. */
  price: PriceBand[];
}

type Wire = Record<string, unknown>;
const isObject = (value: unknown): value is Wire => typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number';
const entries = <T>(list: unknown, valid: (entry: Wire) => boolean): T[] =>
  Array.isArray(list) ? (list.filter((e) => isObject(e) && valid(e)) as T[]) : [];

/**
 * Reads a search's `facets` leniently, by hand (a zod `catch` would cost core ~3.5 kB): not an
 * object reads as undefined, a part that is not a list as empty, a malformed entry is left out.
 * So facets never fail the products they come with.
 */
function readFacets(facets: unknown): SearchFacets | undefined {
  if (!isObject(facets)) return undefined;
  const valued = (e: Wire) => typeof e.value === 'string' && isNumber(e.count);
  const stock = facets.in_stock;
  return {
    brand: entries(facets.brand, valued),
    category: entries(facets.category, valued),
    in_stock:
      isObject(stock) && isNumber(stock.in_stock) && isNumber(stock.out_of_stock)
        ? { in_stock: stock.in_stock, out_of_stock: stock.out_of_stock }
        : undefined,
    price: entries(
      facets.price,
      (e) => isNumber(e.min) && (e.max === null || isNumber(e.max)) && isNumber(e.count),
    ),
  };
}

/** A list of products; a search's answer also carries `facets` (absent otherwise). */
export const productListResponseSchema = z.object({
  ...envelope(z.array(productSchema)).shape,
  facets: z.pipe(z.optional(z.unknown()), z.transform(readFacets)),
});
export type ProductListResponse = z.output<typeof productListResponseSchema>;
export const productResponseSchema = envelope(productSchema);
export const categoryListResponseSchema = envelope(z.array(categorySchema));
export const categoryResponseSchema = envelope(categorySchema);
export const subcategoryListResponseSchema = envelope(z.array(subcategorySchema));
export const subSubcategoryListResponseSchema = envelope(z.array(subSubcategorySchema));
export const menuResponseSchema = envelope(z.array(menuCategorySchema));
export const brandListResponseSchema = envelope(z.array(brandSchema));
export const badgeListResponseSchema = envelope(z.array(badgeSchema));
export const solutionListResponseSchema = envelope(z.array(solutionSchema));

export { SORT_OPTIONS, type SortOption } from './choices';

/** Query of `/products/web/list/`. */
export type ProductListParams = {
  page_no?: number;
  per_page?: number;
  type?: string;
  category?: string;
  subcategory?: string;
  subsubcategory?: string;
  brand?: string;
  solution?: string;
  /** One badge or several (sent comma-joined). */
  badges?: string | readonly string[];
  search?: string;
  /** Without it, a search comes in relevance order and anything else by name. */
  sort_by?: SortOption | 'relevance';
  /** Rupees `[min, max]`, sent as `min,max`. */
  price_range?: readonly [number, number];
  in_stock?: boolean;
  /** Minimum average rating of real reviews (1..5); products without reviews are excluded. */
  min_rating?: number;
};
