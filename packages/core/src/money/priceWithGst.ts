import { gstOf } from './computeTotals';
import { formatINR } from './formatINR';
import type { Paise } from './paise';

/** A listed price (which excludes GST) with the GST that applies to it and the sum. */
export interface PriceWithGst {
  /** The listed price: the taxable value of one unit. */
  readonly net: Paise;
  /** 18 % GST on it, rounded half up to the paisa. */
  readonly gst: Paise;
  /** What one unit costs with GST. */
  readonly gross: Paise;
  /** '₹26,850.00 + 18% GST': the listed price, said honestly. */
  readonly netLabel: string;
  /** '₹31,683.00 incl. GST': the figure a buyer pays per unit. */
  readonly grossLabel: string;
}

/**
 * Catalogue prices exclude GST. Every place that shows one (cards, the product page, the
 * cart) says so with the same two labels, so a buyer never reads a net price as the price
 * they pay.
 *
 * @example priceWithGst(2685000).netLabel // '₹26,850.00 + 18% GST'
 * @example priceWithGst(2685000).grossLabel // '₹31,683.00 incl. GST'
 */
export function priceWithGst(price: Paise): PriceWithGst {
  const net = Math.max(0, Math.round(price));
  const gst = gstOf(net);
  const gross = net + gst;
  return {
    net,
    gst,
    gross,
    netLabel: `${formatINR(net)} + 18% GST`,
    grossLabel: `${formatINR(gross)} incl. GST`,
  };
}
