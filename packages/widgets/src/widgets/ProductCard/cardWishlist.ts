// The wishlist's code for the product card's heart (the store, its reducer, the API group and its
// schema): a chunk of its own in the script-tag bundle, imported when the shopper is signed in
// or, for a guest, after the heart's sign-in (see useCardWishlist).
export { wishlistFeature } from '@storefront-kit/core';
