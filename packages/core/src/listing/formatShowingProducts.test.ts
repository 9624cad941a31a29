import { describe, expect, it } from 'vitest';
import { formatShowingProducts } from './formatShowingProducts';

describe('formatShowingProducts', () => {
  it("formats the spec's line", () => {
    expect(formatShowingProducts(20, 134)).toBe('Showing 20 of 134 products');
  });

  it('uses an override', () => {
    expect(formatShowingProducts(1, 2, { 'listing.showing': '{shown}/{total}' })).toBe('1/2');
  });
});
