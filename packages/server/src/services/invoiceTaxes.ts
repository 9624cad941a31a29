import {
  distributeTotals,
  findGstStateFromText,
  gstStateLabel,
  splitGstHalves,
} from '@storefront-kit/core';
import { INVOICE_SELLER } from './invoiceSeller';

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
  /** The line's share of the order's discount (pro rata to its amount). */
  readonly discount: number;
  /** amount − discount: the value GST is charged on (CGST Act s.15). */
  readonly taxable: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  /** taxable + its tax. */
  readonly total: number;
}

/** Where the goods are supplied: a state with its GST code, or an old order's text alone. */
export interface PlaceOfSupply {
  readonly state: string;
  /** Two digits; null for an order stored before the picker whose state matched none. */
  readonly code: string | null;
  /** As the invoice shows it: 'Haryana (06)'. */
  readonly label: string;
}

export interface InvoiceTaxes {
  readonly placeOfSupply: PlaceOfSupply;
  readonly regime: TaxRegime;
  /** The goods, then shipping as a line of its own when it is charged. */
  readonly lines: readonly InvoiceLine[];
  /** Sum of the lines' amounts before the discount. */
  readonly subtotal: number;
  readonly discount: number;
  /** The order's taxable value: the lines' taxable values add up to it exactly. */
  readonly taxable: number;
  readonly cgst: number;
  readonly sgst: number;
  readonly igst: number;
  readonly tax: number;
  readonly shipping: number;
  /** taxable + tax: what was charged. */
  readonly grandTotal: number;
}

/** The GST rate in percent, and its halves within the state. */
export const GST_PERCENT = 18;

/** Services Accounting Code of goods transport, for a charged shipping line. */
const SHIPPING_SAC = '996511';

/**
 * An order's place of supply: as stored with it (the state picker's state and code), else —
 * for an order stored before that — its shipping state's text, by name where it names a state.
 */
export function placeOfSupplyOf(order: {
  readonly state: string;
  readonly placeOfSupplyState?: string | null;
  readonly placeOfSupplyCode?: string | null;
}): PlaceOfSupply {
  const found =
    order.placeOfSupplyState && order.placeOfSupplyCode
      ? { name: order.placeOfSupplyState, code: order.placeOfSupplyCode }
      : findGstStateFromText(order.state);
  return found
    ? { state: found.name, code: found.code, label: gstStateLabel(found) }
    : { state: order.state, code: null, label: order.state };
}

/** CGST + SGST when the place of supply is the seller's state (Haryana, 06), else IGST. */
export const taxRegime = (place: PlaceOfSupply): TaxRegime =>
  place.code === INVOICE_SELLER.stateCode ? 'intra-state' : 'inter-state';

/**
 * The invoice's tax lines from the order's stored figures. The order's GST was computed once
 * on its taxable value (core's `computeTotals`); core's `distributeTotals` spreads the
 * discount pro rata over the lines and the GST by largest remainder, so the lines' taxable
 * values and tax sum exactly to the order's. When the place of supply is the seller's state
 * (Haryana, 06) each line's tax is CGST + SGST (9% + 9%, core's `splitGstHalves`); elsewhere
 * it is IGST 18%.
 */
export function computeInvoiceTaxes(
  order: {
    tax: number;
    shipping: number;
    discount: number;
    /** The shipping address's state, for an order stored without a place of supply. */
    state: string;
    placeOfSupplyState?: string | null;
    placeOfSupplyCode?: string | null;
  },
  items: readonly TaxableItem[],
): InvoiceTaxes {
  const placeOfSupply = placeOfSupplyOf(order);
  const regime = taxRegime(placeOfSupply);
  const spread = distributeTotals(
    items.map((item) => item.amount),
    order,
  );
  const taxed: Omit<InvoiceLine, 'cgst' | 'sgst' | 'igst' | 'total'>[] = items.map(
    (item, index) => ({
      ...item,
      discount: spread.lines[index]?.discount ?? 0,
      taxable: spread.lines[index]?.taxableValue ?? 0,
    }),
  );
  const lineTaxes = spread.lines.map((line) => line.tax);
  if (order.shipping > 0) {
    taxed.push({
      name: 'Shipping',
      hsnCode: SHIPPING_SAC,
      quantity: 1,
      unitPrice: order.shipping,
      amount: order.shipping,
      discount: 0,
      taxable: spread.shipping.taxableValue,
    });
    lineTaxes.push(spread.shipping.tax);
  }
  const halves = splitGstHalves(lineTaxes);
  const lines = taxed.map((line, index): InvoiceLine => {
    const tax = lineTaxes[index] ?? 0;
    const intra = regime === 'intra-state';
    return {
      ...line,
      cgst: intra ? (halves[index]?.cgst ?? 0) : 0,
      sgst: intra ? (halves[index]?.sgst ?? 0) : 0,
      igst: intra ? 0 : tax,
      total: line.taxable + tax,
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) =>
    lines.reduce((acc, line) => acc + pick(line), 0);
  const taxable = sum((line) => line.taxable);
  const cgst = sum((line) => line.cgst);
  const sgst = sum((line) => line.sgst);
  const igst = sum((line) => line.igst);
  const tax = cgst + sgst + igst;
  return {
    placeOfSupply,
    regime,
    lines,
    subtotal: items.reduce((acc, item) => acc + item.amount, 0),
    discount: order.discount,
    taxable,
    cgst,
    sgst,
    igst,
    tax,
    shipping: order.shipping,
    grandTotal: taxable + tax,
  };
}
