import { createPaymentOrderBodySchema, verifyPaymentBodySchema } from '@storefront-kit/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { publicOrigin } from '../http/publicOrigin';
import { parseInput } from '../http/validate';
import { invoiceLinks } from '../services/invoiceLink';
import { createPaymentOrder } from '../services/orderCreation';
import { verifyPayment } from '../services/orderPayment';
import { findUserOrder } from '../services/orderQueries';
import { loadOrderViews } from '../services/orderView';

/** Rate-limited with the server's per-IP limit (`RATE_LIMIT`). */
const limited = { config: { rateLimit: {} } };

/**
 * The Razorpay order and signature protocol (spec 2 §7): create the payment order from the
 * server cart, then verify the payment signature and fulfil the order.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/orders/create-razorpay-order', limited, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseInput(createPaymentOrderBodySchema, request.body);
    return createPaymentOrder(ctx, user.id, body, publicOrigin(request, ctx.config));
  });

  app.post('/orders/verify-razorpay-order', limited, async (request) => {
    const user = await ctx.requireUser(request);
    const body = parseInput(verifyPaymentBodySchema, request.body);
    const id = await verifyPayment(ctx, user.id, body);
    const row = await findUserOrder(ctx.db, user.id, id);
    if (!row) throw notFound('Order not found');
    const links = await invoiceLinks(ctx);
    const origin = publicOrigin(request, ctx.config);
    const now = ctx.now();
    const [order] = await loadOrderViews(ctx.db, [row], (orderId) =>
      links.issue(origin, orderId, now),
    );
    return { success: true, message: 'Payment verified successfully', data: order };
  });
}
