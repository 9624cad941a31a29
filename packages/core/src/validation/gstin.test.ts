import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGstin, isGstinChecksumValid, normalizeGstin } from './gstin';

// Published GSTINs of real registrations (and the GST portal's own sample).
const REAL_GSTINS = {
  '27AAPFU0939F1ZV': 'GST portal sample (Maharashtra)',
  '27AAACR5055K1Z7': 'Reliance Industries Ltd (Maharashtra)',
  '27AAACT2727Q1ZW': 'Tata Motors Ltd (Maharashtra)',
  '29AAICA3918J1ZE': 'Amazon Seller Services Pvt Ltd (Karnataka)',
};

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Independent implementation of the GSTN mod-36 check character, for the properties below. */
function checkCharacter(first14: string): string {
  let sum = 0;
  [...first14].forEach((char, i) => {
    const product = CHARSET.indexOf(char) * (i % 2 === 0 ? 1 : 2);
    sum += Math.trunc(product / 36) + (product % 36);
  });
  return CHARSET[(36 - (sum % 36)) % 36] ?? '';
}

const chars = (set: string, n: number) =>
  fc.array(fc.constantFrom(...set), { minLength: n, maxLength: n }).map((a) => a.join(''));
const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const gstinPrefix = fc
  .tuple(
    chars(DIGITS, 2),
    chars(LETTERS, 5),
    chars(DIGITS, 4),
    chars(LETTERS, 1),
    chars(`123456789${LETTERS}`, 1),
  )
  .map((parts) => `${parts.join('')}Z`);

describe('isGstin', () => {
  it.each(Object.entries(REAL_GSTINS))(
    'accepts %s (%s), which also passes the checksum',
    (gstin) => {
      expect(isGstin(gstin)).toBe(true);
      expect(checkCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
      expect(isGstinChecksumValid(gstin)).toBe(true);
    },
  );

  it.each([
    ['27AAPFU0939F1Z', 'too short (14)'],
    ['27AAPFU0939F1ZVX', 'too long (16)'],
    ['27aapfu0939f1zv', 'lower case (normalised by the input)'],
    ['27AAPFU0939F1AV', 'no Z at position 14'],
    ['27AAPF10939F1ZV', 'digit inside the PAN letters'],
    ['27AAPFUA939F1ZV', 'letter inside the PAN digits'],
    ['27AAPFU093911ZV', 'PAN ending in a digit'],
    ['27AAPFU0939F0ZV', 'entity number 0'],
    ['2AAAPFU0939F1ZV', 'state code with a letter'],
    ['27AAPFU0939F1Z-', 'symbol as check character'],
    ['27AAPFU 0939F1ZV', 'inner space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (gstin) => {
    expect(isGstin(gstin)).toBe(false);
  });

  it('does not judge the check character (the spec pattern only)', () => {
    expect(isGstin('27AAPFU0939F1ZW')).toBe(true);
    expect(isGstinChecksumValid('27AAPFU0939F1ZW')).toBe(false);
  });
});

describe('normalizeGstin', () => {
  it('upper-cases, removes spaces and keeps 15 characters', () => {
    expect(normalizeGstin(' 27aapfu 0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(normalizeGstin('27aaacr5055k1z7extra')).toBe('27AAACR5055K1Z7');
    expect(normalizeGstin('')).toBe('');
  });

  it('makes a lower-case real GSTIN valid', () => {
    for (const gstin of Object.keys(REAL_GSTINS)) {
      expect(isGstin(normalizeGstin(gstin.toLowerCase()))).toBe(true);
    }
  });

  it('is idempotent, upper case, space-free and at most 15 long', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = normalizeGstin(input);
        expect(normalizeGstin(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(15);
        expect(once).toBe(once.toUpperCase());
        expect(/\s/.test(once)).toBe(false);
      }),
    );
  });
});

describe('isGstinChecksumValid', () => {
  it('rejects a real GSTIN with one character changed', () => {
    expect(isGstinChecksumValid('27AAACR5055K1Z8')).toBe(false);
    expect(isGstinChecksumValid('29AAICA3918J1ZE'.replace('29', '27'))).toBe(false);
  });

  it('rejects what is not a GSTIN at all', () => {
    expect(isGstinChecksumValid('27aapfu0939f1zv')).toBe(false);
    expect(isGstinChecksumValid('NOT-A-GSTIN')).toBe(false);
  });

  it('accepts exactly the computed check character', () => {
    fc.assert(
      fc.property(gstinPrefix, fc.constantFrom(...CHARSET), (prefix, last) => {
        const expected = checkCharacter(prefix);
        expect(isGstinChecksumValid(prefix + last)).toBe(last === expected);
      }),
    );
  });
});
