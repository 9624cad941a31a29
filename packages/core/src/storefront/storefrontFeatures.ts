import { API_GROUPS_ON_DEMAND } from '../api/apiGroupsOnDemand';
import { cartFeature } from '../cart/cartFeature';
import { couponFeature } from '../coupon/couponFeature';
import { queriesFeature } from '../query/queriesFeature';
import { authFeature } from '../session/authFeature';
import { uploadsFeature } from '../uploads/uploadsFeature';
import { wishlistFeature } from '../wishlist/wishlistFeature';
import type { StorefrontFeature } from './types';

/** Every API group and service: what `createStorefront` composes. */
export const storefrontFeatures: readonly StorefrontFeature[] = [
  { api: API_GROUPS_ON_DEMAND },
  authFeature,
  cartFeature,
  couponFeature,
  queriesFeature,
  wishlistFeature,
  uploadsFeature,
];
