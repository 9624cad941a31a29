import { CATALOG_STALE_TIME_MS, queryKeys, type SubSubcategory } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * The sub-subcategories of a subcategory (by its id), or every one without it.
 *
 * @example const subSubcategories = useSubSubcategories(subcategory?.id);
 */
export function useSubSubcategories(
  subcategoryId?: string,
): UseQueryResult<readonly SubSubcategory[]> {
  const { client } = useStorefront();
  return useQuery(
    queryKeys.subSubcategories(subcategoryId),
    ({ signal }) =>
      client.catalog
        .subSubcategories(subcategoryId ? { product_sub_category_id: subcategoryId } : {}, {
          signal,
        })
        .then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
