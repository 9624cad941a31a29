import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './allocateProportionally';

describe('allocateProportionally', () => {
  it('gives the left-over paise to the largest remainders, ties to the first', () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(113369, [145050, 185000, 299775])).toEqual([26109, 33300, 53960]);
    expect(allocateProportionally(50000, [2450000, 185000])).toEqual([46490, 3510]);
    expect(allocateProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(allocateProportionally(10, [0, 0])).toEqual([0, 0]);
  });

  it('sums exactly and keeps every share within a paisa of its exact value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const shares = allocateProportionally(total, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          shares.forEach((share, i) => {
            const exact = (total * (weights[i] ?? 0)) / sum;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
