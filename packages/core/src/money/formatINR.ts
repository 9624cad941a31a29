import type { Paise } from './paise';

let currencyFormat: Intl.NumberFormat | undefined;
let plainFormat: Intl.NumberFormat | undefined;

/** Digits of a whole number of rupees in the Indian system: 1,23,45,678. */
function groupIndian(rupees: number): string {
  const digits = String(rupees);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * Formats paise as rupees with Indian digit grouping and 2 decimals, as
 * `Intl.NumberFormat('en-IN')` does, without it: the first `Intl.NumberFormat` of a page loads
 * the locale's data, which costs a phone tens of milliseconds in the middle of hydration. A
 * value that rounds to zero paise never reads '-₹0.00'. Values that are not finite or beyond
 * the safe integers (never prices) are left to `Intl`.
 *
 * @example formatINR(12345600) // '₹1,23,456.00'
 * @example formatINR(12345600, { symbol: false }) // '1,23,456.00'
 * @example formatINR(-150) // '-₹1.50'
 */
export function formatINR(paise: Paise, options?: { symbol?: boolean }): string {
  const symbol = options?.symbol !== false;
  const rounded = Math.round(paise);
  if (!Number.isSafeInteger(rounded)) return formatWithIntl(rounded / 100, symbol);
  const magnitude = Math.abs(rounded);
  const rupees = groupIndian(Math.floor(magnitude / 100));
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}${symbol ? '₹' : ''}${rupees}.${fraction}`;
}

function formatWithIntl(rupees: number, symbol: boolean): string {
  if (!symbol) {
    plainFormat ??= new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return plainFormat.format(rupees);
  }
  currencyFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  return currencyFormat.format(rupees);
}
