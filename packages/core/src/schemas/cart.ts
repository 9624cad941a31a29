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
  tax: optionalNumber,
  shipping: optionalNumber,
  total: optionalNumber,
  discount: z.nullish(z.unknown()),
  discountCode: optionalString,
});
export type WireCart = z.output<typeof wireCartSchema>;

/** Cart answers: `data` is the cart, possibly null for a user with no cart yet. */
export const cartResponseSchema = envelope(z.nullish(wireCartSchema));
export type CartResponse = z.output<typeof cartResponseSchema>;

/**
 * A line sent to add-to-cart or sync. The server reads `id` and `quantity` only and prices
 * the line itself (clients are never trusted with prices); the other fields are for servers
 * that store a snapshot.
 */
export interface CartLineBody {
  id: string;
  /** Units to add; in a sync, a negative number removes units (a same-user offline change). */
  quantity: number;
  name?: string;
  sku?: string;
}
export interface UpdateQuantityBody {
  id: string;
  quantity: number;
}
export interface SyncCartBody {
  items: CartLineBody[];
  /**
   * Idempotency key of this local cart: the server applies a given `merge_id` once, so a
   * retried merge (e.g. after the answer was lost) never doubles the quantities.
   */
  merge_id?: string;
}
