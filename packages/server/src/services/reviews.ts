import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orderItems, orders, products, reviews } from '../db/schema';
import { conflict, forbidden } from '../http/errors';
import { newId } from './ids';
import { grantReward, REWARD_RULES } from './rewards';

export type ReviewRow = typeof reviews.$inferSelect;

export const REVIEW_NOT_BUYER = 'Only customers who bought this product can review it';
export const REVIEW_DUPLICATE = 'You have already reviewed this product';
export const REVIEW_PUBLISHED = 'Thank you! Your review has been published.';

/** Whether the user has a paid order with the product in it. */
export async function hasBoughtProduct(
  db: Database,
  userId: string,
  productId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'paid'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** An average of whole-star ratings to one decimal (half up), from exact integer sums. */
export const averageRating = (sum: number, reviewCount: number) =>
  Math.round((sum * 10) / reviewCount) / 10;

/**
 * Publishes a buyer's review (403 for anyone who has not bought the product, 409 for a
 * second review), updates the product's `rating` and `review_count` and grants the review
 * points, all in one transaction. The product row is locked, so concurrent reviews of one
 * product each see the others in the average. The caller reloads the catalogue afterwards.
 */
export async function createReview(
  db: Database,
  author: { id: string; name: string },
  input: {
    productId: string;
    productName: string;
    rating: number;
    title: string | null;
    comment: string;
  },
  now: Date,
): Promise<ReviewRow> {
  if (!(await hasBoughtProduct(db, author.id, input.productId))) {
    throw forbidden(REVIEW_NOT_BUYER);
  }
  return db.transaction(async (tx) => {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('no key update');
    const [row] = await tx
      .insert(reviews)
      .values({
        id: newId('rev'),
        productId: input.productId,
        userId: author.id,
        authorName: author.name,
        rating: input.rating,
        title: input.title,
        comment: input.comment,
        verifiedPurchase: true,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(REVIEW_DUPLICATE);
    const [totals] = await tx
      .select({
        sum: sql<number>`coalesce(sum(${reviews.rating}), 0)`.mapWith(Number),
        reviewCount: count(),
      })
      .from(reviews)
      .where(eq(reviews.productId, input.productId));
    const reviewCount = totals?.reviewCount ?? 1;
    await tx
      .update(products)
      .set({
        rating: averageRating(totals?.sum ?? input.rating, reviewCount),
        reviewCount,
        updatedAt: now,
      })
      .where(eq(products.id, input.productId));
    await grantReward(tx, {
      userId: author.id,
      type: 'review',
      points: REWARD_RULES.reviewPoints,
      description: `Review of ${input.productName}`,
      reference: row.id,
    });
    return row;
  });
}

/** One page of a product's reviews, newest first. */
export async function listReviews(
  db: Database,
  productId: string,
  page: { offset: number; limit: number | undefined },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const query = db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(page.offset)
    .$dynamic();
  const rows = await (page.limit === undefined ? query : query.limit(page.limit));
  const [counted] = await db
    .select({ total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  return { rows, total: counted?.total ?? 0 };
}

/** A review as the review endpoints answer it (core's `reviewSchema`). */
export function toReviewWire(row: ReviewRow) {
  return {
    _id: row.id,
    id: row.id,
    product_id: row.productId,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    user: { name: row.authorName },
    verified_purchase: row.verifiedPurchase,
    createdAt: row.createdAt.toISOString(),
  };
}
