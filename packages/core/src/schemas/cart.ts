import * as z from 'zod/mini';
import { envelope, optionalNumber, optionalString } from './common';

/**
 * The server cart as sent (rupees). Lines are read leniently, because the spec asks the
 * client to normalise them (missing fields get defaults, non-numeric numbers become 0 or the
 * default): see `normalizeCartItem`.
 */
export const wireCartSchema = z.object({
  items: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  totalItems: optionalNumber,
  subtotal: optionalNumber,
  /** subtotal − discount + shipping: what the GST is charged on (CGST Act s.15). */
  taxableValue: optionalNumber,
  tax: optionalNumber,
  shipping: optionalNumber,
  total: optionalNumber,
  discount: z.nullish(z.unknown()),
  discountCode: optionalString,
  /** The coupon this answer dropped because it no longer qualifies, with the reason. */
  removedCoupon: z.nullish(z.object({ code: z.string(), reason: z.string() })),
});
export type WireCart = z.output<typeof wireCartSchema>;

/** Cart answers: `data` is the cart, possibly null for a user with no cart yet. */
export const cartResponseSchema = envelope(z.nullish(wireCartSchema));
export type CartResponse = z.output<typeof cartResponseSchema>;

export type {
  CartLineBody,
  RemoveFromCartBody,
  SyncCartBody,
  UpdateQuantityBody,
} from './requests/cartRequests';
