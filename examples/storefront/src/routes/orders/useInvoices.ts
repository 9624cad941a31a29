import {
  ApiError,
  faultMessage,
  freshInvoiceLinks,
  INVOICE_LINK_RENEW_MARGIN_MS,
  type InvoiceLinks,
  NetworkError,
  type Order,
  serverMessage,
} from '@storefront-kit/core';
import { useStorefront } from '@storefront-kit/react';
import { type MouseEvent, useCallback, useMemo, useRef, useState } from 'react';
import { ordersText } from './ordersCopy';

/** What the invoice actions of a page are doing: the order whose PDF is on its way, a failure. */
export interface InvoiceState {
  /** Orders whose PDF is being fetched (their download action waits). */
  readonly busy: ReadonlySet<string>;
  /** The last failure, for the shopper: what failed (`title`) and why or what to do (`message`). */
  readonly failure: {
    readonly orderId: string;
    readonly title: string;
    readonly message: string;
  } | null;
  /** What the polite status region says (the download started, or the wait). */
  readonly status: string;
}

export interface Invoices extends InvoiceState {
  /** The order's invoice page link as best known now (renewed ones replace the order's own). */
  htmlUrl(order: Order): string | null;
  /** Renews the order's links in the background when they are (nearly) expired. */
  prepare(order: Order): void;
  /** The invoice link's click: lets a fresh link open, else opens the tab on a renewed one. */
  openHtml(order: Order, event: MouseEvent<HTMLAnchorElement>): void;
  /** Downloads the order's invoice PDF over fresh links. */
  downloadPdf(order: Order): Promise<void>;
  /** Forgets the failure shown. */
  dismiss(): void;
}

type Linked = Pick<Order, 'order_id' | 'payment'>;

/** Whether links expiring at `expiresAt` still have more than the renewal margin left. */
const isFresh = (expiresAt: string | null | undefined, now = Date.now()) => {
  const expires = Date.parse(expiresAt ?? '');
  return Number.isFinite(expires) && expires - now > INVOICE_LINK_RENEW_MARGIN_MS;
};

/** The file name the server gives (`Content-Disposition`), else one made from the order id. */
function fileName(response: Response, orderId: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename="?([^";]+)"?/i.exec(disposition);
  const safe = orderId.replace(/[^A-Za-z0-9_-]+/g, '-');
  return match?.[1]?.trim() || `Invoice-${safe}.pdf`;
}

/**
 * The PDF at a signed link, as core's errors when it fails: no answer is a `NetworkError`, a
 * refusal an `ApiError` with the server's body (410 expired, 403 not signed by this server).
 */
async function fetchPdf(url: string, orderId: string): Promise<{ blob: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'omit',
      headers: { accept: 'application/pdf, application/json;q=0.9' },
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text stays the body.
    }
    throw new ApiError(`API Error: ${response.status}`, response.status, body, response.statusText);
  }
  const blob = await response.blob();
  const pdf =
    blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  return { blob: pdf, name: fileName(response, orderId) };
}

/** Saves `blob` as `name` through a temporary object URL (the browser's own download). */
function save(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** A failure of the PDF's own request (not of the links' renewal). */
class PdfError extends Error {
  constructor(readonly reason: unknown) {
    super('The invoice PDF could not be fetched', { cause: reason });
  }
}

/** A link refused for its signature or its time (the page's clock may be off): worth renewing. */
const isStaleLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 410 || error.status === 403);

/**
 * The invoice actions of an orders page (My Orders, an order's details). Invoice links are
 * signed and expire after 7 days, and a page (or a cached list) can outlive them, so every
 * use goes through core's `freshInvoiceLinks`: the links in hand while they have more than a
 * minute left, else new ones from `POST /orders/web/invoice-links/{id}`. Renewed links replace
 * the order's for the rest of the page's life. A failure becomes a sentence for the shopper
 * (core's `faultMessage` for no answer and 5xx, the server's sentence else), never a status.
 */
export function useInvoices(): Invoices {
  const { client, messages } = useStorefront();
  // Renewed links by order id: read through the ref (current even before the re-render), the
  // state re-renders the page so the links' hrefs follow.
  const renewedRef = useRef<ReadonlyMap<string, InvoiceLinks>>(new Map());
  const [, setRenewed] = useState(renewedRef.current);
  const [state, setState] = useState<InvoiceState>({
    busy: new Set(),
    failure: null,
    status: '',
  });
  /** Renewals under way, one per order, shared by every action that needs them. */
  const pending = useRef(new Map<string, Promise<InvoiceLinks | null>>());

  const linked = useCallback((order: Linked): Linked => {
    const links = renewedRef.current.get(order.order_id);
    if (!links || !order.payment) return order;
    return { order_id: order.order_id, payment: { ...order.payment, ...links } };
  }, []);

  const remember = useCallback((orderId: string, links: InvoiceLinks) => {
    renewedRef.current = new Map(renewedRef.current).set(orderId, links);
    setRenewed(renewedRef.current);
  }, []);

  /** Fresh links of the order (`force`: new ones even if those in hand look fresh). */
  const fresh = useCallback(
    (order: Linked, force = false): Promise<InvoiceLinks | null> => {
      const running = pending.current.get(order.order_id);
      if (running) return running;
      const current = linked(order);
      const request = (
        force
          ? client.orders.invoiceLinks(order.order_id).then((answer) => answer.data)
          : freshInvoiceLinks(client.orders, current)
      ).then((links) => {
        if (links && links.invoice_expires_at !== current.payment?.invoice_expires_at) {
          remember(order.order_id, links);
        }
        return links;
      });
      pending.current.set(order.order_id, request);
      void request.finally(() => pending.current.delete(order.order_id)).catch(() => undefined);
      return request;
    },
    [client, linked, remember],
  );

  /**
   * The shopper's sentence for a failure: no answer or a 5xx in core's words; a refusal of the
   * renewal (another account's order, an unpaid one) in the server's; anything else (a PDF link
   * refused even when new) the fallback, since the server's 'Open the order in My Orders…'
   * would send the shopper where they are.
   */
  const say = useCallback(
    (error: unknown) =>
      (error instanceof PdfError
        ? faultMessage(error.reason, messages)
        : (faultMessage(error, messages) ?? serverMessage(error))) ??
      ordersText('orders.invoiceTryAgain'),
    [messages],
  );

  return useMemo<Invoices>(() => {
    const htmlUrl = (order: Order) => linked(order).payment?.invoice_url ?? null;
    return {
      ...state,
      htmlUrl,
      prepare(order) {
        const payment = linked(order).payment;
        if (!payment?.invoice_url || isFresh(payment.invoice_expires_at)) return;
        // A quiet renewal: a failure here is said when the shopper uses the link.
        fresh(order).catch(() => undefined);
      },
      openHtml(order, event) {
        const payment = linked(order).payment;
        if (!payment?.invoice_url) return;
        if (isFresh(payment.invoice_expires_at)) return; // The link in hand opens.
        // The link is old: a tab now (within the click, so no pop-up blocker stops it), sent to
        // the renewed link once it is here.
        event.preventDefault();
        const tab = window.open('about:blank', '_blank');
        if (tab) tab.opener = null;
        setState((now) =>
          now.failure?.orderId === order.order_id ? { ...now, failure: null } : now,
        );
        fresh(order).then(
          (links) => {
            if (!links) {
              tab?.close();
              return;
            }
            if (tab) tab.location.replace(links.invoice_url);
            else window.open(links.invoice_url, '_blank', 'noopener,noreferrer');
          },
          (error: unknown) => {
            tab?.close();
            const title = ordersText('orders.invoiceFailed', { id: order.order_id });
            setState((now) => ({
              ...now,
              failure: { orderId: order.order_id, title, message: say(error) },
            }));
          },
        );
      },
      async downloadPdf(order) {
        const id = order.order_id;
        if (state.busy.has(id)) return;
        setState((now) => ({
          busy: new Set(now.busy).add(id),
          failure: now.failure?.orderId === id ? null : now.failure,
          status: ordersText('orders.pdfPreparing', { id }),
        }));
        const done = (change: Partial<InvoiceState>) =>
          setState((now) => {
            const busy = new Set(now.busy);
            busy.delete(id);
            return { ...now, ...change, busy };
          });
        try {
          let links = await fresh(order);
          if (!links?.invoice_pdf_url) throw new PdfError(null);
          let file: { blob: Blob; name: string };
          try {
            file = await fetchPdf(links.invoice_pdf_url, id);
          } catch (error) {
            // Refused as expired or unsigned (e.g. this device's clock is off): once more, on
            // links issued now.
            if (!isStaleLink(error)) throw new PdfError(error);
            links = await fresh(order, true);
            if (!links?.invoice_pdf_url) throw new PdfError(error);
            file = await fetchPdf(links.invoice_pdf_url, id).catch((again: unknown) => {
              throw new PdfError(again);
            });
          }
          save(file.blob, file.name);
          done({ status: ordersText('orders.pdfSaved', { id }) });
        } catch (error) {
          done({
            status: '',
            failure: {
              orderId: id,
              title: ordersText('orders.pdfFailed', { id }),
              message: say(error),
            },
          });
        }
      },
      dismiss: () => setState((now) => ({ ...now, failure: null })),
    };
  }, [state, linked, fresh, say]);
}
