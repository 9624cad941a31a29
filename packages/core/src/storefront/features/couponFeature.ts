import { offersApiOnDemand } from '../../api/apiGroupsOnDemand';
import type { StorefrontFeature } from '../types';
import { createCouponController } from '../../coupon/createCouponController';

/** `storefront.coupon`, on the cart (include `cartFeature` too). */
export const couponFeature: StorefrontFeature = {
  api: { offers: offersApiOnDemand },
  services: {
    coupon: ({ client, storefront, notify, messages }) =>
      createCouponController({ client, cart: storefront.cart, notify, messages }),
  },
};
