import { copyText } from '../../siteMessages';

/** The copy of the product listing that core's catalogue does not hold (it loads with the page). */
export const listingCopy = {
  'listing.description':
    'Browse {count} industrial automation products: filter by category, brand and price, sort, and order online with GST invoices.',
  'listing.descriptionDefault':
    'Browse industrial automation products: filter by category, brand and price, sort, and order online with GST invoices.',
  'listing.filtersTitle': 'Filters',
  // On phones and tablets the filters sit behind a button counting the active ones.
  'listing.filtersActive': 'Filters ({count})',
  'listing.filtersDone': 'Show products',
  // Without JavaScript: the filters are a plain form, the pages plain links.
  'listing.applyFilters': 'Apply Filters',
  'listing.pages': 'Pages',
  'listing.previousPage': 'Previous page',
  'listing.nextPage': 'Next page',
  'listing.narrowDown': 'Narrow the list with the filters to see more products.',
  'listing.viewMode': 'View',
  'listing.applyPrice': 'Apply',
  'listing.applySearch': 'Apply',
  'listing.failed': 'Failed to load products.',
} as const;

/** One string of the product listing's copy. */
export const listingText = copyText(listingCopy);
