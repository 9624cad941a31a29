import type { Http, RequestOptions } from '../http/createHttp';
import {
  type CartLineBody,
  cartResponseSchema,
  type SyncCartBody,
  type UpdateQuantityBody,
} from '../schemas/cart';

/** The signed-in user's server cart. Every mutation answers with the whole cart. */
export function cartApi(http: Http) {
  return {
    /** `GET /user-cart/get-cart`. */
    get: (options?: RequestOptions) =>
      http.get('user-cart/get-cart', cartResponseSchema, undefined, options),
    /** `POST /user-cart/add-to-cart`: adds `quantity` of product `id` (summed if present). */
    add: (line: CartLineBody, options?: RequestOptions) =>
      http.post('user-cart/add-to-cart', cartResponseSchema, line, options),
    /** `POST /user-cart/remove-from-cart`. */
    remove: (line: { id: string }, options?: RequestOptions) =>
      http.post('user-cart/remove-from-cart', cartResponseSchema, line, options),
    /** `POST /user-cart/clear-cart`. */
    clear: (options?: RequestOptions) =>
      http.post('user-cart/clear-cart', cartResponseSchema, undefined, options),
    /** `POST /user-cart/update-quantity` (decisions.md); 0 or less removes the line. */
    updateQuantity: (body: UpdateQuantityBody, options?: RequestOptions) =>
      http.post('user-cart/update-quantity', cartResponseSchema, body, options),
    /** `POST /user-cart/sync` (decisions.md): merges a whole local cart in one request. */
    sync: (body: SyncCartBody, options?: RequestOptions) =>
      http.post('user-cart/sync', cartResponseSchema, body, options),
  };
}
export type CartApi = ReturnType<typeof cartApi>;
