import { CATALOG_STALE_TIME_MS, queryKeys, type Solution } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * Every business solution, each with `title` read from whichever name field the API sent (the
 * listing's Solution filter, the Solutions menu).
 *
 * @example const solutions = useSolutions(); solutions.data?.map((solution) => solution.title)
 */
export function useSolutions(): UseQueryResult<readonly Solution[]> {
  const { client } = useStorefront();
  return useQuery(
    queryKeys.solutions,
    ({ signal }) => client.catalog.solutions({}, { signal }).then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
