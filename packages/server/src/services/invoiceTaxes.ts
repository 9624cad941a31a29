import { INVOICE_SELLER } from './invoiceSeller';
import { allocateProportionally } from './orderAllocation';

/** CGST + SGST within the seller's state, IGST across states. */
export type TaxRegime = 'intra-state' | 'inter-state';

/** What the invoice needs of an order line (paise). */
export interface TaxableItem {
  readonly name: string;
  readonly hsnCode: string;
  readonly quantity: number;
  readonly unitPrice: number;
  /** unitPrice × quantity. */
  readonly amount: number;
}

export interface InvoiceLine extends TaxableItem {
  readonly taxable: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  /** taxable + its tax. */
  readonly total: number;
}

export interface InvoiceTaxes {
  readonly regime: TaxRegime;
  readonly lines: readonly InvoiceLine[];
  readonly taxable: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly tax: number;
  readonly shipping: number;
  readonly discount: number;
  readonly grandTotal: number;
}

/** The GST rate in percent, and its halves within the state. */
export const GST_PERCENT = 18;

const normalizeState = (state: string) => state.trim().toLowerCase().replace(/\s+/g, ' ');

/** The regime of a delivery to `state` (the place of supply). */
export const taxRegime = (state: string): TaxRegime =>
  normalizeState(state) === normalizeState(INVOICE_SELLER.state) ? 'intra-state' : 'inter-state';

/**
 * The invoice's tax lines. The order's GST is computed once on its subtotal (core's
 * `computeTotals`); here it is split across the lines by the largest-remainder method, so the
 * lines' tax sums exactly to the tax charged. Within Haryana each line's tax is CGST + SGST
 * (9% + 9%, the odd paisa to CGST); elsewhere it is IGST 18%.
 */
export function computeInvoiceTaxes(
  order: { tax: number; shipping: number; discount: number; total: number; state: string },
  items: readonly TaxableItem[],
): InvoiceTaxes {
  const regime = taxRegime(order.state);
  const lineTaxes = allocateProportionally(
    order.tax,
    items.map((item) => item.amount),
  );
  const lines = items.map((item, index): InvoiceLine => {
    const tax = lineTaxes[index] ?? 0;
    const cgst = regime === 'intra-state' ? Math.ceil(tax / 2) : 0;
    const sgst = regime === 'intra-state' ? tax - cgst : 0;
    const igst = regime === 'inter-state' ? tax : 0;
    return { ...item, taxable: item.amount, cgst, sgst, igst, total: item.amount + tax };
  });
  const sum = (pick: (line: InvoiceLine) => number) =>
    lines.reduce((acc, line) => acc + pick(line), 0);
  const taxable = sum((line) => line.taxable);
  const cgst = sum((line) => line.cgst);
  const sgst = sum((line) => line.sgst);
  const igst = sum((line) => line.igst);
  return {
    regime,
    lines,
    taxable,
    cgst,
    sgst,
    igst,
    tax: cgst + sgst + igst,
    shipping: order.shipping,
    discount: order.discount,
    grandTotal: order.total,
  };
}
