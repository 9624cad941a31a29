import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { RESERVATION_MS } from './orderReservation';

type OrderRow = typeof orders.$inferSelect;

/** What makes two payment orders the same checkout: who pays, where, what and how much. */
export interface CheckoutShape {
  readonly userId: string;
  readonly gateway: string;
  /** The total in paise. */
  readonly total: number;
  readonly couponCode: string | null;
  /** The cart's lines in the cart's order: product, quantity, unit price in paise. */
  readonly lines: readonly { productId: string; quantity: number; price: number }[];
}

/**
 * The customer's pending payment order for exactly this checkout, if its payment window still
 * holds its units: same gateway, coupon, total and lines (product, quantity and unit price, in
 * order). A retry of Pay Now pays that order again instead of creating another (decisions.md:
 * one pending payment order per checkout, reused or replaced on retry).
 */
export async function findReusablePaymentOrder(
  db: Executor,
  shape: CheckoutShape,
  now: Date,
): Promise<OrderRow | undefined> {
  const [candidate] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, shape.userId),
        eq(orders.status, 'created'),
        gt(orders.reservedUntil, now),
        eq(orders.paymentGateway, shape.gateway),
        eq(orders.total, shape.total),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!candidate || (candidate.couponCode ?? null) !== shape.couponCode) return undefined;
  const items = await db
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      price: orderItems.unitPrice,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, candidate.id))
    .orderBy(asc(orderItems.id));
  const same =
    items.length === shape.lines.length &&
    items.every((item, index) => {
      const line = shape.lines[index];
      return (
        line !== undefined &&
        item.productId === line.productId &&
        item.quantity === line.quantity &&
        item.price === line.price
      );
    });
  return same ? candidate : undefined;
}

/**
 * Renews a reused payment order in `tx`: under the order's lock, if it still holds its
 * reservation, it takes the retry's receipt and addresses and a fresh payment window. Resolves
 * false when the order was paid, replaced or expired meanwhile (the caller then creates a new
 * one).
 */
export async function renewPaymentOrder(
  tx: Transaction,
  orderId: string,
  changes: Pick<typeof orders.$inferInsert, 'receipt' | 'shippingAddress' | 'billingAddress'> &
    Partial<typeof orders.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.status !== 'created' || !order.reservedUntil || order.reservedUntil <= now) {
    return false;
  }
  await tx
    .update(orders)
    .set({
      ...changes,
      reservedUntil: new Date(now.getTime() + RESERVATION_MS),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
  return true;
}
