/** Wishlist (spec 1 §6, §8; spec 2 §8). */
export const wishlistMessages = {
  'wishlist.updateFailed': 'Failed to update wishlist. Please login to your account.',
  'wishlist.loadFailed': 'Failed to load wishlist items',
  'wishlist.removeFailed': 'Failed to remove from wishlist',
  'wishlist.empty': 'Your wishlist is empty',
  'wishlist.browse': 'Browse Products',
  'wishlist.viewProduct': 'View Product',
} as const;
