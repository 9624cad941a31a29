import { describe, expect, it } from 'vitest';
import { buildSearchParams } from '../http/buildSearchParams';
import { DEFAULT_LISTING_FILTERS, withListingDefaults } from './listingFilters';
import { toProductListParams } from './toProductListParams';

describe('toProductListParams', () => {
  it('sends only paging and sort for the defaults (no price range, no in_stock)', () => {
    expect(toProductListParams(DEFAULT_LISTING_FILTERS, 1, 20)).toStrictEqual({
      page_no: 1,
      per_page: 20,
      sort_by: 'name_asc',
    });
  });

  it('sends every set filter', () => {
    const params = toProductListParams(
      {
        type: 'solution',
        search: '  servo drive ',
        sort: 'rating',
        category: 'Drives',
        subcategory: 'Servo',
        subsubcategory: 'AC Servo',
        brand: 'Delta',
        solution: 'Packaging',
        priceRange: [5000, 100],
        inStock: true,
        badges: ['New', 'Hot'],
        rating: 4,
      },
      3,
      12,
    );
    expect(params).toStrictEqual({
      page_no: 3,
      per_page: 12,
      sort_by: 'rating',
      type: 'solution',
      category: 'Drives',
      subcategory: 'Servo',
      subsubcategory: 'AC Servo',
      brand: 'Delta',
      solution: 'Packaging',
      search: 'servo drive',
      badges: ['New', 'Hot'],
      price_range: [100, 5000],
      in_stock: true,
      min_rating: 4,
    });
    expect(buildSearchParams(params).get('badges')).toBe('New,Hot');
    expect(buildSearchParams(params).get('price_range')).toBe('100,5000');
  });

  it('sends a price range changed at either end, and skips blank search and false in_stock', () => {
    const params = toProductListParams(
      { ...DEFAULT_LISTING_FILTERS, priceRange: [0, 5000], search: '   ', inStock: false },
      1,
      20,
    );
    expect(params.price_range).toEqual([0, 5000]);
    expect(params).not.toHaveProperty('search');
    expect(params).not.toHaveProperty('in_stock');
    expect(params).not.toHaveProperty('badges');
  });

  it('sends no sort_by for relevance (the server orders a search by it)', () => {
    const search = { ...DEFAULT_LISTING_FILTERS, search: 'g9se 201' };
    expect(toProductListParams({ ...search, sort: 'relevance' }, 1, 20)).toStrictEqual({
      page_no: 1,
      per_page: 20,
      search: 'g9se 201',
    });
    expect(toProductListParams(withListingDefaults({ search: 'relay' }), 1, 20)).not.toHaveProperty(
      'sort_by',
    );
    expect(toProductListParams({ ...search, sort: 'price_asc' }, 1, 20).sort_by).toBe('price_asc');
  });
});

describe('withListingDefaults', () => {
  it('fills the defaults; without a sort, a search sorts by relevance and the rest by name', () => {
    expect(withListingDefaults()).toEqual(DEFAULT_LISTING_FILTERS);
    expect(withListingDefaults({ brand: 'Omron' })).toEqual({
      ...DEFAULT_LISTING_FILTERS,
      brand: 'Omron',
    });
    expect(withListingDefaults({ search: 'relay' })).toEqual({
      ...DEFAULT_LISTING_FILTERS,
      search: 'relay',
      sort: 'relevance',
    });
    expect(withListingDefaults({ search: ' ' }).sort).toBe('name_asc');
    expect(withListingDefaults({ search: 'relay', sort: 'newest' }).sort).toBe('newest');
  });
});
