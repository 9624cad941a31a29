import type { Http } from '../http/createHttp';
import type { AuthApi } from './authApi';
import type { CartApi } from './cartApi';
import type { CatalogApi } from './catalogApi';
import type { ContentApi } from './contentApi';
import type { DashboardApi } from './dashboardApi';
import type { OffersApi } from './offersApi';
import type { OrdersApi } from './ordersApi';
import type { PaymentsApi } from './paymentsApi';
import type { QuotesApi } from './quotesApi';
import type { ReviewsApi } from './reviewsApi';
import type { RewardsApi } from './rewardsApi';
import type { TicketsApi } from './ticketsApi';
import type { WishlistApi } from './wishlistApi';

// The client's types, shared by `createClient` and the groups it builds on demand
// (`apiGroupsOnDemand`), so neither imports the other back.

/** The typed Commerce API client: one group of methods per resource. */
export interface StorefrontClient {
  readonly catalog: CatalogApi;
  readonly content: ContentApi;
  readonly auth: AuthApi;
  readonly cart: CartApi;
  readonly offers: OffersApi;
  readonly wishlist: WishlistApi;
  readonly orders: OrdersApi;
  readonly payments: PaymentsApi;
  readonly tickets: TicketsApi;
  readonly quotes: QuotesApi;
  readonly dashboard: DashboardApi;
  readonly reviews: ReviewsApi;
  readonly rewards: RewardsApi;
  /** The transport, for endpoints of your own with your own schemas. */
  readonly http: Http;
}

/** The client's groups of methods by name (`catalog`, `cart`, …), each built on the transport. */
export type ApiGroupFactories = {
  readonly [Group in Exclude<keyof StorefrontClient, 'http'>]: (
    http: Http,
  ) => StorefrontClient[Group];
};
