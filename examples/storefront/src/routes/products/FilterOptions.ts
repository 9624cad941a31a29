import type { ListingFilters } from '@storefront-kit/core';
import {
  useBrands,
  useCategories,
  useSolutions,
  useSubcategories,
  useSubSubcategories,
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
  const subcategories = useSubcategories(category?.id);
  const subcategory = category
    ? subcategories.data?.find((s) => s.product_sub_category_name === filters.subcategory)
    : undefined;
  const subSubcategories = useSubSubcategories(subcategory?.id);
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
