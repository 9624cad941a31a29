import { ORDERS_PAGE_SIZE } from '../constants';
import type { Http, RequestOptions } from '../http/createHttp';
import {
  invoiceLinksResponseSchema,
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
    /**
     * `POST /orders/web/invoice-links/{id}`: fresh signed links to a paid order's invoice (the
     * HTML page and the PDF), valid for 7 days. 404 for an order that is not the user's, 409
     * for one that is not paid.
     */
    invoiceLinks: (id: string, options?: RequestOptions) =>
      http.post(
        `orders/web/invoice-links/${encodeURIComponent(id)}`,
        invoiceLinksResponseSchema,
        undefined,
        options,
      ),
  };
}
export type OrdersApi = ReturnType<typeof ordersApi>;
