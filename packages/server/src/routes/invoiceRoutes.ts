import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { orderItems, orders } from '../db/schema';
import { notFound } from '../http/errors';
import { INVOICE_CSP, renderInvoice } from '../services/invoiceDocument';
import { invoiceLinks } from '../services/invoiceLink';
import { computeInvoiceTaxes } from '../services/invoiceTaxes';

/**
 * GST tax invoices of paid orders (decisions.md) at their signed `invoice_url`: the HMAC in
 * `sig` stands in for the bearer token, so the link opens in a new tab. A missing or wrong
 * signature, an unknown or an unpaid order all answer the same 404.
 */
export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { orderId: string }; Querystring: { sig?: unknown } }>(
    '/invoices/:orderId',
    async (request, reply) => {
      const { orderId } = request.params;
      const sig = request.query.sig;
      const links = await invoiceLinks(ctx);
      if (typeof sig !== 'string' || !links.verify(orderId, sig))
        throw notFound('Invoice not found');
      const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
      if (order?.status !== 'paid' || !order.invoiceNumber || !order.paidAt) {
        throw notFound('Invoice not found');
      }
      const items = await ctx.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id));
      const html = renderInvoice({
        invoiceNumber: order.invoiceNumber,
        invoiceDate: order.paidAt,
        orderId: order.orderId,
        paymentId: order.paymentId,
        billing: order.billingAddress,
        shipping: order.shippingAddress,
        couponCode: order.couponCode,
        taxes: computeInvoiceTaxes({ ...order, state: order.shippingAddress.state }, items),
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', INVOICE_CSP)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(html);
    },
  );
}
