import {
  BEST_SELLER_LIMIT,
  CATALOG_STALE_TIME_MS,
  type ProductView,
  queryKeys,
  toProductView,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/** Which best sellers. */
export interface UseBestSellersParams {
  /** @default 9 (`BEST_SELLER_LIMIT`) */
  limit?: number;
  /** @default 'month' */
  time_period?: 'week' | 'month' | 'year';
}

/**
 * Best Selling Products of the home page, as product views: 9 of this month unless told.
 *
 * @example const bestSellers = useBestSellers();
 */
export function useBestSellers(
  params: UseBestSellersParams = {},
): UseQueryResult<readonly ProductView[]> {
  const { client, messages } = useStorefront();
  const query = { limit: BEST_SELLER_LIMIT, time_period: 'month' as const, ...params };
  return useQuery(
    queryKeys.bestSellers(query),
    ({ signal }) =>
      client.catalog
        .bestSelling({ page_no: 1, ...query }, { signal })
        .then((answer) => answer.data.map((product) => toProductView(product, { messages }))),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
