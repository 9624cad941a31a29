import { and, asc, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { couponRedemptions, coupons, orderItems, orders, products } from '../db/schema';

/**
 * How long a payment order holds its units and coupon use: the payment window. A payment that
 * arrives later still completes if the units are there (see orderPayment.ts), else it is
 * refunded.
 */
export const RESERVATION_MS = 15 * 60 * 1000;

/** A unit or coupon use that is not there: the order cannot be reserved or fulfilled. */
export class OrderUnavailableError extends Error {
  override name = 'OrderUnavailableError';
}

type OrderRow = typeof orders.$inferSelect;

/** The order's lines, in product id order (rows locked in one order: no deadlocks). */
const linesOf = (tx: Transaction, orderId: string) =>
  tx
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));

/**
 * Takes the units of every line of the order from stock (conditional updates, so two buyers of
 * the last unit cannot both get it), or throws OrderUnavailableError naming the product that is
 * short. `sold` also counts them as sold (at payment); a reservation does not.
 */
export async function takeUnits(
  tx: Transaction,
  orderId: string,
  now: Date,
  { sold }: { sold: boolean },
): Promise<string[]> {
  const lines = await linesOf(tx, orderId);
  for (const line of lines) {
    const taken = await tx
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`,
        ...(sold ? { soldCount: sql`${products.soldCount} + ${line.quantity}` } : {}),
        updatedAt: now,
      })
      .where(
        and(
          eq(products.id, line.productId),
          eq(products.isActive, true),
          gte(products.stockQuantity, line.quantity),
        ),
      )
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [left] = await tx
        .select({ stock: products.stockQuantity })
        .from(products)
        .where(eq(products.id, line.productId));
      const stock = Math.max(0, left?.stock ?? 0);
      throw new OrderUnavailableError(
        stock === 0
          ? `Sorry, ${line.name} is out of stock.`
          : `Sorry, only ${stock} ${stock === 1 ? 'unit' : 'units'} of ${line.name} ${stock === 1 ? 'is' : 'are'} in stock.`,
      );
    }
  }
  return [...new Set(lines.map((line) => line.productId))];
}

/** Counts the reserved units of a paid order as sold (their stock was taken at reservation). */
export async function countReservedAsSold(
  tx: Transaction,
  orderId: string,
  now: Date,
): Promise<string[]> {
  const lines = await linesOf(tx, orderId);
  for (const line of lines) {
    await tx
      .update(products)
      .set({ soldCount: sql`${products.soldCount} + ${line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId));
  }
  return [...new Set(lines.map((line) => line.productId))];
}

/**
 * Records one use of the order's coupon (its global and per-customer limits checked under the
 * coupon row's lock), or throws OrderUnavailableError.
 */
export async function takeCouponUse(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'userId' | 'couponCode'>,
  now: Date,
): Promise<void> {
  const code = order.couponCode;
  if (!code) return;
  // The conditional increment also locks the coupon row, so the per-user count below sees
  // every use committed before it.
  const [coupon] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ perUserLimit: coupons.perUserLimit });
  if (!coupon) throw new OrderUnavailableError(`Coupon ${code} has reached its usage limit.`);
  if (coupon.perUserLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.userId, order.userId)),
      );
    if ((used?.n ?? 0) >= coupon.perUserLimit) {
      throw new OrderUnavailableError(`You have already used coupon ${code}.`);
    }
  }
  await tx
    .insert(couponRedemptions)
    .values({ couponCode: code, userId: order.userId, orderId: order.id, createdAt: now });
}

/**
 * Reserves a new order's units and coupon use until `now + RESERVATION_MS`, in the
 * transaction that stores it; throws OrderUnavailableError (nothing is charged yet).
 */
export async function reserveOrder(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'userId' | 'couponCode'>,
  now: Date,
): Promise<string[]> {
  const productIds = await takeUnits(tx, order.id, now, { sold: false });
  await takeCouponUse(tx, order, now);
  await tx
    .update(orders)
    .set({ reservedUntil: new Date(now.getTime() + RESERVATION_MS) })
    .where(eq(orders.id, order.id));
  return productIds;
}

/**
 * Gives a held reservation back (the units to stock, the coupon use to the coupon) and marks
 * the order: 'expired' for an unpaid one. Only an order that still holds one (locked, status
 * 'created', `reserved_until` set) is changed; resolves with the products whose stock changed.
 */
export async function releaseReservation(
  tx: Transaction,
  orderId: string,
  now: Date,
): Promise<string[]> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (order?.status !== 'created' || !order.reservedUntil) return [];
  const lines = await linesOf(tx, order.id);
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`, updatedAt: now })
      .where(eq(products.id, line.productId));
  }
  if (order.couponCode) {
    const released = await tx
      .delete(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.id))
      .returning({ code: couponRedemptions.couponCode });
    if (released.length > 0) {
      await tx
        .update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.code, order.couponCode));
    }
  }
  await tx
    .update(orders)
    .set({ status: 'expired', paymentStatus: 'expired', reservedUntil: null, updatedAt: now })
    .where(eq(orders.id, order.id));
  return [...new Set(lines.map((line) => line.productId))];
}
