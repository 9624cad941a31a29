import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../schemas/catalog';
import { DEFAULT_LISTING_FILTERS, LISTING_TYPES, type ListingFilters } from './listingFilters';
import { parseListingQuery, serializeListingQuery } from './listingQuery';

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const price = fc.oneof(fc.nat({ max: 2_000_000 }), fc.double({ min: 0, max: 2e6, noNaN: true }));

const filtersArb: fc.Arbitrary<ListingFilters> = fc.record({
  type: fc.constantFrom('' as const, ...LISTING_TYPES),
  search: text,
  sort: fc.constantFrom(...SORT_OPTIONS, 'relevance' as const),
  category: text,
  subcategory: text,
  subsubcategory: text,
  brand: text,
  solution: text,
  priceRange: fc.tuple(price, price),
  inStock: fc.boolean(),
  badges: fc.array(text.filter(Boolean), { maxLength: 3 }),
  rating: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 5 }),
    fc.double({ min: 0, max: 5, noNaN: true }),
  ),
});

describe('serializeListingQuery / parseListingQuery', () => {
  it('round-trips any filters exactly', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(parseListingQuery(serializeListingQuery(filters))).toEqual(filters);
        expect(parseListingQuery(`?${serializeListingQuery(filters)}`)).toEqual(filters);
      }),
    );
  });

  it('is canonical: parse then serialize is stable', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const query = serializeListingQuery(filters);
        expect(serializeListingQuery(parseListingQuery(query))).toBe(query);
      }),
    );
  });

  it('omits every default', () => {
    expect(serializeListingQuery(DEFAULT_LISTING_FILTERS)).toBe('');
    expect(parseListingQuery('')).toEqual(DEFAULT_LISTING_FILTERS);
  });

  it('writes keys in a fixed order with %20 for spaces', () => {
    const filters: ListingFilters = {
      ...DEFAULT_LISTING_FILTERS,
      badges: ['New', 'Best Seller'],
      rating: 4,
      inStock: true,
      priceRange: [500, 5000],
      sort: 'price_desc',
      search: 'a+b & c',
      solution: 'Factory Automation',
      brand: 'Omron',
      subsubcategory: 'M12',
      subcategory: 'Inductive',
      category: 'Proximity Sensors',
      type: 'product',
    };
    expect(serializeListingQuery(filters)).toBe(
      'type=product&category=Proximity%20Sensors&subcategory=Inductive&subsubcategory=M12' +
        '&brand=Omron&solution=Factory%20Automation&search=a%2Bb%20%26%20c&sort=price_desc' +
        '&min_price=500&max_price=5000&in_stock=true&rating=4&badges=New&badges=Best%20Seller',
    );
  });

  it('writes only the changed end of the price range', () => {
    expect(serializeListingQuery({ ...DEFAULT_LISTING_FILTERS, priceRange: [0, 5000] })).toBe(
      'max_price=5000',
    );
    expect(
      serializeListingQuery({ ...DEFAULT_LISTING_FILTERS, priceRange: [100, 1_000_000] }),
    ).toBe('min_price=100');
    expect(serializeListingQuery({ ...DEFAULT_LISTING_FILTERS, priceRange: [0, 0] })).toBe(
      'max_price=0',
    );
  });

  it('reads the spec routes (names and titles, %20 or +)', () => {
    expect(parseListingQuery('/products?x'.slice(10))).toEqual(DEFAULT_LISTING_FILTERS);
    expect(parseListingQuery('?category=Proximity%20Sensors')).toEqual({
      ...DEFAULT_LISTING_FILTERS,
      category: 'Proximity Sensors',
    });
    expect(parseListingQuery('category=Proximity+Sensors').category).toBe('Proximity Sensors');
    expect(parseListingQuery(new URLSearchParams({ brand: 'Omron' })).brand).toBe('Omron');
    expect(parseListingQuery('?type=solution').type).toBe('solution');
  });

  it('falls back to the defaults for invalid values', () => {
    expect(
      parseListingQuery(
        '?type=admin&sort=cheapest&min_price=-5&max_price=abc&rating=9&in_stock=yes&badges=&utm_source=x',
      ),
    ).toEqual(DEFAULT_LISTING_FILTERS);
    expect(parseListingQuery('?min_price=%20&max_price=Infinity&rating=-1')).toEqual(
      DEFAULT_LISTING_FILTERS,
    );
    expect(parseListingQuery('?in_stock=1').inStock).toBe(true);
    expect(parseListingQuery('?rating=4.5').rating).toBe(4.5);
  });

  it('sorts a search by relevance unless the URL names a sort, and writes no default sort', () => {
    expect(parseListingQuery('?search=relay').sort).toBe('relevance');
    expect(parseListingQuery('?search=relay&sort=price_asc').sort).toBe('price_asc');
    expect(parseListingQuery('?search=relay&sort=name_asc').sort).toBe('name_asc');
    expect(parseListingQuery('?search=relay&sort=cheapest').sort).toBe('relevance');
    expect(parseListingQuery('?search=%20%20').sort).toBe('name_asc');
    // Relevance without a search is the server's name order, but still round-trips.
    expect(parseListingQuery('?sort=relevance').sort).toBe('relevance');
    const search = { ...DEFAULT_LISTING_FILTERS, search: 'relay' };
    expect(serializeListingQuery({ ...search, sort: 'relevance' })).toBe('search=relay');
    expect(serializeListingQuery({ ...search, sort: 'name_asc' })).toBe(
      'search=relay&sort=name_asc',
    );
    expect(serializeListingQuery({ ...DEFAULT_LISTING_FILTERS, sort: 'relevance' })).toBe(
      'sort=relevance',
    );
  });
});
