import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Transaction } from '../db/database';
import { cartItems, carts, orders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { nextInvoiceNumber } from './invoiceNumber';
import {
  countReservedAsSold,
  OrderUnavailableError,
  takeCouponUse,
  takeUnits,
} from './orderReservation';
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
  refunded: 'Your payment has been refunded.',
  refundPending: 'Your payment will be refunded.',
} as const;

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
  if (order.status !== 'created' && order.status !== 'expired') {
    throw conflict(PAYMENT_MESSAGES.cancelled);
  }
  // Held units and coupon use (however late the payment) are the order's; a lapsed
  // reservation has given them back, so they are taken again if they are still there.
  const held = order.status === 'created' && order.reservedUntil !== null;
  const productIds = held
    ? await countReservedAsSold(tx, order.id, now)
    : await takeUnits(tx, order.id, now, { sold: true });
  if (!held) await takeCouponUse(tx, order, now);
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
      reservedUntil: null,
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
 * A payment came for an order that cannot be fulfilled (its units or coupon use gone after its
 * reservation lapsed): the order is cancelled and the payment refunded through its gateway at
 * once ('refunded'), or marked 'refund_pending' for the reconcile job when the provider cannot
 * be reached. Resolves with the shopper's message.
 */
export async function refundUnfulfillable(
  ctx: AppContext,
  order: OrderRow,
  payment: VerifiedPayment,
  reason: string,
): Promise<string> {
  const now = ctx.now();
  // Claim the order first (one refund per order, whoever else is verifying it).
  const claimed = await ctx.db
    .update(orders)
    .set({
      status: 'cancelled',
      paymentStatus: 'refund_pending',
      paymentId: payment.paymentId,
      paymentMethod: payment.method,
      reservedUntil: null,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['created', 'expired'])))
    .returning({ id: orders.id });
  if (claimed.length === 0) return `${reason} ${PAYMENT_MESSAGES.refundPending}`;
  const refunded = await refundOrder(ctx, { ...order, paymentId: payment.paymentId });
  return `${reason} ${refunded ? PAYMENT_MESSAGES.refunded : PAYMENT_MESSAGES.refundPending}`;
}

/**
 * Refunds a cancelled order's payment in full through its gateway and records it
 * ('refunded', the refund id and time); false when the provider could not do it now (it stays
 * 'refund_pending' and the reconcile job tries again).
 */
export async function refundOrder(
  ctx: AppContext,
  order: Pick<OrderRow, 'id' | 'paymentId' | 'paymentGateway' | 'total'>,
): Promise<boolean> {
  if (!order.paymentId) return false;
  const gateway = (await paymentGateways(ctx)).gatewayOf(order.paymentGateway);
  if (!gateway) return false;
  let refundId: string;
  try {
    refundId = await gateway.refund(order.paymentId, order.total);
  } catch {
    return false;
  }
  const now = ctx.now();
  await ctx.db
    .update(orders)
    .set({ paymentStatus: 'refunded', refundId, refundedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'refund_pending')));
  return true;
}

/**
 * Fulfils the order a verified payment belongs to (the browser's verify call, the webhook, or
 * the reconcile job): paid, or cancelled and refunded when it cannot be fulfilled (a 409 with
 * the reason). Idempotent for the same payment.
 */
export async function completePayment(
  ctx: AppContext,
  order: OrderRow,
  payment: VerifiedPayment,
): Promise<void> {
  if (order.status === 'paid' && order.paymentId === payment.paymentId) return;
  if (order.status === 'cancelled') throw conflict(PAYMENT_MESSAGES.cancelled);
  const now = ctx.now();
  let fulfilment: Fulfilment;
  try {
    fulfilment = await ctx.db.transaction((tx) => fulfilOrder(tx, order.id, payment, now));
  } catch (error) {
    if (!(error instanceof OrderUnavailableError)) throw error;
    throw conflict(await refundUnfulfillable(ctx, order, payment, error.message));
  }
  if (fulfilment.status === 'paid') await ctx.catalog.reload([...fulfilment.productIds]);
}

/**
 * verify-razorpay-order: checks the signature (HMAC-SHA256 of `order_id|payment_id` with the
 * key secret of the order's gateway, constant-time) against the user's own stored order, then
 * fulfils it with its reserved units (see orderReservation.ts). Idempotent: verifying a paid
 * order again with its payment id returns it unchanged. A payment after the reservation lapsed
 * takes the units again if they are there; when not, the order is cancelled, the payment
 * refunded and the answer is a 409 saying so. Resolves with the order's internal id.
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
  await completePayment(ctx, order, { paymentId, method });
  return order.id;
}
