/** Length of a GSTIN. */
export const GSTIN_LENGTH = 15;

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The spec's GSTIN pattern: 2 digits (state), 5 letters + 4 digits + 1 letter (the PAN), 1
 * alphanumeric 1-9 or A-Z (entity number), the letter Z, 1 alphanumeric (check character).
 * Upper case only: the input upper-cases as the shopper types (`normalizeGstin`).
 */
export function isGstin(value: string): boolean {
  return /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value);
}

/**
 * What the GST input does on every change: upper-case, drop spaces, keep at most 15
 * characters.
 *
 * @example normalizeGstin(' 27aapfu 0939f1zv ') // '27AAPFU0939F1ZV'
 */
export function normalizeGstin(value: string): string {
  return value.replace(/\s/g, '').toUpperCase().slice(0, GSTIN_LENGTH);
}

/**
 * The official mod-36 check character of a GSTIN (the 15th character). Not part of the
 * spec's rule, so validation does not reject on it; offered for callers that want it.
 */
export function isGstinChecksumValid(value: string): boolean {
  if (!isGstin(value)) return false;
  let sum = 0;
  for (let i = 0; i < GSTIN_LENGTH - 1; i++) {
    const product = CHARSET.indexOf(value.charAt(i)) * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET.charAt((36 - (sum % 36)) % 36) === value.charAt(GSTIN_LENGTH - 1);
}
