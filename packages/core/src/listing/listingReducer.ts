import type { SearchFacets } from '../schemas/catalog';
import type { Pagination } from '../schemas/common';
import type { ListingFilters } from './listingFilters';

/**
 * Where the listing stands: nothing requested yet, page 1 loading, some pages shown, the next
 * page loading, every page shown, or the last request failed.
 */
export type ListingStatus = 'idle' | 'loading' | 'loaded' | 'loading-more' | 'end' | 'error';

/** The listing store's state. */
export interface ListingState<T> {
  readonly filters: ListingFilters;
  /** Products of every page loaded so far, in order. */
  readonly items: readonly T[];
  /** Pages loaded so far (0 before the first page arrives). */
  readonly page: number;
  /** Matching products on the server (the number of items shown when the answer has no pagination). */
  readonly totalRows: number;
  readonly totalPages: number;
  readonly status: ListingStatus;
  /**
   * A search's facet counts (brand, category, stock, price bands) from its first page; undefined
   * without a search. Kept while the next filters load, so a facet list does not vanish under a
   * click; cleared when the first page fails.
   */
  readonly facets: SearchFacets | undefined;
  /** The error of the last request when `status` is `'error'`. */
  readonly error: unknown;
}

export type ListingAction<T> =
  | { type: 'filters'; filters: ListingFilters }
  /** Page 1 clears what is loaded (status `loading`); a later page appends (`loading-more`). */
  | { type: 'request'; page: number }
  | {
      type: 'success';
      page: number;
      items: readonly T[];
      pagination: Pagination | undefined;
      pageSize: number;
      facets?: SearchFacets | undefined;
    }
  | { type: 'failure'; page: number; error: unknown };

export function initialListingState<T>(filters: ListingFilters): ListingState<T> {
  return {
    filters,
    items: [],
    page: 0,
    totalRows: 0,
    totalPages: 0,
    status: 'idle',
    facets: undefined,
    error: undefined,
  };
}

const empty = { items: [], page: 0, totalRows: 0, totalPages: 0 } as const;

/** Pure transitions of the paged listing; the store runs the requests. */
export function listingReducer<T>(
  state: ListingState<T>,
  action: ListingAction<T>,
): ListingState<T> {
  switch (action.type) {
    case 'filters':
      return { ...state, filters: action.filters };
    case 'request':
      return action.page <= 1
        ? { ...state, ...empty, status: 'loading', error: undefined }
        : { ...state, status: 'loading-more', error: undefined };
    case 'success': {
      const { page, pagination } = action;
      const items = page <= 1 ? action.items : [...state.items, ...action.items];
      // An empty page also ends the list, so an inconsistent total can never loop.
      const last =
        !action.items.length ||
        (pagination ? page >= pagination.total_pages : action.items.length < action.pageSize);
      return {
        ...state,
        items,
        page,
        totalRows: pagination?.total_rows ?? items.length,
        totalPages: pagination?.total_pages ?? (last ? page : page + 1),
        status: last ? 'end' : 'loaded',
        facets: page <= 1 ? action.facets : state.facets,
        error: undefined,
      };
    }
    case 'failure':
      // The first page failing empties the list; a later one keeps what is shown.
      return {
        ...state,
        ...(action.page <= 1 && { ...empty, facets: undefined }),
        status: 'error',
        error: action.error,
      };
    default:
      return action satisfies never;
  }
}
