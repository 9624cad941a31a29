import { wishlistApi } from '../api/wishlistApi';
import type { StorefrontFeature } from '../storefront/composeStorefront';
import { createWishlistStore } from './createWishlistStore';

/** `storefront.wishlist`: the page-wide wishlist that follows the session. */
export const wishlistFeature: StorefrontFeature = {
  api: { wishlist: wishlistApi },
  services: {
    wishlist: ({ client, session, notify, messages }) =>
      createWishlistStore({ client, session, notify, messages }),
  },
};
