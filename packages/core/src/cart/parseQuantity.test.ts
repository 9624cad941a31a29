import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuantity, quantityLimit } from './parseQuantity';

const notANumber = { status: 'invalid', message: 'Enter the quantity as a whole number, like 2.' };

describe('parseQuantity', () => {
  it('reads whole numbers within the limit', () => {
    expect(parseQuantity('3')).toEqual({ status: 'ok', quantity: 3 });
    expect(parseQuantity(' 12 ')).toEqual({ status: 'ok', quantity: 12 });
    expect(parseQuantity('+4')).toEqual({ status: 'ok', quantity: 4 });
    expect(parseQuantity('007')).toEqual({ status: 'ok', quantity: 7 });
  });

  it('reads zero and negatives as a request to remove, never as their digits', () => {
    expect(parseQuantity('-3')).toEqual({ status: 'remove', quantity: -3 });
    expect(parseQuantity('\u22123')).toEqual({ status: 'remove', quantity: -3 });
    expect(parseQuantity('- 3')).toEqual({ status: 'remove', quantity: -3 });
    expect(parseQuantity('0')).toEqual({ status: 'remove', quantity: 0 });
    expect(parseQuantity('-0')).toEqual({ status: 'remove', quantity: 0 });
  });

  it('refuses what is not a whole number with a sentence', () => {
    for (const text of [
      '',
      '  ',
      'abc',
      '2.5',
      '1e3',
      '3 units',
      '1,000',
      '--3',
      '0x10',
      'Infinity',
    ]) {
      expect(parseQuantity(text)).toEqual(notANumber);
    }
  });

  it("says the stock before any request: 'Only 27 in stock'", () => {
    expect(parseQuantity('50', { stock: 27 })).toEqual({
      status: 'over-limit',
      limit: 27,
      message: 'Only 27 in stock',
    });
    expect(parseQuantity('27', { stock: 27 })).toEqual({ status: 'ok', quantity: 27 });
    // The tighter limit wins: a cap below the stock is said as a cap.
    expect(parseQuantity('12', { max: 10, stock: 27 })).toEqual({
      status: 'over-limit',
      limit: 10,
      message: 'You can buy at most 10 at a time.',
    });
    expect(parseQuantity('1000')).toMatchObject({ status: 'over-limit', limit: 999 });
  });

  it("uses the embedder's words", () => {
    const messages = { 'quantity.onlyInStock': 'Sirf {count} bache hain' };
    expect(parseQuantity('9', { stock: 2, messages })).toMatchObject({
      message: 'Sirf 2 bache hain',
    });
    expect(quantityLimit({ stock: 5, max: 999 })).toEqual({
      limit: 5,
      reason: 'stock',
      message: 'Only 5 in stock',
    });
    expect(quantityLimit()).toEqual({
      limit: 999,
      reason: 'max',
      message: 'You can buy at most 999 at a time.',
    });
  });

  it('gives every integer its own meaning (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5000, max: 5000 }),
        fc.integer({ min: 0, max: 2000 }),
        (n, stock) => {
          const parsed = parseQuantity(String(n), { stock });
          if (n <= 0) return parsed.status === 'remove' && parsed.quantity === n;
          if (n > Math.min(stock, 999)) return parsed.status === 'over-limit';
          return parsed.status === 'ok' && parsed.quantity === n;
        },
      ),
    );
  });
});
