import type { ClientOptions, Http } from '../http/createHttp';
import { createLazyHttp } from '../http/createLazyHttp';
import { API_GROUPS_ON_DEMAND } from './apiGroupsOnDemand';
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

/**
 * Creates the API client. Every answer is parsed by its zod schema; failures reject with
 * `ApiError`, `NetworkError`, `TimeoutError` or `ResponseValidationError`. The client's code
 * loads on first use: the transport (ky, zod's parser) with the first request, and a group's
 * methods with their schemas with the group's first call, so an app built with code splitting
 * downloads neither with its first paint. A part that cannot be fetched rejects the call with a
 * `NetworkError` and is fetched again on the next one.
 *
 * @example
 * const client = createClient({ baseUrl: 'https://shop.example.in/api/v1', getToken: () => session.token() });
 * const { data, meta } = await client.catalog.products({ category: 'Sensors', sort_by: 'price_asc' });
 */
export function createClient(options: ClientOptions): StorefrontClient {
  const http = createLazyHttp(options);
  const client: Record<string, unknown> = {};
  for (const [group, create] of Object.entries(API_GROUPS_ON_DEMAND)) client[group] = create(http);
  client.http = http;
  return client as unknown as StorefrontClient;
}
