import * as z from 'zod/mini';
import { idText, optionalText } from './common';

/**
 * A line sent to add-to-cart or sync. The server reads `id` and `quantity` only and prices
 * the line itself (clients are never trusted with prices).
 */
export const cartLineBodySchema = z.object({
  id: idText,
  /** Units to add; in a sync, a negative number removes units (a same-user offline change). */
  quantity: z.int().check(z.gte(-9999), z.lte(9999)),
  name: optionalText(300),
  sku: optionalText(100),
});
export type CartLineBody = z.input<typeof cartLineBodySchema>;

export const removeFromCartBodySchema = z.object({ id: idText });
export type RemoveFromCartBody = z.input<typeof removeFromCartBodySchema>;

export const updateQuantityBodySchema = z.object({
  id: idText,
  /** 0 or less removes the line. */
  quantity: z.int().check(z.gte(-9999), z.lte(9999)),
});
export type UpdateQuantityBody = z.input<typeof updateQuantityBodySchema>;

export const syncCartBodySchema = z.object({
  items: z.array(cartLineBodySchema).check(z.maxLength(500)),
  /**
   * Idempotency key of this local cart: the server applies a given `merge_id` once, so a
   * retried merge (e.g. after the answer was lost) never doubles the quantities.
   */
  merge_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});
export type SyncCartBody = z.input<typeof syncCartBodySchema>;

export const applyCouponBodySchema = z.object({
  coupon_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  /** The cart subtotal in rupees (the server recomputes it). */
  order_amount: z.number().check(z.gte(0)),
});
export type ApplyCouponBody = z.input<typeof applyCouponBodySchema>;

export const removeCouponBodySchema = z.object({
  couponCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
});
export type RemoveCouponBody = z.input<typeof removeCouponBodySchema>;

export const wishlistToggleBodySchema = z.object({ product: idText });
export type WishlistToggleBody = z.input<typeof wishlistToggleBodySchema>;
