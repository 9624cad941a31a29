import { CATALOG_STALE_TIME_MS, queryKeys, type Subcategory } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * The subcategories of a category (by its id), or every subcategory without one.
 *
 * @example const subcategories = useSubcategories(category?.id);
 */
export function useSubcategories(categoryId?: string): UseQueryResult<readonly Subcategory[]> {
  const { client } = useStorefront();
  return useQuery(
    queryKeys.subcategories(categoryId),
    ({ signal }) =>
      client.catalog
        .subcategories(categoryId ? { product_category_id: categoryId } : {}, { signal })
        .then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
