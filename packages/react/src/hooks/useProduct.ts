import {
  PRODUCT_STALE_TIME_MS,
  type ProductView,
  productMessages,
  queryKeys,
  toProductView,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';
import { useTranslator } from './useTranslator';

/**
 * One product as a view (prices in paise, labels, URL, stock, real rating), for the detail
 * page. A 404 is `error.kind === 'not-found'` ('Product Not Found', message 'Product not
 * found'); other failures carry the server's message or 'Failed to load product'. Without an
 * id nothing is fetched (`status` stays `'idle'`).
 *
 * @example
 * const product = useProduct(id);
 * if (product.status === 'error' && product.error.kind === 'not-found') return <NotFound />;
 */
export function useProduct(id: string | undefined): UseQueryResult<ProductView> {
  const { client, messages } = useStorefront();
  const t = useTranslator(productMessages);
  return useQuery(
    queryKeys.product(id ?? ''),
    ({ signal }) =>
      client.catalog
        .product(id ?? '', { signal })
        .then((answer) => toProductView(answer.data, { messages })),
    {
      enabled: Boolean(id),
      staleTime: PRODUCT_STALE_TIME_MS,
      errorMessage: t('product.loadFailed'),
    },
  );
}
