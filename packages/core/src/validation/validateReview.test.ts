import { describe, expect, it } from 'vitest';
import { validateReview } from './validateReview';

const RATING = 'Please choose a rating from 1 to 5';

describe('validateReview', () => {
  it.each([1, 2, 3, 4, 5])('accepts rating %i', (rating) => {
    expect(validateReview({ rating, comment: 'Works well.' })).toEqual({});
  });

  it.each([undefined, 0, 6, 4.5, -1, Number.NaN])('rejects rating %s', (rating) => {
    expect(validateReview({ rating, comment: 'Works well.' })).toEqual({ rating: RATING });
  });

  it('requires a comment', () => {
    expect(validateReview({ rating: 5, comment: '  ' })).toEqual({
      comment: 'Please write a few words about the product',
    });
  });
});
