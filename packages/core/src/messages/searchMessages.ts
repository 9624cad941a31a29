/** Search suggestions and the search results page (spec 1 §2, §8). */
export const searchMessages = {
  'search.noResults': 'No results found for "{query}"',
  'search.searchAnyway': 'Search anyway',
  'search.viewAll': 'View all {count} results',
  'search.popular': 'Popular Searches',
  'search.match': '{percent}% match',
  'search.failed': 'Failed to fetch search results',
  'search.tryAgain': 'Try Again',
  'search.noProducts': 'No products found matching your search criteria.',
  'search.placeholder': 'Search products, brands, model numbers...',
  'search.label': 'Search products',
  'search.loading': 'Searching...',
  // Not in the spec (issue 23, WCAG 4.1.3): what `SearchBox.Status`, a live region, tells a
  // screen-reader user about the panel that a sighted shopper takes in at a glance.
  'search.status.one': '1 suggestion available.',
  'search.status.many': '{count} suggestions available.',
  'search.status.popular': '{count} popular searches available.',
} as const;
