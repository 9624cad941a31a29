import type { StorefrontClient } from '../api/createClient';
import type { CartStore } from '../cart/createCartStore';
import type { GuestCartPolicy } from '../cart/types';
import type { CouponController } from '../coupon/createCouponController';
import type { ClientOptions } from '../http/createHttp';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { NotificationCenter } from '../notifications/createNotificationCenter';
import type { DehydratedQueryState, QueryCache } from '../query/createQueryCache';
import type { SignInBody } from '../schemas/auth';
import type { AuthController, SignInResult } from '../session/createAuthController';
import type { Session } from '../session/types';
import type { StorageLike } from '../storage/createSafeStorage';
import type { UploadTransport } from '../uploads/UploadTransport';
import type { WishlistStore } from '../wishlist/createWishlistStore';
import { composeStorefront } from './composeStorefront';
import { storefrontFeatures } from './storefrontFeatures';

/** Options of `createStorefront`. */
export interface StorefrontOptions
  extends Pick<
    ClientOptions,
    'baseUrl' | 'fetch' | 'timeout' | 'retry' | 'headers' | 'onRequestError' | 'preloaded'
  > {
  /** @default localStorage (falling back to memory when it throws or is full) */
  storage?: StorageLike;
  /** Prefix of every storage key, so a host page's own keys are never touched. @default 'sk:' */
  keyPrefix?: string;
  /**
   * Whether a guest may fill a local cart. @default 'login-required' (the spec's toast);
   * the script-tag widgets use 'local'.
   */
  guestCart?: GuestCartPolicy;
  /** Per-string overrides of the message catalogue. */
  messages?: MessageOverrides;
  /** Toast duration in ms. @default 5000 */
  toastDuration?: number;
  /** Load the cart right away. @default true */
  autoLoad?: boolean;
  /** Where other tabs' `storage` events arrive. @default globalThis */
  crossTab?: EventTarget | false;
  /**
   * Rendering on a server: no storage (a guest's empty session and cart), no cart load, no
   * cross-tab listener, and the query cache collects what a render observes, so
   * `queries.prefetchObserved()` can fetch it before the next pass and `queries.dehydrate()`
   * can carry it to the page. @default false
   */
  ssr?: boolean;
  /**
   * The API's address as the page sees it, when this storefront reaches the API another way
   * (a server render calling `http://127.0.0.1:8787/api/v1` for a page that uses `/api/v1`):
   * `assetUrl` resolves media against it, so the server's HTML has the page's URLs.
   * @default baseUrl
   */
  publicBaseUrl?: string;
  /**
   * What the server rendered with (`queries.dehydrate()` there), so the page's first render
   * shows the same data and hydrates without a mismatch.
   */
  initialQueries?: DehydratedQueryState;
}

/** Everything one page shares: one session, one cart, one client, one toast queue. */
export interface Storefront {
  readonly client: StorefrontClient;
  readonly session: Session;
  readonly auth: AuthController;
  readonly cart: CartStore;
  readonly coupon: CouponController;
  readonly notifications: NotificationCenter;
  /**
   * The cache of server data (products, catalogue, orders, …) the hooks share; the signed-in
   * user's queries are forgotten when the user changes.
   */
  readonly queries: QueryCache;
  /** The page-wide wishlist: every heart on the page shares it; it follows the session. */
  readonly wishlist: WishlistStore;
  /**
   * Sends files to `POST /auth/upload` (attachments, avatars): over `XMLHttpRequest` with
   * upload progress in browsers, else (or with a custom `fetch`) over the client.
   */
  readonly uploads: UploadTransport;
  /** The embedder's message overrides, for UI code that builds its own translators. */
  readonly messages: MessageOverrides;
  /**
   * Resolves a path the API returned (e.g. a product image, `/media/products/p1.svg`) against
   * the API's origin, so widgets on a distributor's page show the shop's media. Absolute and
   * `data:` URLs, and every path when `baseUrl` itself is relative, are returned unchanged.
   *
   * @example shop.assetUrl('/media/products/p1.svg') // 'https://shop.example.in/media/products/p1.svg'
   */
  assetUrl(path: string): string;
  /**
   * Signs in, merges the local cart into the server cart, and greets the shopper with
   * 'Welcome back, {name}! Cart synced successfully. Redirecting...'.
   */
  signIn(body: SignInBody): Promise<SignInResult>;
  /** Signs out on the server and here; the cart is kept locally (spec). */
  signOut(): Promise<void>;
  dispose(): void;
}

/**
 * Creates the page's storefront: the client, session, cart, coupon and notifications, wired
 * the way the spec describes (token from the session, a revoked token ends the session, the
 * cart follows logins and logouts). The React provider and the widgets each create one.
 * Every feature is included and created at once; `composeStorefront` builds one with fewer.
 * The code behind them loads on first use: the transport and an API group's methods with their
 * response schemas when the first request needs them, so a page's first download holds neither
 * ky nor zod.
 *
 * @example
 * const shop = createStorefront({ baseUrl: 'https://shop.example.in/api/v1', guestCart: 'local' });
 * await shop.cart.add({ id: 'p42' }, 2);
 * shop.cart.totals.value.total; // paise
 */
export function createStorefront(options: StorefrontOptions): Storefront {
  // The transport (ky, zod's parser) and each API group with its schemas load with the first
  // request that needs them, not with the page (`createLazyHttp`, `API_GROUPS_ON_DEMAND`).
  const storefront = composeStorefront(options, storefrontFeatures);
  // Created now, in this order, as before features existed (the cart loads right away).
  void [
    storefront.auth,
    storefront.cart,
    storefront.coupon,
    storefront.queries,
    storefront.wishlist,
    storefront.uploads,
  ];
  return storefront;
}
