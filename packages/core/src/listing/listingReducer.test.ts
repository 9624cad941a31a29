import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_FILTERS } from './listingFilters';
import { initialListingState, type ListingState, listingReducer } from './listingReducer';

const shown: ListingState<number> = {
  ...initialListingState<number>(DEFAULT_LISTING_FILTERS),
  items: [1, 2, 3],
  page: 1,
  totalRows: 9,
  totalPages: 3,
  status: 'loaded',
};

describe('listingReducer', () => {
  it('a failed first page empties the list', () => {
    const error = new Error('down');
    expect(listingReducer(shown, { type: 'failure', page: 1, error })).toEqual({
      ...shown,
      items: [],
      page: 0,
      totalRows: 0,
      totalPages: 0,
      status: 'error',
      error,
    });
  });

  it('a failed later page keeps the list', () => {
    const error = new Error('down');
    expect(listingReducer(shown, { type: 'failure', page: 2, error })).toEqual({
      ...shown,
      status: 'error',
      error,
    });
  });

  it('page 1 replaces, later pages append', () => {
    const pagination = { page_no: 2, per_page: 3, total_rows: 9, total_pages: 3 };
    const second = listingReducer(shown, {
      type: 'success',
      page: 2,
      items: [4, 5, 6],
      pagination,
      pageSize: 3,
    });
    expect(second).toMatchObject({ items: [1, 2, 3, 4, 5, 6], page: 2, status: 'loaded' });
    const first = listingReducer(second, {
      type: 'success',
      page: 1,
      items: [7],
      pagination: { ...pagination, page_no: 1, total_rows: 1, total_pages: 1 },
      pageSize: 3,
    });
    expect(first).toMatchObject({ items: [7], page: 1, totalRows: 1, status: 'end' });
  });
});
