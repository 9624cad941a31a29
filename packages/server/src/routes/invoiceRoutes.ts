import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { orderItems, orders } from '../db/schema';
import { fail } from '../http/envelope';
import { notFound } from '../http/errors';
import { escapeHtml, INVOICE_CSP, renderInvoice } from '../services/invoiceDocument';
import { invoiceLinks } from '../services/invoiceLink';
import { buildInvoiceModel, type InvoiceDocumentInput } from '../services/invoiceModel';
import { renderInvoicePdf } from '../services/invoicePdf';
import { computeInvoiceTaxes } from '../services/invoiceTaxes';

/** The answers to a link that is past its time, or not one this server signed. */
export const INVOICE_LINK_EXPIRED =
  'This invoice link has expired. Open the order in My Orders to get a new link.';
export const INVOICE_LINK_INVALID =
  'This invoice link is not valid. Open the order in My Orders to get a new link.';

type InvoiceRequest = FastifyRequest<{
  Params: { orderId: string };
  Querystring: { expires?: unknown; sig?: unknown };
}>;

/** Whether the request is a browser tab (it takes HTML before JSON): it gets a page, not JSON. */
const wantsPage = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  const html = accept.indexOf('text/html');
  const json = accept.indexOf('application/json');
  return html !== -1 && (json === -1 || html < json);
};

/** A refusal: the API's JSON envelope, or a short page saying the same to a browser tab. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  reply.status(status).header('cache-control', 'private, no-store');
  if (!wantsPage(request)) return reply.send(fail(message));
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html>\n<html lang="en-IN">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>Invoice unavailable</title>\n</head>\n<body>\n<main>\n<h1>Invoice unavailable</h1>\n<p>${escapeHtml(message)}</p>\n</main>\n</body>\n</html>\n`,
    );
}

/**
 * GST tax invoices of paid orders (decisions.md) at their signed, expiring links: the HTML page
 * (`invoice_url`) and the PDF download (`invoice_pdf_url`), both made from one invoice model.
 * The HMAC in `sig` over the order id and `expires` stands in for the bearer token, so the link
 * opens in a new tab. A link past its time answers 410, a wrong signature 403 (both before any
 * lookup), an unknown or unpaid order 404.
 */
export async function invoiceRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  /** The invoice of the link's order, or null once the refusal is sent. */
  async function invoiceInput(
    request: InvoiceRequest,
    reply: FastifyReply,
  ): Promise<InvoiceDocumentInput | null> {
    const { orderId } = request.params;
    const links = await invoiceLinks(ctx);
    const check = links.check(orderId, request.query, ctx.now());
    if (check === 'expired') {
      refuse(request, reply, 410, INVOICE_LINK_EXPIRED);
      return null;
    }
    if (check === 'invalid') {
      refuse(request, reply, 403, INVOICE_LINK_INVALID);
      return null;
    }
    const [order] = await ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
    if (order?.status !== 'paid' || !order.invoiceNumber || !order.paidAt) {
      throw notFound('Invoice not found');
    }
    const items = await ctx.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    return {
      invoiceNumber: order.invoiceNumber,
      invoiceDate: order.paidAt,
      orderId: order.orderId,
      paymentId: order.paymentId,
      billing: order.billingAddress,
      shipping: order.shippingAddress,
      couponCode: order.couponCode,
      taxes: computeInvoiceTaxes({ ...order, state: order.shippingAddress.state }, items),
    };
  }

  app.get('/invoices/:orderId', async (request: InvoiceRequest, reply) => {
    const input = await invoiceInput(request, reply);
    if (!input) return reply;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', INVOICE_CSP)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .send(renderInvoice(input));
  });

  app.get('/invoices/:orderId/pdf', async (request: InvoiceRequest, reply) => {
    const input = await invoiceInput(request, reply);
    if (!input) return reply;
    const pdf = await renderInvoicePdf(buildInvoiceModel(input), input.invoiceDate);
    const filename = `Invoice-${input.invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(pdf));
  });
}
