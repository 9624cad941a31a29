import { describe, expect, it } from 'vitest';
import { createTranslator } from '../messages/createTranslator';
import { listingMessages } from '../messages/listingMessages';
import { LISTING_SORT_OPTIONS } from './listingSortOptions';

describe('LISTING_SORT_OPTIONS', () => {
  it('lists the six sort orders of the spec with their labels, in order', () => {
    const t = createTranslator(listingMessages);
    expect(LISTING_SORT_OPTIONS.map((o) => [o.value, t(o.messageId)])).toEqual([
      ['name_asc', 'Name A-Z'],
      ['name_desc', 'Name Z-A'],
      ['price_asc', 'Price Low to High'],
      ['price_desc', 'Price High to Low'],
      ['rating', 'Highest Rated'],
      ['newest', 'Newest First'],
    ]);
  });
});
