import { GST_RATE_BPS, SHIPPING_PAISE } from '../constants';
import type { Paise } from './paise';

/** What the totals need of a cart line: its unit price in paise and its quantity. */
export interface TotalsLine {
  readonly price: Paise;
  readonly quantity: number;
}

/** The money summary of a cart, all in integer paise. */
export interface CartTotals {
  /** Sum of quantities. */
  readonly totalItems: number;
  /** Sum of price × quantity, before the discount. */
  readonly subtotal: Paise;
  /** The discount actually applied: never more than the subtotal. */
  readonly discount: Paise;
  readonly shipping: Paise;
  /**
   * What GST is charged on (CGST Act s.15): subtotal − discount + shipping. A discount shown
   * on the invoice is not part of the value of the supply.
   */
  readonly taxableValue: Paise;
  /** 18% GST of the taxable value, rounded half up once for the order. */
  readonly tax: Paise;
  /** taxableValue + tax; never negative. */
  readonly total: Paise;
}

/** A positive amount or count as a safe integer; anything else (negative, NaN, huge) is 0. */
const nonNegativeInt = (value: number): number => {
  const rounded = Math.round(value);
  return rounded > 0 && Number.isSafeInteger(rounded) ? rounded : 0;
};

/**
 * GST on a taxable value: 18%, rounded half up to the paisa. Splits the value at 100 paise so
 * the intermediate product stays exact for every safe-integer amount.
 */
export function gstOf(taxableValue: Paise): Paise {
  const paise = nonNegativeInt(taxableValue);
  const rupees = Math.floor(paise / 100);
  const rest = paise - rupees * 100;
  return rupees * (GST_RATE_BPS / 100) + Math.floor((rest * GST_RATE_BPS + 5000) / 10_000);
}

/**
 * Cart totals as GST law computes them (CGST Act s.15; decisions.md): taxable value =
 * subtotal − discount + shipping, GST = 18% of the taxable value (rounded once for the order),
 * total = taxable value + GST. Used by the SDK and by the reference server alike, so what a
 * shopper sees is what is charged; `distributeTotals` spreads the discount and the GST over
 * the invoice lines. Negative or non-finite prices, quantities and discounts count as 0; the
 * discount is capped at the subtotal, so the total is never negative. A subtotal beyond
 * `Number.MAX_SAFE_INTEGER` paise (about ₹90 lakh crore) throws a `RangeError` rather than
 * give an inexact total.
 *
 * @example computeTotals([{ price: 1519000, quantity: 1 }], { discount: 100000 })
 * // { subtotal: 1519000, discount: 100000, taxableValue: 1419000, tax: 255420, total: 1674420, … }
 */
export function computeTotals(
  lines: readonly TotalsLine[],
  options?: { discount?: Paise; shipping?: Paise },
): CartTotals {
  let totalItems = 0;
  let subtotal = 0;
  for (const line of lines) {
    const quantity = nonNegativeInt(line.quantity);
    totalItems += quantity;
    subtotal += nonNegativeInt(line.price) * quantity;
  }
  const shipping = nonNegativeInt(options?.shipping ?? SHIPPING_PAISE);
  if (!Number.isSafeInteger(subtotal + shipping)) {
    throw new RangeError('Cart subtotal exceeds the range of exact money arithmetic');
  }
  const discount = Math.min(nonNegativeInt(options?.discount ?? 0), subtotal);
  const taxableValue = subtotal - discount + shipping;
  const tax = gstOf(taxableValue);
  return { totalItems, subtotal, discount, shipping, taxableValue, tax, total: taxableValue + tax };
}
