import { cartMessages } from '../messages/cartMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { CartTotals } from './computeTotals';
import { formatINR } from './formatINR';

/** One line of an order's money summary, with its label and amount as shown. */
export interface SummaryRow {
  readonly row: 'subtotal' | 'discount' | 'shipping' | 'taxable' | 'tax' | 'total';
  readonly label: string;
  readonly value: string;
}

/**
 * The money lines of a cart or checkout summary (spec 2 'Checkout'; decisions.md: tax after the
 * discount): 'Subtotal ({count} items)', 'Discount' (when there is one, as '-₹x'), 'Shipping'
 * ('Free' when 0), 'Taxable value' (when a discount or shipping makes it differ from the
 * subtotal: GST is charged on the value after the discount, CGST Act s.15), 'Tax (18% GST)' and
 * 'Total'.
 *
 * @example
 * summaryRows(cart.totals.value).map(({ row, label, value }) => `${label}: ${value}`)
 */
export function summaryRows(
  totals: CartTotals,
  options: { readonly messages?: MessageOverrides } = {},
): readonly SummaryRow[] {
  const t = createTranslator(cartMessages, options.messages);
  const rows: SummaryRow[] = [
    {
      row: 'subtotal',
      label: t('cart.subtotal', { count: totals.totalItems }),
      value: formatINR(totals.subtotal),
    },
  ];
  if (totals.discount > 0) {
    rows.push({
      row: 'discount',
      label: t('cart.discount'),
      value: `-${formatINR(totals.discount)}`,
    });
  }
  rows.push({
    row: 'shipping',
    label: t('cart.shipping'),
    value: totals.shipping > 0 ? formatINR(totals.shipping) : t('cart.shippingFree'),
  });
  if (totals.taxableValue !== totals.subtotal) {
    rows.push({
      row: 'taxable',
      label: t('cart.taxableValue'),
      value: formatINR(totals.taxableValue),
    });
  }
  rows.push(
    { row: 'tax', label: t('cart.tax'), value: formatINR(totals.tax) },
    { row: 'total', label: t('cart.total'), value: formatINR(totals.total) },
  );
  return rows;
}
