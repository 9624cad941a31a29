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
  readonly subtotal: Paise;
  /** 18% GST of the subtotal, rounded half up once per cart. */
  readonly tax: Paise;
  readonly shipping: Paise;
  /** The discount actually applied: never more than the subtotal. */
  readonly discount: Paise;
  /** subtotal + tax + shipping - discount; never negative. */
  readonly total: Paise;
}

/** A positive amount or count as a safe integer; anything else (negative, NaN, huge) is 0. */
const nonNegativeInt = (value: number): number => {
  const rounded = Math.round(value);
  return rounded > 0 && Number.isSafeInteger(rounded) ? rounded : 0;
};

/**
 * GST on a subtotal: 18%, rounded half up to the paisa. Splits the subtotal at 100 paise so
 * the intermediate product stays exact for every safe-integer subtotal.
 */
export function gstOf(subtotal: Paise): Paise {
  const paise = nonNegativeInt(subtotal);
  const rupees = Math.floor(paise / 100);
  const rest = paise - rupees * 100;
  return rupees * (GST_RATE_BPS / 100) + Math.floor((rest * GST_RATE_BPS + 5000) / 10_000);
}

/**
 * Cart totals by the spec's formula `subtotal + tax + shipping - discount`, used by the SDK
 * and by the reference server alike, so what a shopper sees is what is charged. Negative or
 * non-finite prices, quantities and discounts count as 0; the discount is capped at the
 * subtotal, so the total is never negative. A subtotal beyond `Number.MAX_SAFE_INTEGER` paise
 * (about ₹90 lakh crore) throws a `RangeError` rather than give an inexact total.
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
  if (!Number.isSafeInteger(subtotal)) {
    throw new RangeError('Cart subtotal exceeds the range of exact money arithmetic');
  }
  const tax = gstOf(subtotal);
  const shipping = nonNegativeInt(options?.shipping ?? SHIPPING_PAISE);
  const discount = Math.min(nonNegativeInt(options?.discount ?? 0), subtotal);
  return {
    totalItems,
    subtotal,
    tax,
    shipping,
    discount,
    total: subtotal + tax + shipping - discount,
  };
}
