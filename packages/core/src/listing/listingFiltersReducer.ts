import {
  DEFAULT_LISTING_FILTERS,
  defaultListingSort,
  type ListingFilters,
  type ListingSort,
  type ListingType,
} from './listingFilters';
import { parseListingQuery } from './listingQuery';

/** Every change of the listing filters. */
export type ListingFiltersAction =
  | { type: 'set-type'; value: ListingType | '' }
  /** A sort left at its default follows the search (relevance with one, Name A-Z without). */
  | { type: 'set-search'; value: string }
  | { type: 'set-sort'; value: ListingSort }
  /** Also resets the subcategory and the sub-subcategory. */
  | { type: 'set-category'; value: string }
  /** Also resets the sub-subcategory. */
  | { type: 'set-subcategory'; value: string }
  | { type: 'set-subsubcategory'; value: string }
  | { type: 'set-brand'; value: string }
  | { type: 'set-solution'; value: string }
  | { type: 'set-price-range'; value: readonly [number, number] }
  | { type: 'set-in-stock'; value: boolean }
  | { type: 'set-badges'; value: readonly string[] }
  /** Adds the badge, or removes it when already selected. */
  | { type: 'toggle-badge'; value: string }
  | { type: 'set-rating'; value: number }
  /** Clear All Filters: back to the defaults. */
  | { type: 'clear-all' }
  /**
   * The URL query changed (navigation, back/forward): the filters are rebuilt from it alone,
   * so type, category, subcategory, subsubcategory, brand and solution come from the URL and
   * anything it does not carry is back to its default (price 0..1,000,000, sort by relevance
   * with a search and by name without).
   */
  | { type: 'from-url'; query: string | URLSearchParams };

/**
 * Pure transitions of the listing filters (spec §4).
 *
 * @example
 * listingFiltersReducer(filters, { type: 'set-category', value: 'Proximity Sensors' })
 */
export function listingFiltersReducer(
  state: ListingFilters,
  action: ListingFiltersAction,
): ListingFilters {
  switch (action.type) {
    case 'set-type':
      return { ...state, type: action.value };
    case 'set-search': {
      const sort =
        state.sort === defaultListingSort(state.search)
          ? defaultListingSort(action.value)
          : state.sort;
      return { ...state, search: action.value, sort };
    }
    case 'set-sort':
      return { ...state, sort: action.value };
    case 'set-category':
      return { ...state, category: action.value, subcategory: '', subsubcategory: '' };
    case 'set-subcategory':
      return { ...state, subcategory: action.value, subsubcategory: '' };
    case 'set-subsubcategory':
      return { ...state, subsubcategory: action.value };
    case 'set-brand':
      return { ...state, brand: action.value };
    case 'set-solution':
      return { ...state, solution: action.value };
    case 'set-price-range':
      return { ...state, priceRange: [action.value[0], action.value[1]] };
    case 'set-in-stock':
      return { ...state, inStock: action.value };
    case 'set-badges':
      return { ...state, badges: [...action.value] };
    case 'toggle-badge':
      return {
        ...state,
        badges: state.badges.includes(action.value)
          ? state.badges.filter((badge) => badge !== action.value)
          : [...state.badges, action.value],
      };
    case 'set-rating':
      return { ...state, rating: action.value };
    case 'clear-all':
      return DEFAULT_LISTING_FILTERS;
    case 'from-url':
      return parseListingQuery(action.query);
    default:
      return action satisfies never;
  }
}
