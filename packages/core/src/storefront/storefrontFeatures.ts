import { API_GROUPS } from '../api/createClient';
import { cartFeature } from '../cart/cartFeature';
import { couponFeature } from '../coupon/couponFeature';
import { queriesFeature } from '../query/queriesFeature';
import { authFeature } from '../session/authFeature';
import { uploadsFeature } from '../uploads/uploadsFeature';
import { wishlistFeature } from '../wishlist/wishlistFeature';
import type { StorefrontFeature } from './composeStorefront';

/** Every API group and service: what `createStorefront` composes. */
export const storefrontFeatures: readonly StorefrontFeature[] = [
  { api: API_GROUPS },
  authFeature,
  cartFeature,
  couponFeature,
  queriesFeature,
  wishlistFeature,
  uploadsFeature,
];
