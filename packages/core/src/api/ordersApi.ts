import { ORDERS_PAGE_SIZE } from '../constants';
import type { Http, RequestOptions } from '../http/createHttp';
import {
  type OrderListParams,
  orderListResponseSchema,
  orderResponseSchema,
} from '../schemas/orders';

/** The signed-in user's orders. */
export function ordersApi(http: Http) {
  return {
    /** `GET /orders/web/list` (page 1 of 20 unless given): `data[]` and `total_count`. */
    list: (params?: OrderListParams, options?: RequestOptions) =>
      http.get(
        'orders/web/list',
        orderListResponseSchema,
        { page_no: 1, per_page: ORDERS_PAGE_SIZE, ...params },
        options,
      ),
    /** `GET /orders/web/get-order-details/{id}`. */
    get: (id: string, options?: RequestOptions) =>
      http.get(
        `orders/web/get-order-details/${encodeURIComponent(id)}`,
        orderResponseSchema,
        undefined,
        options,
      ),
  };
}
export type OrdersApi = ReturnType<typeof ordersApi>;
