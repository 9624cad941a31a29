import type { AuthApi } from './authApi';
import type { CartApi } from './cartApi';
import { catalogApiOnDemand } from './catalogApiOnDemand';
import type { ApiGroupFactories } from './clientTypes';
import type { ContentApi } from './contentApi';
import type { DashboardApi } from './dashboardApi';
import { lazyApiGroup } from './lazyApiGroup';
import type { OffersApi } from './offersApi';
import type { OrdersApi } from './ordersApi';
import type { PaymentsApi } from './paymentsApi';
import type { QuotesApi } from './quotesApi';
import type { ReviewsApi } from './reviewsApi';
import type { RewardsApi } from './rewardsApi';
import type { TicketsApi } from './ticketsApi';
import type { WishlistApi } from './wishlistApi';

// Each group's methods are listed once; `lazyApiGroup`'s type checks every list is complete.
// The four groups of a signed-in shopper's account (auth, cart, offers, wishlist) load together,
// from one module: a bundler makes one small file of them instead of four.

/** The account's groups (auth, cart, offers, wishlist): loaded together on the first call. */
export const loadAccountApis = () => import('./accountApis');

/** `authApi` loaded on its first call (sign-in, sign-up, profile, password, upload). */
export const authApiOnDemand = /* @__PURE__ */ lazyApiGroup<AuthApi>(
  () => loadAccountApis().then((module) => module.authApi),
  {
    signUp: 1,
    signIn: 1,
    signOut: 1,
    changePassword: 1,
    forgotPassword: 1,
    resetPassword: 1,
    profile: 1,
    updateProfile: 1,
    upload: 1,
  },
);

/** `cartApi` loaded on its first call: a guest's local cart never loads it. */
export const cartApiOnDemand = /* @__PURE__ */ lazyApiGroup<CartApi>(
  () => loadAccountApis().then((module) => module.cartApi),
  { get: 1, add: 1, remove: 1, clear: 1, updateQuantity: 1, sync: 1 },
);

/** `offersApi` (coupons) loaded on its first call. */
export const offersApiOnDemand = /* @__PURE__ */ lazyApiGroup<OffersApi>(
  () => loadAccountApis().then((module) => module.offersApi),
  { applyCoupon: 1, removeCoupon: 1 },
);

/** `wishlistApi` loaded on its first call. */
export const wishlistApiOnDemand = /* @__PURE__ */ lazyApiGroup<WishlistApi>(
  () => loadAccountApis().then((module) => module.wishlistApi),
  { toggle: 1, check: 1, count: 1, list: 1 },
);

/**
 * Every group of the client, each loaded on its first call, with its response schemas: what
 * `createClient` and `createStorefront` build on, so a page downloads a group's code (and zod
 * with the first) when it first asks the API something of it, not with its first paint. The
 * same methods and types as the groups themselves (`catalogApi`, `cartApi`, …); a group that
 * cannot be loaded rejects with a `NetworkError`.
 */
export const API_GROUPS_ON_DEMAND: ApiGroupFactories = {
  catalog: catalogApiOnDemand,
  content: /* @__PURE__ */ lazyApiGroup<ContentApi>(
    () => import('./contentApi').then((module) => module.contentApi),
    { banners: 1, banner: 1, testimonials: 1, contentList: 1, sendEnquiry: 1 },
  ),
  auth: authApiOnDemand,
  cart: cartApiOnDemand,
  offers: offersApiOnDemand,
  wishlist: wishlistApiOnDemand,
  orders: /* @__PURE__ */ lazyApiGroup<OrdersApi>(
    () => import('./ordersApi').then((module) => module.ordersApi),
    { list: 1, get: 1, invoiceLinks: 1 },
  ),
  payments: /* @__PURE__ */ lazyApiGroup<PaymentsApi>(
    () => import('./paymentsApi').then((module) => module.paymentsApi),
    { createOrder: 1, verify: 1 },
  ),
  tickets: /* @__PURE__ */ lazyApiGroup<TicketsApi>(
    () => import('./ticketsApi').then((module) => module.ticketsApi),
    { list: 1, get: 1, create: 1, comment: 1, update: 1, remove: 1 },
  ),
  quotes: /* @__PURE__ */ lazyApiGroup<QuotesApi>(
    () => import('./quotesApi').then((module) => module.quotesApi),
    { create: 1, list: 1, get: 1 },
  ),
  dashboard: /* @__PURE__ */ lazyApiGroup<DashboardApi>(
    () => import('./dashboardApi').then((module) => module.dashboardApi),
    { banners: 1, stats: 1, recentOrders: 1 },
  ),
  reviews: /* @__PURE__ */ lazyApiGroup<ReviewsApi>(
    () => import('./reviewsApi').then((module) => module.reviewsApi),
    { list: 1, create: 1 },
  ),
  rewards: /* @__PURE__ */ lazyApiGroup<RewardsApi>(
    () => import('./rewardsApi').then((module) => module.rewardsApi),
    { summary: 1, transactions: 1 },
  ),
};
