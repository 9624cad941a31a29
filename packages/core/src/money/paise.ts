/**
 * Integer paise (1 rupee = 100 paise) are the only money arithmetic in core. The wire format
 * of the API carries rupees; they are converted here, at the edge.
 */
export type Paise = number;

/**
 * Rupees (as sent by the API) to integer paise, rounding half up at the paisa. Parses the
 * decimal text of the number, so `1.005` becomes 101 paise (not 100, as `1.005 * 100` would).
 * A value that is not a finite number gives `NaN`; callers decide the fallback.
 */
export function toPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) return Number.NaN;
  const shifted = Number(`${rupees}e2`);
  return Math.round(Number.isFinite(shifted) ? shifted : rupees * 100);
}

/** Integer paise to rupees for the wire (e.g. `order_amount`). */
export function toRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}
