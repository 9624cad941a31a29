import { createHmac } from 'node:crypto';
import type { AppContext } from '../context';
import { loadStoredSecret } from './paymentSecrets';
import { constantTimeEqual } from './paymentSignature';

/** How long an invoice link works after it is issued: 7 days (up to an hour more, see below). */
export const INVOICE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Expiry times are rounded up to the hour, so the links of an order are the same in every answer
 * within that hour (a verify retried, a list and its details agree) rather than new each second.
 */
const EXPIRY_STEP_MS = 60 * 60 * 1000;

/** An order's invoice links as the API sends them (the HTML page and the PDF download). */
export interface InvoiceLinkSet {
  readonly invoice_url: string;
  readonly invoice_pdf_url: string;
  /** ISO time after which both links answer 410. */
  readonly invoice_expires_at: string;
}

/** What a link's `expires` and `sig` say: good, past its time, or not signed by this server. */
export type InvoiceLinkCheck = 'valid' | 'expired' | 'invalid';

/**
 * Signed invoice links: they open in a new tab without the bearer token, cannot be guessed, and
 * stop working 7 days after they were issued (a signed-in owner gets fresh ones from
 * `POST /orders/web/invoice-links/{id}`).
 */
export interface InvoiceLinks {
  /**
   * `${origin}/api/v1/invoices/{orderId}?expires={unix seconds}&sig={hmac}` and the same query
   * on `…/{orderId}/pdf`, valid until `now` + 7 days, rounded up to the hour.
   */
  issue(origin: string, orderId: string, now: Date): InvoiceLinkSet;
  /** Whether a link's query (`expires`, `sig`) is this server's signature for `orderId`, still in time. */
  check(orderId: string, query: { expires?: unknown; sig?: unknown }, now: Date): InvoiceLinkCheck;
}

const hmac = (key: string, message: string) =>
  createHmac('sha256', key).update(message).digest('base64url');

/** The signature of a link to `orderId` that expires at `expires` (unix seconds). */
const sign = (key: string, orderId: string, expires: number) =>
  hmac(key, `invoice:${orderId}:${expires}`);

const EXPIRES = /^[1-9]\d{0,11}$/;

/**
 * Invoice links signed with a key made for them (HMAC-SHA256 over the order id and the expiry).
 * Links issued before links expired (`?sig=` over the order id alone) count as expired, so
 * their holders are told to get a new one rather than that the link is forged.
 */
export function createInvoiceLinks(key: string): InvoiceLinks {
  return {
    issue(origin, orderId, now) {
      const expires =
        (Math.ceil((now.getTime() + INVOICE_LINK_TTL_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS) / 1000;
      const base = `${origin}/api/v1/invoices/${encodeURIComponent(orderId)}`;
      const query = `?expires=${expires}&sig=${sign(key, orderId, expires)}`;
      return {
        invoice_url: `${base}${query}`,
        invoice_pdf_url: `${base}/pdf${query}`,
        invoice_expires_at: new Date(expires * 1000).toISOString(),
      };
    },
    check(orderId, { expires, sig }, now) {
      if (typeof sig !== 'string' || sig === '') return 'invalid';
      if (expires === undefined) {
        return constantTimeEqual(hmac(key, `invoice:${orderId}`), sig) ? 'expired' : 'invalid';
      }
      if (typeof expires !== 'string' || !EXPIRES.test(expires)) return 'invalid';
      const seconds = Number(expires);
      if (!constantTimeEqual(sign(key, orderId, seconds), sig)) return 'invalid';
      return seconds * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
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
