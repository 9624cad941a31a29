import type { Paise } from './paise';

/**
 * Rounded percent off of an MRP, only when the MRP is above a positive selling price
 * (a price of 0 or less is "Price on Request" and gets no badge).
 *
 * @example percentOff(100000, 75000) // 25
 */
export function percentOff(original: Paise | undefined, price: Paise): number | undefined {
  if (original === undefined || !(price > 0) || !(original > price)) return undefined;
  return Math.round(((original - price) / original) * 100);
}

/**
 * The deal price rule: the selling price if non-zero, else the listing price reduced by the
 * discount percentage, else the listing price.
 */
export function dealPrice(
  selling: Paise,
  listing: Paise,
  discountPercentage: number | undefined,
): Paise {
  if (selling !== 0) return selling;
  if (discountPercentage && discountPercentage > 0) {
    return Math.round((listing * (100 - Math.min(discountPercentage, 100))) / 100);
  }
  return listing;
}
