import { type ClientOptions, createHttp, type Http } from '../http/createHttp';
import { type AuthApi, authApi } from './authApi';
import { type CartApi, cartApi } from './cartApi';
import { type CatalogApi, catalogApi } from './catalogApi';
import { type ContentApi, contentApi } from './contentApi';
import { type DashboardApi, dashboardApi } from './dashboardApi';
import { type OffersApi, offersApi } from './offersApi';
import { type OrdersApi, ordersApi } from './ordersApi';
import { type PaymentsApi, paymentsApi } from './paymentsApi';
import { type QuotesApi, quotesApi } from './quotesApi';
import { type ReviewsApi, reviewsApi } from './reviewsApi';
import { type RewardsApi, rewardsApi } from './rewardsApi';
import { type TicketsApi, ticketsApi } from './ticketsApi';
import { type WishlistApi, wishlistApi } from './wishlistApi';

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

/** Every group of the client. */
export const API_GROUPS: ApiGroupFactories = {
  catalog: catalogApi,
  content: contentApi,
  auth: authApi,
  cart: cartApi,
  offers: offersApi,
  wishlist: wishlistApi,
  orders: ordersApi,
  payments: paymentsApi,
  tickets: ticketsApi,
  quotes: quotesApi,
  dashboard: dashboardApi,
  reviews: reviewsApi,
  rewards: rewardsApi,
};

/**
 * Creates the API client. Every answer is parsed by its zod schema; failures reject with
 * `ApiError`, `NetworkError`, `TimeoutError` or `ResponseValidationError`.
 *
 * @example
 * const client = createClient({ baseUrl: 'https://shop.example.in/api/v1', getToken: () => session.token() });
 * const { data, meta } = await client.catalog.products({ category: 'Sensors', sort_by: 'price_asc' });
 */
export function createClient(options: ClientOptions): StorefrontClient {
  const http = createHttp(options);
  const client: Record<string, unknown> = {};
  for (const [group, create] of Object.entries(API_GROUPS)) client[group] = create(http);
  client.http = http;
  return client as unknown as StorefrontClient;
}
