import { CATALOG_STALE_TIME_MS, type MenuCategory, queryKeys } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * The header's mega-menu tree: categories → subcategories → sub-subcategories. While
 * `loading` the menu shows 'Loading categories...'; an empty tree 'No categories available
 * from API' (the spec only logs a failure).
 *
 * @example const menu = useMenu(); menu.data?.map((category) => category.name)
 */
export function useMenu(): UseQueryResult<readonly MenuCategory[]> {
  const { client } = useStorefront();
  return useQuery(
    queryKeys.menu,
    ({ signal }) => client.catalog.menu({ signal }).then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
