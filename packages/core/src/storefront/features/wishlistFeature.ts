import { wishlistApiOnDemand } from '../../api/apiGroupsOnDemand';
import { createWishlistStore } from '../../wishlist/createWishlistStore';
import type { StorefrontFeature } from '../types';

/** `storefront.wishlist`: the page-wide wishlist that follows the session. */
export const wishlistFeature: StorefrontFeature = {
  api: { wishlist: wishlistApiOnDemand },
  services: {
    wishlist: ({ client, session, notify, messages }) =>
      createWishlistStore({ client, session, notify, messages }),
  },
};
