import { copyText } from '../../siteMessages';

/**
 * The wishlist page's own copy. The spec's strings ('Failed to load wishlist items', 'Failed to
 * remove from wishlist', the empty state, View Product) come from core's `wishlistMessages`.
 */
export const wishlistCopy = {
  'wishlist.title': 'My Wishlist',
  'wishlist.description': 'The products you saved for later: open one, or remove it from the list.',
  'wishlist.lead': 'Products you saved for later.',
  'wishlist.count': '{count} saved products',
  'wishlist.countOne': '1 saved product',
  'wishlist.loading': 'Loading your wishlist…',
  'wishlist.emptyText': 'Tap the heart on any product to save it here.',
  'wishlist.remove': 'Remove {name} from wishlist',
  'wishlist.model': 'Model: {model}',
  'wishlist.added': 'Added {date}',
  'wishlist.retry': 'Try Again',
  'wishlist.showing': 'Showing {from} to {to} of {total} products',
  'wishlist.page': 'Page {page}',
  'wishlist.pagination': 'Wishlist pages',
} as const;

/** One string of the wishlist page's copy. */
export const wishlistText = copyText(wishlistCopy);
