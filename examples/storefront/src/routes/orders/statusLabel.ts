/** The labels of the order and payment statuses the server uses (both order pages). */
const STATUS_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  pending: 'Pending',
  paid: 'Paid',
  cancelled: 'Cancelled',
  failed: 'Failed',
  refund_pending: 'Refund Pending',
  refunded: 'Refunded',
  expired: 'Expired',
};

/**
 * The label of an order or payment status ('paid' → 'Paid'); an unknown one is shown as the
 * server wrote it.
 */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return Object.hasOwn(STATUS_LABELS, status) ? (STATUS_LABELS[status] ?? status) : status;
}
