import {
  ALL_ROWS,
  type Brand,
  CATALOG_STALE_TIME_MS,
  type PageParams,
  queryKeys,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * Brands, each with `title` read from whichever name field the API sent. All of them unless
 * `per_page` is given (Shop by Brand shows `HOME_BRAND_COUNT` = 8).
 *
 * @example const brands = useBrands({ per_page: HOME_BRAND_COUNT });
 */
export function useBrands(params: PageParams = {}): UseQueryResult<readonly Brand[]> {
  const { client } = useStorefront();
  const query = { page_no: 1, per_page: ALL_ROWS, ...params };
  return useQuery(
    queryKeys.brands(query),
    ({ signal }) => client.catalog.brands(query, { signal }).then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
