import { ALL_ROWS, BEST_SELLER_LIMIT, LISTING_PAGE_SIZE } from '../constants';
import type { Http, RequestOptions } from '../http/createHttp';
import {
  badgeListResponseSchema,
  brandListResponseSchema,
  categoryListResponseSchema,
  categoryResponseSchema,
  menuResponseSchema,
  type Product,
  type ProductListParams,
  productListResponseSchema,
  productResponseSchema,
  searchResponseSchema,
  solutionListResponseSchema,
  subcategoryListResponseSchema,
  subSubcategoryListResponseSchema,
} from '../schemas/catalog';
import type { PageParams } from '../schemas/common';

const enc = encodeURIComponent;

/** Catalogue reads: categories, brands, badges, solutions, products, search. */
export function catalogApi(http: Http) {
  return {
    /** `GET /product-category/web/list/`. */
    categories: (params?: PageParams & { type?: string }, options?: RequestOptions) =>
      http.get('product-category/web/list/', categoryListResponseSchema, params, options),
    /** `GET /product-category/get/{id}`. */
    category: (id: string, options?: RequestOptions) =>
      http.get(`product-category/get/${enc(id)}`, categoryResponseSchema, undefined, options),
    /** `GET /product-sub-category/web/list/` (all rows unless `per_page` is given). */
    subcategories: (
      params?: { per_page?: number; product_category_id?: string },
      options?: RequestOptions,
    ) =>
      http.get(
        'product-sub-category/web/list/',
        subcategoryListResponseSchema,
        { per_page: ALL_ROWS, ...params },
        options,
      ),
    /** `GET /product-sub-sub-category/web/list/` (all rows unless `per_page` is given). */
    subSubcategories: (
      params?: { per_page?: number; product_sub_category_id?: string },
      options?: RequestOptions,
    ) =>
      http.get(
        'product-sub-sub-category/web/list/',
        subSubcategoryListResponseSchema,
        { per_page: ALL_ROWS, ...params },
        options,
      ),
    /** `GET /product-sub-sub-category/menu-list`: the header's menu tree. */
    menu: (options?: RequestOptions) =>
      http.get('product-sub-sub-category/menu-list', menuResponseSchema, undefined, options),
    /** `GET /brands/web/list/` (`per_page` 8 on the home page, -1 for all). */
    brands: (params?: PageParams, options?: RequestOptions) =>
      http.get('brands/web/list/', brandListResponseSchema, params, options),
    /** `GET /badges/web/list/` (all rows unless `per_page` is given). */
    badges: (params?: PageParams, options?: RequestOptions) =>
      http.get(
        'badges/web/list/',
        badgeListResponseSchema,
        { per_page: ALL_ROWS, ...params },
        options,
      ),
    /** `GET /solution/web/list/` (all rows unless `per_page` is given). */
    solutions: (params?: PageParams, options?: RequestOptions) =>
      http.get(
        'solution/web/list/',
        solutionListResponseSchema,
        { per_page: ALL_ROWS, ...params },
        options,
      ),
    /** `GET /solution/active`. */
    activeSolutions: (options?: RequestOptions) =>
      http.get('solution/active', solutionListResponseSchema, undefined, options),
    /** `GET /products/web/list/` with filters; page 1 of 20 unless given. */
    products: (params?: ProductListParams, options?: RequestOptions) =>
      http.get(
        'products/web/list/',
        productListResponseSchema,
        { page_no: 1, per_page: LISTING_PAGE_SIZE, ...params },
        options,
      ),
    /** `GET /products/get/{id}`. */
    product: (id: string, options?: RequestOptions) =>
      http.get(`products/get/${enc(id)}`, productResponseSchema, undefined, options),
    /**
     * `GET /products/get-related-products/{id}`. Never rejects: a failure gives
     * `{ success: false, data: [] }` (spec).
     */
    relatedProducts: async (
      id: string,
      options?: RequestOptions,
    ): Promise<{ success: boolean; data: Product[] }> => {
      try {
        const answer = await http.get(
          `products/get-related-products/${enc(id)}`,
          productListResponseSchema,
          undefined,
          options,
        );
        return { success: true, data: answer.data };
      } catch {
        return { success: false, data: [] };
      }
    },
    /** `GET /products/search-autocomplete`: data read as `{ suggestions, total }`. */
    search: (params: { search: string; limit?: number }, options?: RequestOptions) =>
      http.get('products/search-autocomplete', searchResponseSchema, params, options),
    /** `GET /products/best-selling` (page 1, 9 items, this month, unless given). */
    bestSelling: (
      params?: { page_no?: number; limit?: number; time_period?: 'week' | 'month' | 'year' },
      options?: RequestOptions,
    ) =>
      http.get(
        'products/best-selling',
        productListResponseSchema,
        { page_no: 1, limit: BEST_SELLER_LIMIT, time_period: 'month', ...params },
        options,
      ),
    /** `GET /products/deal-of-the-day`: a list of products, the first one featured. */
    dealsOfTheDay: (options?: RequestOptions) =>
      http.get('products/deal-of-the-day', productListResponseSchema, undefined, options),
  };
}
export type CatalogApi = ReturnType<typeof catalogApi>;
