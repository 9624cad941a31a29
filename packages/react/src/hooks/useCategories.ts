import {
  ALL_ROWS,
  CATALOG_STALE_TIME_MS,
  type Category,
  contentMessages,
  type PageParams,
  queryKeys,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';
import { useTranslator } from './useTranslator';

/** Which categories: a page of them, and of which listing type. */
export type UseCategoriesParams = PageParams & {
  /** @default 'product' */
  type?: string;
};

/**
 * Product categories with their product counts. All of them unless `per_page` is given (the
 * home page shows `HOME_CATEGORY_COUNT` = 8, the footer 6). A failure's message is the
 * server's or 'Failed to fetch categories'.
 *
 * @example const categories = useCategories({ per_page: HOME_CATEGORY_COUNT });
 */
export function useCategories(
  params: UseCategoriesParams = {},
): UseQueryResult<readonly Category[]> {
  const { client } = useStorefront();
  const t = useTranslator(contentMessages);
  const query = { type: 'product', page_no: 1, per_page: ALL_ROWS, ...params };
  return useQuery(
    queryKeys.categories(query),
    ({ signal }) => client.catalog.categories(query, { signal }).then((answer) => answer.data),
    { staleTime: CATALOG_STALE_TIME_MS, errorMessage: t('home.categoriesFailed') },
  );
}
