import { offersApiOnDemand } from '../../api/apiGroupsOnDemand';
import { createCouponController } from '../../coupon/createCouponController';
import type { StorefrontFeature } from '../types';

/** `storefront.coupon`, on the cart (include `cartFeature` too). */
export const couponFeature: StorefrontFeature = {
  api: { offers: offersApiOnDemand },
  services: {
    coupon: ({ client, storefront, notify, messages }) =>
      createCouponController({ client, cart: storefront.cart, notify, messages }),
  },
};
