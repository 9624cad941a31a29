import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { completePayment } from '../services/orderPayment';
import { constantTimeEqual } from '../services/paymentSignature';

/** The events that mean a payment of an order was captured. */
const CAPTURED = new Set(['payment.captured', 'order.paid']);

interface WebhookEvent {
  event?: unknown;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; method?: unknown } } };
}

/**
 * Razorpay's webhook (`RAZORPAY_WEBHOOK_SECRET`): `POST /payments/razorpay-webhook` with the
 * `X-Razorpay-Signature` header, the hex HMAC-SHA256 of the raw body with the webhook secret
 * (checked in constant time before anything is read). On `payment.captured` (or `order.paid`)
 * the order of the payment is completed as the browser's verify would: paid, or cancelled and
 * refunded when it cannot be fulfilled. Idempotent (Razorpay retries); answers 200 for events
 * and orders it does not know, 400 for a bad signature, 5xx when Razorpay should retry.
 */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  secret: string,
): Promise<void> {
  // The signature covers the body's exact bytes: keep them (in this route's scope only).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/payments/razorpay-webhook', async (request) => {
    const raw = request.body;
    const signature = request.headers['x-razorpay-signature'];
    if (!Buffer.isBuffer(raw) || typeof signature !== 'string') {
      throw badRequest('Invalid webhook signature');
    }
    const expected = createHmac('sha256', secret).update(raw).digest('hex');
    if (!constantTimeEqual(expected, signature)) throw badRequest('Invalid webhook signature');
    let event: WebhookEvent;
    try {
      event = JSON.parse(raw.toString('utf8')) as WebhookEvent;
    } catch {
      throw badRequest('Invalid webhook body');
    }
    const payment = event.payload?.payment?.entity;
    if (
      typeof event.event !== 'string' ||
      !CAPTURED.has(event.event) ||
      typeof payment?.id !== 'string' ||
      typeof payment.order_id !== 'string'
    ) {
      return { status: 'ignored' };
    }
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, payment.order_id));
    if (order?.paymentGateway !== 'razorpay') return { status: 'ignored' };
    try {
      await completePayment(ctx, order, {
        paymentId: payment.id,
        method: typeof payment.method === 'string' ? payment.method : null,
      });
    } catch (error) {
      // Could not be fulfilled: cancelled and refunded (or queued for a refund). Done either way.
      if (error instanceof HttpError && error.status === 409) return { status: 'refunded' };
      throw error;
    }
    return { status: 'completed' };
  });
}
