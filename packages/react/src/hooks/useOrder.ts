import { dashboardMessages, type Order, queryKeys } from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';
import { useTranslator } from './useTranslator';

/**
 * One order of the signed-in customer (the order details page). An unknown id, or another
 * customer's order, is `error.kind === 'not-found'` (show 'Order Not Found'); other failures
 * read 'Failed to fetch order details. Please try again.'. Without an id nothing is fetched.
 *
 * @example
 * const order = useOrder(id);
 * if (order.status === 'error') return order.error.kind === 'not-found' ? <NotFound /> : <Failed />;
 */
export function useOrder(id: string | undefined): UseQueryResult<Order> {
  const { client } = useStorefront();
  const t = useTranslator(dashboardMessages);
  return useQuery(
    queryKeys.order(id ?? ''),
    ({ signal }) => client.orders.get(id ?? '', { signal }).then((answer) => answer.data),
    { enabled: Boolean(id), userScoped: true, errorMessage: t('orders.detailsFailed') },
  );
}
