import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { signPayment } from './paymentSignature';
import { SANDBOX_KEY_ID, sandboxId } from './sandboxGateway';

/** What Razorpay's checkout hands to `options.handler` after a successful payment. */
export interface SandboxPaymentAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * The sandbox's Pay button: a new payment id for a created sandbox order, signed with the
 * sandbox key secret exactly as Razorpay signs. Unknown, paid and cancelled orders are refused.
 */
export async function payInSandbox(
  db: Database,
  secret: string,
  body: { order_id: string; key_id: string },
): Promise<SandboxPaymentAnswer> {
  if (body.key_id !== SANDBOX_KEY_ID) throw badRequest('Invalid key_id');
  const [order] = await db
    .select({ orderId: orders.orderId, status: orders.status, gateway: orders.paymentGateway })
    .from(orders)
    .where(eq(orders.orderId, body.order_id));
  if (order?.gateway !== 'sandbox') throw notFound('Order not found');
  if (order.status === 'paid') throw conflict('This order has already been paid');
  if (order.status !== 'created') throw conflict('This order has been cancelled');
  const paymentId = sandboxId('pay');
  return {
    razorpay_order_id: order.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(secret, order.orderId, paymentId),
  };
}
