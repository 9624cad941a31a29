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
} as const;
