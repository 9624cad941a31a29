import { and, asc, count, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Transaction } from '../db/database';
import {
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  products,
} from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { nextInvoiceNumber } from './invoiceNumber';
import { paymentGateways } from './paymentGateway';
import { isValidPaymentSignature } from './paymentSignature';
import { grantReward, orderPoints } from './rewards';

export type OrderRow = typeof orders.$inferSelect;

/** The payment the provider reported (its signature already checked). */
export interface VerifiedPayment {
  readonly paymentId: string;
  readonly method: string | null;
}

export const PAYMENT_MESSAGES = {
  invalidSignature: 'Invalid payment signature',
  alreadyPaid: 'This order has already been paid with another payment',
  cancelled:
    'This order was cancelled because an item or the coupon was no longer available. Your payment will be refunded.',
} as const;

/** Stock or the coupon ran out between order and payment: the order cannot be fulfilled. */
class OrderUnavailableError extends Error {
  override name = 'OrderUnavailableError';
}

const refundNote = 'Your payment will be refunded.';

/** Takes the units of every line, or throws when one is short (rows locked in id order). */
async function takeStock(tx: Transaction, orderId: string, now: Date): Promise<string[]> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
  for (const line of lines) {
    const taken = await tx
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`,
        soldCount: sql`${products.soldCount} + ${line.quantity}`,
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
      throw new OrderUnavailableError(
        `Sorry, ${line.name} sold out before your payment completed. ${refundNote}`,
      );
    }
  }
  return [...new Set(lines.map((line) => line.productId))];
}

/** Records one use of the order's coupon, or throws when its limits are reached. */
async function redeemCoupon(tx: Transaction, order: OrderRow, now: Date): Promise<void> {
  const code = order.couponCode;
  if (!code) return;
  // The conditional increment also locks the coupon row, so the per-user count below sees
  // every redemption committed before it.
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
  if (!coupon) {
    throw new OrderUnavailableError(`Coupon ${code} has reached its usage limit. ${refundNote}`);
  }
  if (coupon.perUserLimit !== null) {
    const [used] = await tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.userId, order.userId)),
      );
    if ((used?.n ?? 0) >= coupon.perUserLimit) {
      throw new OrderUnavailableError(`You have already used coupon ${code}. ${refundNote}`);
    }
  }
  await tx
    .insert(couponRedemptions)
    .values({ couponCode: code, userId: order.userId, orderId: order.id, createdAt: now });
}

type Fulfilment =
  | { readonly status: 'paid'; readonly productIds: readonly string[] }
  | { readonly status: 'already-paid' };

/**
 * Marks a created order paid in one transaction: locks the order, takes the stock (conditional
 * updates), redeems the coupon, assigns the GST invoice number, empties the cart and grants the
 * reward points. Anything unavailable throws and rolls all of it back.
 */
async function fulfilOrder(
  tx: Transaction,
  orderRowId: string,
  payment: VerifiedPayment,
  now: Date,
): Promise<Fulfilment> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderRowId)).for('update');
  if (!order) throw notFound('Order not found');
  if (order.status === 'paid') {
    if (order.paymentId === payment.paymentId) return { status: 'already-paid' };
    throw conflict(PAYMENT_MESSAGES.alreadyPaid);
  }
  if (order.status !== 'created') throw conflict(PAYMENT_MESSAGES.cancelled);

  const productIds = await takeStock(tx, order.id, now);
  await redeemCoupon(tx, order, now);
  const invoiceNumber = await nextInvoiceNumber(tx, now);
  await tx
    .update(orders)
    .set({
      status: 'paid',
      paymentStatus: 'paid',
      paymentId: payment.paymentId,
      paymentMethod: payment.method,
      paidAt: now,
      invoiceNumber,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await tx
    .update(carts)
    .set({ couponCode: null, updatedAt: now })
    .where(eq(carts.userId, order.userId));
  await tx.delete(cartItems).where(eq(cartItems.userId, order.userId));
  await grantReward(tx, {
    userId: order.userId,
    type: 'order',
    points: orderPoints(order.total),
    description: `Order ${order.orderId}`,
    reference: order.orderId,
  });
  return { status: 'paid', productIds };
}

/**
 * verify-razorpay-order: checks the signature (HMAC-SHA256 of `order_id|payment_id` with the
 * key secret of the order's gateway, constant-time) against the user's own stored order, then
 * fulfils it. Idempotent: verifying a paid order again with its payment id returns it
 * unchanged. When stock or the coupon ran out, the order is cancelled ('refund_pending') and
 * the answer is a 409. Resolves with the order's internal id.
 */
export async function verifyPayment(
  ctx: AppContext,
  userId: string,
  body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<string> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, body.razorpay_order_id), eq(orders.userId, userId)));
  if (!order) throw notFound('Order not found');
  const gateways = await paymentGateways(ctx);
  const secret = gateways.secretOf(order.paymentGateway);
  const paymentId = body.razorpay_payment_id;
  if (
    !secret ||
    !isValidPaymentSignature(secret, order.orderId, paymentId, body.razorpay_signature)
  ) {
    throw badRequest(PAYMENT_MESSAGES.invalidSignature);
  }
  if (order.status === 'paid' && order.paymentId === paymentId) return order.id;
  if (order.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled);

  const method = await gateways.active.paymentMethod(paymentId);
  const now = ctx.now();
  let fulfilment: Fulfilment;
  try {
    fulfilment = await ctx.db.transaction((tx) =>
      fulfilOrder(tx, order.id, { paymentId, method }, now),
    );
  } catch (error) {
    if (!(error instanceof OrderUnavailableError)) throw error;
    await ctx.db
      .update(orders)
      .set({
        status: 'cancelled',
        paymentStatus: 'refund_pending',
        paymentId,
        paymentMethod: method,
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
    throw conflict(error.message);
  }
  if (fulfilment.status === 'paid') await ctx.catalog.reload([...fulfilment.productIds]);
  return order.id;
}
