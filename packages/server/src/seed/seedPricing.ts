import { percentOff } from '@storefront-kit/core';
import { type Random, weightedPicker } from './random';

/** Prices of one product, in paise. */
export interface SeedPricing {
  /** 0 = price on request. */
  readonly sellingPrice: number;
  /** The MRP; null when the distributor shows none. */
  readonly listingPrice: number | null;
  /** Set only when the MRP is above the selling price. */
  readonly discountPercentage: number | null;
}

/** Rounds rupees the way a price list does: to ₹5, ₹10, ₹50 or ₹100 with the magnitude. */
export function roundRupees(rupees: number): number {
  const step =
    rupees < 100 ? 1 : rupees < 1000 ? 5 : rupees < 10_000 ? 10 : rupees < 100_000 ? 50 : 100;
  return Math.max(step, Math.round(rupees / step) * step);
}

const DISCOUNTS = [5, 8, 10, 12, 15, 18, 20, 22, 25, 28, 30, 35, 40] as const;
// Modest discounts are the most common.
const pickDiscount = weightedPicker(DISCOUNTS, (d) => (d <= 20 ? 3 : d <= 30 ? 2 : 1));

/**
 * Prices for a product whose list price lies in `[min, max]` rupees (log-uniform) times
 * `factor`: about 45% discounted below the MRP, a few on request (selling price 0).
 */
export function seedPricing(
  random: Random,
  range: readonly [number, number],
  factor: number,
  onRequest: boolean,
): SeedPricing {
  const [min, max] = range;
  const base = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  const rupees = roundRupees(base * factor);
  const withPaise = rupees < 2000 && random.chance(0.1) ? 50 : 0;
  const price = rupees * 100 + withPaise;
  if (onRequest) {
    return { sellingPrice: 0, listingPrice: null, discountPercentage: null };
  }
  if (random.chance(0.45)) {
    const wanted = pickDiscount(random);
    const mrp = roundRupees(price / 100 / (1 - wanted / 100)) * 100;
    const actual = percentOff(mrp, price);
    if (actual !== undefined && actual > 0) {
      return { sellingPrice: price, listingPrice: mrp, discountPercentage: actual };
    }
  }
  return {
    sellingPrice: price,
    listingPrice: random.chance(0.7) ? price : null,
    discountPercentage: null,
  };
}
