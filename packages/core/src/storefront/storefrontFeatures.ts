import { API_GROUPS_ON_DEMAND } from '../api/apiGroupsOnDemand';
import { authFeature } from './features/authFeature';
import { cartFeature } from './features/cartFeature';
import { couponFeature } from './features/couponFeature';
import { queriesFeature } from './features/queriesFeature';
import { uploadsFeature } from './features/uploadsFeature';
import { wishlistFeature } from './features/wishlistFeature';
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
