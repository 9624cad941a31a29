import {
  PRODUCT_STALE_TIME_MS,
  type ProductView,
  queryKeys,
  toProductView,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';

/**
 * The related products of a product, as views. As the spec says, a failure gives an empty
 * list (shown as 'No related products found.'), never an error. Without an id nothing is
 * fetched.
 *
 * @example const related = useRelatedProducts(product.id); related.data?.map(...)
 */
export function useRelatedProducts(id: string | undefined): UseQueryResult<readonly ProductView[]> {
  const { client, messages } = useStorefront();
  return useQuery(
    queryKeys.relatedProducts(id ?? ''),
    ({ signal }) =>
      client.catalog
        .relatedProducts(id ?? '', { signal })
        .then((answer) => answer.data.map((product) => toProductView(product, { messages }))),
    { enabled: Boolean(id), staleTime: PRODUCT_STALE_TIME_MS },
  );
}
