import type { ProductListParams } from '../schemas/catalog';
import { isDefaultPriceRange, type ListingFilters } from './listingFilters';

/**
 * Builds the query of `client.catalog.products` for one page. Empty filters are left out, and
 * `sort_by` when sorting by relevance (the server's order of a search);
 * `price_range` is sent only when changed from 0..1,000,000 (decisions.md) and `in_stock` only
 * when true, `min_rating` only when set; badges go as a list (the client joins them with commas); the search is trimmed.
 *
 * @example
 * toProductListParams({ ...DEFAULT_LISTING_FILTERS, brand: 'Omron' }, 2, 20)
 * // { page_no: 2, per_page: 20, sort_by: 'name_asc', brand: 'Omron' }
 */
export function toProductListParams(
  filters: ListingFilters,
  page: number,
  pageSize: number,
): ProductListParams {
  const params: ProductListParams = { page_no: page, per_page: pageSize };
  // Relevance is the server's order of a search when no `sort_by` is sent.
  if (filters.sort !== 'relevance') params.sort_by = filters.sort;
  const { type, category, subcategory, subsubcategory, brand, solution, priceRange } = filters;
  const text = { type, category, subcategory, subsubcategory, brand, solution };
  for (const [key, value] of Object.entries(text)) {
    if (value) params[key as keyof typeof text] = value;
  }
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.badges.length) params.badges = filters.badges;
  if (!isDefaultPriceRange(priceRange)) {
    const [a, b] = priceRange;
    params.price_range = [Math.min(a, b), Math.max(a, b)];
  }
  if (filters.inStock) params.in_stock = true;
  if (filters.rating > 0) params.min_rating = filters.rating;
  return params;
}
