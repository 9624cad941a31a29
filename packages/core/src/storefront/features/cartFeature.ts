import { cartApiOnDemand } from '../../api/apiGroupsOnDemand';
import { createCartStore } from '../../cart/createCartStore';
import type { StorefrontFeature } from '../types';

/** `storefront.cart`, loaded when first used (unless `autoLoad: false` or `ssr`). */
export const cartFeature: StorefrontFeature = {
  api: { cart: cartApiOnDemand },
  services: {
    cart: (base) => {
      const cart = createCartStore({
        storage: base.storage,
        keyPrefix: base.keyPrefix,
        notify: base.notify,
        messages: base.messages,
        crossTab: base.crossTab,
        client: base.client,
        session: base.session,
        guestCart: base.options.guestCart,
      });
      if (base.options.autoLoad !== false && !base.ssr) void cart.load();
      return cart;
    },
  },
};
