import * as z from 'zod/mini';
import { envelope, optionalNumber, optionalString } from './common';

/** Apply-coupon answer (rupees). `data` is null when the coupon was refused. */
export const applyCouponResponseSchema = envelope(
  z.nullish(
    z.object({
      discount_amount: z.number(),
      final_amount: optionalNumber,
      coupon_code: z.string(),
      discount_type: optionalString,
      discount_value: optionalNumber,
    }),
  ),
);
export type ApplyCouponResponse = z.output<typeof applyCouponResponseSchema>;

export type { ApplyCouponBody, RemoveCouponBody } from './requests/cartRequests';
