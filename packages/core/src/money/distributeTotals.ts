import { allocateProportionally } from './allocateProportionally';
import type { CartTotals } from './computeTotals';
import type { Paise } from './paise';

/** One invoice line's share of the order's discount and GST (integer paise). */
export interface DistributedLine {
  /** price × quantity, as given. */
  readonly amount: Paise;
  /** The line's share of the order's discount, pro rata to its amount. */
  readonly discount: Paise;
  /** amount − discount: what the line's GST is charged on. */
  readonly taxableValue: Paise;
  /** The line's share of the order's GST, by largest remainder. */
  readonly tax: Paise;
}

/** An order's discount and GST spread over its lines, adding up exactly to the order's. */
export interface DistributedTotals {
  readonly lines: readonly DistributedLine[];
  /** Shipping as a taxable supply of its own (both 0 while shipping is free). */
  readonly shipping: { readonly taxableValue: Paise; readonly tax: Paise };
}

/**
 * Spreads an order's figures (from `computeTotals`, or as stored on an order) over its lines
 * for the invoice: the discount pro rata to the lines' amounts, then the GST — rounded once
 * for the order — pro rata to each line's taxable value, both by the largest-remainder method.
 * So the lines' discounts sum exactly to the order's discount, their taxable values (with
 * shipping) to the order's taxable value, and their GST to the order's GST. Deterministic.
 *
 * @example distributeTotals([1000000, 519000], computeTotals(lines, { discount: 100000 }))
 */
export function distributeTotals(
  amounts: readonly Paise[],
  totals: Pick<CartTotals, 'discount' | 'shipping' | 'tax'>,
): DistributedTotals {
  const discounts = allocateProportionally(totals.discount, amounts);
  const taxable = amounts.map((amount, index) => amount - (discounts[index] ?? 0));
  const weights = [...taxable, totals.shipping];
  // An order whose whole value was discounted away has nothing to weigh its tax by: an order
  // stored before s.15 totals (GST on the subtotal) still spreads its tax by the amounts.
  const taxes = allocateProportionally(
    totals.tax,
    weights.some((weight) => weight > 0) ? weights : [...amounts, 0],
  );
  return {
    lines: amounts.map((amount, index) => ({
      amount,
      discount: discounts[index] ?? 0,
      taxableValue: taxable[index] ?? 0,
      tax: taxes[index] ?? 0,
    })),
    shipping: { taxableValue: totals.shipping, tax: taxes[amounts.length] ?? 0 },
  };
}
