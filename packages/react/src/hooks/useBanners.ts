import {
  type Banner,
  CATALOG_STALE_TIME_MS,
  contentMessages,
  queryKeys,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';
import { useTranslator } from './useTranslator';

/**
 * The home carousel's banners (page 1 of 10). A failure's message is the server's or
 * 'Failed to fetch banners', shown as 'Error: {message}'.
 *
 * @example
 * const banners = useBanners();
 * if (banners.status === 'error') return <p>{t('home.bannerError', { message: banners.error.message })}</p>;
 */
export function useBanners(): UseQueryResult<readonly Banner[]> {
  const { client } = useStorefront();
  const t = useTranslator(contentMessages);
  return useQuery(
    queryKeys.banners,
    ({ signal }) => client.content.banners({}, { signal }).then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS, errorMessage: t('home.bannersFailed') },
  );
}
