import { GST_RATE_BPS } from '../constants';
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
  /**
   * The line's share of the order's GST: its taxable value at 18%, rounded down or up (so within
   * a paisa of it) such that the lines add up to the order's GST.
   */
  readonly tax: Paise;
}

/** An order's discount and GST spread over its lines, adding up exactly to the order's. */
export interface DistributedTotals {
  readonly lines: readonly DistributedLine[];
  /** Shipping as a taxable supply of its own (both 0 while shipping is free). */
  readonly shipping: { readonly taxableValue: Paise; readonly tax: Paise };
}

/**
 * `total` spread over `weights` so that each share is its weight at `bps` (basis points)
 * rounded down or up, the ones with the largest fractions up, adding up to `total`; `null` when
 * no such rounding adds up to it (a total not figured at that rate). Exact integer arithmetic.
 */
function allocateAtRate(total: number, weights: readonly number[], bps: number): number[] | null {
  const shares = weights.map((weight, index) => {
    const exact = BigInt(Math.max(0, weight)) * BigInt(bps);
    return { index, floor: Number(exact / 10_000n), remainder: exact % 10_000n };
  });
  let left = total - shares.reduce((acc, share) => acc + share.floor, 0);
  const roundable = shares.filter((share) => share.remainder > 0n);
  if (left < 0 || left > roundable.length) return null;
  const result = shares.map((share) => share.floor);
  roundable.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of roundable) {
    if (left <= 0) break;
    result[share.index] = (result[share.index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/**
 * Spreads an order's figures (from `computeTotals`, or as stored on an order) over its lines
 * for the invoice: the discount pro rata to the lines' amounts (largest remainder), then the
 * GST — rounded once for the order — as each line's taxable value at 18% rounded down or up,
 * the largest fractions up, so every line's GST is within a paisa of its 18% (a pro-rata share
 * of the rounded total could miss it by up to 1.5 paise). An order whose GST was figured
 * otherwise (stored before s.15: on the subtotal) gets it pro rata to the taxable values.
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
  const taxes =
    allocateAtRate(totals.tax, weights, GST_RATE_BPS) ??
    allocateProportionally(
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
