// The format predicates of the specification. Kept together in one small file (rather than
// one file each) because each is a single regular expression shared by several validators.

/** Looks like an e-mail address: something@something.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** An Indian mobile number: 10 digits starting with 6 to 9. */
export function isIndianMobile(value: string): boolean {
  return /^[6-9]\d{9}$/.test(value);
}

/** An Indian pincode: exactly 6 digits. */
export function isPincode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/**
 * The quote form's phone rule: after removing spaces, an optional plus, a digit 1-9, then up
 * to 15 more digits.
 *
 * @example isPhoneNumber('+91 98765 43210') // true
 */
export function isPhoneNumber(value: string): boolean {
  return /^\+?[1-9]\d{0,15}$/.test(value.replace(/\s/g, ''));
}
