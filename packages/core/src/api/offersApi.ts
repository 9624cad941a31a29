import type { Http, RequestOptions } from '../http/createHttp';
import { metaOnlySchema } from '../schemas/common';
import {
  type ApplyCouponBody,
  applyCouponResponseSchema,
  type RemoveCouponBody,
} from '../schemas/offers';

/** Discount coupons. The server computes every discount; a client cannot forge one. */
export function offersApi(http: Http) {
  return {
    /** `POST /offers/apply-coupon` with `coupon_code` and `order_amount` (the subtotal, rupees). */
    applyCoupon: (body: ApplyCouponBody, options?: RequestOptions) =>
      http.post('offers/apply-coupon', applyCouponResponseSchema, body, options),
    /** `POST /offers/remove-coupon` with `couponCode`. */
    removeCoupon: (body: RemoveCouponBody, options?: RequestOptions) =>
      http.post('offers/remove-coupon', metaOnlySchema, body, options),
  };
}
export type OffersApi = ReturnType<typeof offersApi>;
