import type { Invoices } from './useInvoices';

/**
 * What went wrong with an invoice (an alert with Dismiss, until dismissed or the next try), and
 * the progress of a download for a screen reader: the same on My Orders and on an order's page.
 */
export function InvoiceNotices({
  invoices,
  className,
  dismissLabel,
}: {
  invoices: Invoices;
  /** The alert's class (each page places it its own way). */
  className: string;
  dismissLabel: string;
}) {
  return (
    <>
      {invoices.failure ? (
        <div className={`notice notice-error ${className}`} role="alert">
          <p>
            <strong>{invoices.failure.title}</strong> {invoices.failure.message}
          </p>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={invoices.dismiss}
          >
            {dismissLabel}
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {invoices.status}
      </p>
    </>
  );
}
