import type { ProductInput } from '@storefront-kit/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductIndex } from '../catalog/types';
import type { Database } from '../db/database';
import { products, users, wishlistItems } from '../db/schema';
import { newId } from './ids';

/** A wishlist entry as `GET /wishlist` answers it. */
export interface WishlistEntryWire {
  _id: string;
  addedAt: string;
  product: ProductInput;
}

const ofUser = (userId: string, productId: string) =>
  and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId));

/**
 * Adds the product to the user's wishlist, or removes it when it is there; returns whether
 * it is in the wishlist now. A user's toggles run one at a time (their user row is locked),
 * so concurrent toggles behave as if sent one after the other and every answer is true.
 */
export function toggleWishlist(
  db: Database,
  userId: string,
  productId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const removed = await tx
      .delete(wishlistItems)
      .where(ofUser(userId, productId))
      .returning({ id: wishlistItems.id });
    if (removed.length > 0) return false;
    await tx
      .insert(wishlistItems)
      .values({ id: newId('wsh'), userId, productId, addedAt: now })
      .onConflictDoNothing();
    return true;
  });
}

/** Whether the product is in the user's wishlist. */
export async function isInWishlist(
  db: Database,
  userId: string,
  productId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(ofUser(userId, productId))
    .limit(1);
  return rows.length > 0;
}

/** Entries whose product is still on sale (a deactivated product leaves the wishlist view). */
const activeEntriesOf = (userId: string) =>
  and(eq(wishlistItems.userId, userId), eq(products.isActive, true));

/** Number of the user's wishlist entries for products still on sale. */
export async function countWishlist(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(activeEntriesOf(userId));
  return row?.total ?? 0;
}

/** One page of the user's wishlist, newest first, with the product's wire JSON. */
export async function listWishlist(
  db: Database,
  catalog: ProductIndex,
  userId: string,
  page: { offset: number; limit: number | undefined },
): Promise<{ entries: WishlistEntryWire[]; total: number }> {
  const query = db
    .select({
      id: wishlistItems.id,
      productId: wishlistItems.productId,
      addedAt: wishlistItems.addedAt,
    })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(activeEntriesOf(userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id))
    .offset(page.offset)
    .$dynamic();
  const [rows, total] = await Promise.all([
    page.limit === undefined ? query : query.limit(page.limit),
    countWishlist(db, userId),
  ]);
  const entries = rows.flatMap((row) => {
    const product = catalog.get(row.productId)?.wire;
    return product ? [{ _id: row.id, addedAt: row.addedAt.toISOString(), product }] : [];
  });
  return { entries, total };
}
