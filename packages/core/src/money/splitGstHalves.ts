import type { Paise } from './paise';

/** A line's GST within the seller's state: central and state halves (9% + 9%). */
export interface GstHalves {
  readonly cgst: Paise;
  readonly sgst: Paise;
}

/**
 * Splits each line's GST into CGST and SGST halves that add up exactly to the line's GST. An
 * odd paisa goes to CGST and SGST in turn, line after line, so the order's CGST and SGST never
 * differ by more than one paisa either.
 *
 * @example splitGstHalves([101, 101, 100]) // [{ cgst: 51, sgst: 50 }, { cgst: 50, sgst: 51 }, { cgst: 50, sgst: 50 }]
 */
export function splitGstHalves(lineTaxes: readonly Paise[]): GstHalves[] {
  let oddToCentral = true;
  return lineTaxes.map((tax) => {
    const half = Math.floor(tax / 2);
    if (tax % 2 === 0) return { cgst: half, sgst: half };
    const halves = oddToCentral ? { cgst: half + 1, sgst: half } : { cgst: half, sgst: half + 1 };
    oddToCentral = !oddToCentral;
    return halves;
  });
}
