import { type Badge, CATALOG_STALE_TIME_MS, queryKeys } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * Every product badge (the listing's badge filter options).
 *
 * @example const badges = useBadges(); badges.data?.map((badge) => badge.name)
 */
export function useBadges(): UseQueryResult<readonly Badge[]> {
  const { client } = useStorefront();
  return useQuery(
    queryKeys.badges,
    ({ signal }) => client.catalog.badges({}, { signal }).then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
