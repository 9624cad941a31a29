import { WISHLIST_PAGE_SIZE } from '../constants';
import type { Http, RequestOptions } from '../http/createHttp';
import type { PageParams } from '../schemas/common';
import {
  wishlistCountResponseSchema,
  wishlistListResponseSchema,
  wishlistStatusResponseSchema,
} from '../schemas/wishlist';

/** The signed-in user's wishlist. */
export function wishlistApi(http: Http) {
  return {
    /** `POST /wishlist/toggle` with `{ product }`; `data.isInWishlist` is the server truth. */
    toggle: (productId: string, options?: RequestOptions) =>
      http.post('wishlist/toggle', wishlistStatusResponseSchema, { product: productId }, options),
    /** `GET /wishlist/check?product={id}`. */
    check: (productId: string, options?: RequestOptions) =>
      http.get('wishlist/check', wishlistStatusResponseSchema, { product: productId }, options),
    /** `GET /wishlist/count`. */
    count: (options?: RequestOptions) =>
      http.get('wishlist/count', wishlistCountResponseSchema, undefined, options),
    /** `GET /wishlist` (page 1 of 12 unless given; 1000 on the listing). */
    list: (params?: PageParams, options?: RequestOptions) =>
      http.get(
        'wishlist',
        wishlistListResponseSchema,
        { page_no: 1, per_page: WISHLIST_PAGE_SIZE, ...params },
        options,
      ),
  };
}
export type WishlistApi = ReturnType<typeof wishlistApi>;
