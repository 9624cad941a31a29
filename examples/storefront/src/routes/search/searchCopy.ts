import { copyText } from '../../siteMessages';

/** The copy of the search results page that core's catalogue does not hold (it loads with the page). */
export const searchCopy = {
  'search.title': 'Search results for "{query}"',
  'search.titleEmpty': 'Search',
  'search.description': 'Products matching "{query}".',
  'search.prompt': 'Type at least 2 characters in the search box to find products.',
  // The facets: a disclosure on phones, a column beside the results on wider screens.
  'search.filters': 'Filters',
  'search.filtersActive': 'Filters ({count})',
  'search.filtersLabel': 'Filter the results',
  'search.availability': 'Availability',
  'search.price': 'Price',
  'search.priceUnder': 'Under {max}',
  'search.priceBetween': '{min} to {max}',
  'search.priceFrom': '{min} and above',
} as const;

/** One string of the search results page's copy. */
export const searchText = copyText(searchCopy);
