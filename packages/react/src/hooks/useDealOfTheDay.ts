import {
  CATALOG_STALE_TIME_MS,
  contentMessages,
  type ProductView,
  queryKeys,
  toProductView,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';
import { useTranslator } from './useTranslator';

/**
 * The deals of the day, as product views (the first one is featured; each view's `dealPrice`
 * applies the spec's deal price rule). A failure's message is the server's or 'Failed to load
 * deals. Please try again later.'.
 *
 * @example const [featured, ...others] = useDealOfTheDay().data ?? [];
 */
export function useDealOfTheDay(): UseQueryResult<readonly ProductView[]> {
  const { client, messages } = useStorefront();
  const t = useTranslator(contentMessages);
  return useQuery(
    queryKeys.dealOfTheDay,
    ({ signal }) =>
      client.catalog
        .dealsOfTheDay({ signal })
        .then((answer) => answer.data.map((product) => toProductView(product, { messages }))),
    { staleTime: CATALOG_STALE_TIME_MS, errorMessage: t('deals.failed') },
  );
}
