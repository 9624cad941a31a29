import type { OrdersApi } from '../api/ordersApi';
import type { InvoiceLinks, Order } from '../schemas/orders';

/** Links this close to their expiry are renewed first, so a download never starts on a dying link. */
export const INVOICE_LINK_RENEW_MARGIN_MS = 60_000;

/**
 * The invoice links of a paid order, fresh: the ones the order came with while they have more
 * than a minute left, else new ones from `orders.invoiceLinks` (the signed links expire after 7
 * days, and a page or a cached list can outlive them). Null when the order has no invoice.
 *
 * @example
 * const links = await freshInvoiceLinks(client.orders, order);
 * if (links) window.location.assign(links.invoice_pdf_url);
 */
export async function freshInvoiceLinks(
  orders: Pick<OrdersApi, 'invoiceLinks'>,
  order: Pick<Order, 'order_id' | 'payment'>,
  now: number = Date.now(),
): Promise<InvoiceLinks | null> {
  const payment = order.payment;
  if (!payment?.invoice_url) return null;
  const expires = Date.parse(payment.invoice_expires_at ?? '');
  if (
    payment.invoice_pdf_url &&
    payment.invoice_expires_at &&
    Number.isFinite(expires) &&
    expires - now > INVOICE_LINK_RENEW_MARGIN_MS
  ) {
    return {
      invoice_url: payment.invoice_url,
      invoice_pdf_url: payment.invoice_pdf_url,
      invoice_expires_at: payment.invoice_expires_at,
    };
  }
  const answer = await orders.invoiceLinks(order.order_id);
  return answer.data;
}
