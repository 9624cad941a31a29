import { createHmac } from 'node:crypto';
import type { AppContext } from '../context';
import { loadStoredSecret } from './paymentSecrets';
import { constantTimeEqual } from './paymentSignature';

/** Signed invoice links: they open in a new tab without the bearer token, and cannot be guessed. */
export interface InvoiceLinks {
  /** `${origin}/api/v1/invoices/{orderId}?sig={hmac}` */
  url(origin: string, orderId: string): string;
  /** Whether `sig` is the signature of `orderId`'s link. */
  verify(orderId: string, sig: string): boolean;
}

const sign = (key: string, orderId: string) =>
  createHmac('sha256', key).update(`invoice:${orderId}`).digest('base64url');

/** Invoice links signed with a key made for them (HMAC-SHA256 over the order id). */
export function createInvoiceLinks(key: string): InvoiceLinks {
  return {
    url: (origin, orderId) =>
      `${origin}/api/v1/invoices/${encodeURIComponent(orderId)}?sig=${sign(key, orderId)}`,
    verify: (orderId, sig) => constantTimeEqual(sign(key, orderId), sig),
  };
}

const cache = new WeakMap<AppContext, Promise<InvoiceLinks>>();

/** The invoice links of a server; the key is generated once and kept in the settings table. */
export function invoiceLinks(ctx: AppContext): Promise<InvoiceLinks> {
  let links = cache.get(ctx);
  if (!links) {
    links = loadStoredSecret(ctx.db, 'invoice_link_secret').then(createInvoiceLinks);
    cache.set(ctx, links);
  }
  return links;
}
