import type { Paise } from './paise';

let currencyFormat: Intl.NumberFormat | undefined;
let plainFormat: Intl.NumberFormat | undefined;

/**
 * Formats paise as rupees with Indian digit grouping and 2 decimals.
 *
 * @example formatINR(12345600) // '₹1,23,456.00'
 * @example formatINR(12345600, { symbol: false }) // '1,23,456.00'
 */
export function formatINR(paise: Paise, options?: { symbol?: boolean }): string {
  let formatter: Intl.NumberFormat;
  if (options?.symbol === false) {
    plainFormat ??= new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatter = plainFormat;
  } else {
    currencyFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    formatter = currencyFormat;
  }
  return formatter.format(Math.round(paise) / 100);
}
