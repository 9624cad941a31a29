import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_FILTERS, type ListingFilters } from './listingFilters';
import { listingFiltersReducer as reduce } from './listingFiltersReducer';

const deep: ListingFilters = {
  ...DEFAULT_LISTING_FILTERS,
  type: 'product',
  search: 'relay',
  sort: 'price_asc',
  category: 'Sensors',
  subcategory: 'Proximity Sensors',
  subsubcategory: 'Inductive',
  brand: 'Omron',
  solution: 'Packaging',
  priceRange: [100, 900],
  inStock: true,
  badges: ['New'],
  rating: 4,
};

describe('listingFiltersReducer', () => {
  it('sets each filter', () => {
    const d = DEFAULT_LISTING_FILTERS;
    expect(reduce(d, { type: 'set-type', value: 'brand' }).type).toBe('brand');
    expect(reduce(d, { type: 'set-search', value: 'plc' }).search).toBe('plc');
    expect(reduce(d, { type: 'set-sort', value: 'newest' }).sort).toBe('newest');
    expect(reduce(d, { type: 'set-brand', value: 'Omron' }).brand).toBe('Omron');
    expect(reduce(d, { type: 'set-solution', value: 'Packaging' }).solution).toBe('Packaging');
    expect(reduce(d, { type: 'set-price-range', value: [10, 20] }).priceRange).toEqual([10, 20]);
    expect(reduce(d, { type: 'set-in-stock', value: true }).inStock).toBe(true);
    expect(reduce(d, { type: 'set-badges', value: ['A', 'B'] }).badges).toEqual(['A', 'B']);
    expect(reduce(d, { type: 'set-rating', value: 3 }).rating).toBe(3);
    expect(reduce(deep, { type: 'set-subsubcategory', value: 'Capacitive' })).toEqual({
      ...deep,
      subsubcategory: 'Capacitive',
    });
  });

  it('does not mutate the previous state', () => {
    const before = structuredClone(deep);
    reduce(deep, { type: 'toggle-badge', value: 'Hot' });
    reduce(deep, { type: 'set-category', value: 'Relays' });
    expect(deep).toEqual(before);
  });

  it('changing the category resets the subcategory and the sub-subcategory', () => {
    expect(reduce(deep, { type: 'set-category', value: 'Relays' })).toEqual({
      ...deep,
      category: 'Relays',
      subcategory: '',
      subsubcategory: '',
    });
  });

  it('changing the subcategory resets the sub-subcategory only', () => {
    expect(reduce(deep, { type: 'set-subcategory', value: 'Photoelectric' })).toEqual({
      ...deep,
      subcategory: 'Photoelectric',
      subsubcategory: '',
    });
  });

  it('toggles a badge on and off', () => {
    const on = reduce(deep, { type: 'toggle-badge', value: 'Hot' });
    expect(on.badges).toEqual(['New', 'Hot']);
    expect(reduce(on, { type: 'toggle-badge', value: 'New' }).badges).toEqual(['Hot']);
  });

  it('clear-all restores the defaults', () => {
    expect(reduce(deep, { type: 'clear-all' })).toEqual(DEFAULT_LISTING_FILTERS);
  });

  it('from-url takes the URL filters and resets price range and sort, keeping nothing stale', () => {
    expect(reduce(deep, { type: 'from-url', query: '?type=brand&brand=Siemens' })).toEqual({
      ...DEFAULT_LISTING_FILTERS,
      type: 'brand',
      brand: 'Siemens',
      priceRange: [0, 1_000_000],
      sort: 'name_asc',
    });
    expect(
      reduce(deep, {
        type: 'from-url',
        query: new URLSearchParams({
          category: 'Sensors',
          subcategory: 'Proximity Sensors',
          subsubcategory: 'Inductive',
          solution: 'Packaging',
        }),
      }),
    ).toEqual({
      ...DEFAULT_LISTING_FILTERS,
      category: 'Sensors',
      subcategory: 'Proximity Sensors',
      subsubcategory: 'Inductive',
      solution: 'Packaging',
    });
  });

  it('a sort left at its default follows the search; a chosen sort stays', () => {
    const d = DEFAULT_LISTING_FILTERS;
    const searched = reduce(d, { type: 'set-search', value: 'relay' });
    expect(searched.sort).toBe('relevance');
    expect(reduce(searched, { type: 'set-search', value: 'plc' }).sort).toBe('relevance');
    expect(reduce(searched, { type: 'set-search', value: ' ' }).sort).toBe('name_asc');
    const chosen = reduce(d, { type: 'set-sort', value: 'price_asc' });
    expect(reduce(chosen, { type: 'set-search', value: 'relay' }).sort).toBe('price_asc');
    const byName = reduce(searched, { type: 'set-sort', value: 'name_asc' });
    expect(reduce(byName, { type: 'set-search', value: 'plc' }).sort).toBe('name_asc');
    expect(reduce(d, { type: 'from-url', query: 'search=relay' }).sort).toBe('relevance');
  });
});
