import { formatINR, formatIndianDate, toPaise } from '@storefront-kit/core';

let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** An ISO instant as an Indian calendar date, e.g. '14 May 2026' (IST); '' when absent. */
export const formatOrderDate = (iso: string | null | undefined): string => formatIndianDate(iso);

/** An ISO instant with its time, e.g. '14 May 2026, 10:42 am' (IST); '' when absent. */
export function formatOrderDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return dateTimeFormat.format(date);
}

/** Rupees from the API (2 decimals) as '₹1,23,456.00'. */
export const formatRupees = (rupees: number | null | undefined): string =>
  formatINR(toPaise(rupees ?? 0));

/**
 * The colour of a status badge (spec 2 §4: paid, pending, created, cancelled; any other is
 * neutral), as its `data-tone`.
 */
export function statusTone(status: string | null | undefined): string {
  switch (status) {
    case 'paid':
    case 'Paid':
      return 'success';
    case 'pending':
    case 'Pending':
      return 'warning';
    case 'created':
      return 'info';
    case 'cancelled':
    case 'failed':
      return 'danger';
    default:
      return 'neutral';
  }
}
