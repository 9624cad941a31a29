import * as z from 'zod/mini';
import { productSchema } from './catalog';
import { envelope, idSchema } from './common';

export const wishlistEntrySchema = z.object({
  _id: idSchema,
  addedAt: z.string(),
  product: productSchema,
});
export type WishlistEntry = z.output<typeof wishlistEntrySchema>;

export const wishlistStatusResponseSchema = envelope(z.object({ isInWishlist: z.boolean() }));
export const wishlistCountResponseSchema = envelope(z.object({ count: z.number() }));
export const wishlistListResponseSchema = envelope(z.array(wishlistEntrySchema));
