import {
  CATALOG_STALE_TIME_MS,
  type ListingFilters,
  queryKeys,
  type Subcategory,
  type SubSubcategory,
} from '@storefront-kit/core';
import {
  useBrands,
  useCategories,
  useQuery,
  useSolutions,
  useStorefront,
} from '@storefront-kit/react';
import { useMemo } from 'react';

/** The names each filter's select offers (none until they are fetched). */
export interface FilterOptionLists {
  readonly categories: readonly string[];
  readonly subcategories: readonly string[];
  readonly subSubcategories: readonly string[];
  readonly brands: readonly string[];
  readonly solutions: readonly string[];
}

/**
 * What the filter selects offer: the categories, the chosen category's subcategories and the
 * chosen subcategory's sub-subcategories, the brands and the solutions. Queries of the shared
 * cache, so a server render fetches them and the page arrives with every choice in its selects
 * (a shopper without JavaScript filters with the plain form); the browser starts with them.
 */
export function useFilterOptions(filters: ListingFilters): FilterOptionLists {
  const categories = useCategories();
  const category = categories.data?.find((c) => c.product_category_name === filters.category);
  // The queries of `useSubcategories` and `useSubSubcategories`, asked only for a chosen parent
  // (without one those hooks list every subcategory: kilobytes the page would carry for nothing).
  const { client } = useStorefront();
  const categoryId = category?.id;
  const subcategories = useQuery<readonly Subcategory[]>(
    queryKeys.subcategories(categoryId),
    ({ signal }) =>
      client.catalog
        .subcategories({ product_category_id: categoryId }, { signal })
        .then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS, enabled: !!categoryId },
  );
  const subcategory = category
    ? subcategories.data?.find((s) => s.product_sub_category_name === filters.subcategory)
    : undefined;
  const subcategoryId = subcategory?.id;
  const subSubcategories = useQuery<readonly SubSubcategory[]>(
    queryKeys.subSubcategories(subcategoryId),
    ({ signal }) =>
      client.catalog
        .subSubcategories({ product_sub_category_id: subcategoryId }, { signal })
        .then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS, enabled: !!subcategoryId },
  );
  const brands = useBrands();
  const solutions = useSolutions();
  return useMemo<FilterOptionLists>(
    () => ({
      categories: (categories.data ?? []).map((c) => c.product_category_name),
      subcategories: category
        ? (subcategories.data ?? []).map((s) => s.product_sub_category_name)
        : [],
      subSubcategories: subcategory
        ? (subSubcategories.data ?? []).map((s) => s.product_sub_sub_category_name)
        : [],
      brands: (brands.data ?? []).map((b) => b.title),
      solutions: (solutions.data ?? []).map((s) => s.title),
    }),
    [
      categories.data,
      category,
      subcategories.data,
      subcategory,
      subSubcategories.data,
      brands.data,
      solutions.data,
    ],
  );
}
