import { CATALOG_STALE_TIME_MS, type NewsItem, queryKeys } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * News & Updates (`/content-master/web/list/{type}`): the first item is featured, the next
 * `NEWS_CARD_COUNT` (5) are cards with `NEWS_TAGS_PER_CARD` (2) tags each.
 *
 * @param type The content type. @default 'news'
 * @example const [featured, ...rest] = useNews().data ?? [];
 */
export function useNews(type = 'news'): UseQueryResult<readonly NewsItem[]> {
  const { client } = useStorefront();
  return useQuery(
    queryKeys.news(type),
    ({ signal }) => client.content.contentList(type, { signal }).then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS },
  );
}
