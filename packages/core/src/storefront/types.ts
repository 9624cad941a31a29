import type { ApiGroupFactories, StorefrontClient } from '../api/clientTypes';
import type { CartStore } from '../cart/createCartStore';
import type { GuestCartPolicy } from '../cart/types';
import type { CouponController } from '../coupon/createCouponController';
import type { ClientOptions } from '../http/createHttp';
import type { MessageOverrides } from '../messages/defaultMessages';
import type { NotificationCenter } from '../notifications/createNotificationCenter';
import type { Notifier } from '../notifications/types';
import type { DehydratedQueryState, QueryCache } from '../query/createQueryCache';
import type { SignInBody } from '../schemas/auth';
import type { AuthController, SignInResult } from '../session/createAuthController';
import type { Session } from '../session/types';
import type { SafeStorage, StorageLike } from '../storage/createSafeStorage';
import type { UploadTransport } from '../uploads/UploadTransport';
import type { WishlistStore } from '../wishlist/createWishlistStore';

// The storefront's types: what `createStorefront` gives, what `composeStorefront` builds it from,
// and what every feature (cart, coupon, auth, queries, wishlist, uploads) provides. The features
// import them from here, so no feature imports the module that composes it.

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

/** The storefront's services that features create: each on first use, once. */
export type StorefrontServices = Pick<
  Storefront,
  'auth' | 'cart' | 'coupon' | 'queries' | 'wishlist' | 'uploads'
>;

/** What every feature builds on: the options, storage, toasts, session and client. */
export interface StorefrontBase {
  readonly options: StorefrontOptions;
  /** `options.ssr === true`. */
  readonly ssr: boolean;
  /** The storage every store shares (memory on a server). */
  readonly storage: SafeStorage;
  /** Prefix of every storage key. */
  readonly keyPrefix: string | undefined;
  /** Where other tabs' `storage` events arrive (`false` on a server). */
  readonly crossTab: EventTarget | false | undefined;
  readonly messages: MessageOverrides;
  readonly notify: Notifier;
  readonly session: Session;
  readonly client: StorefrontClient;
  /** Ends the session after a 401 of a request that carried a token, except during sign-out. */
  readonly onUnauthorized: () => void;
  /** The storefront itself, for a service built on another (the coupon on the cart). */
  readonly storefront: Storefront;
}

/**
 * A part of a storefront: the API groups its code calls and the services it creates. Services
 * are created on first use; an API group or service that no feature provides throws on use.
 *
 * @example
 * const searchFeature: StorefrontFeature = { api: { catalog: catalogApi } };
 */
export interface StorefrontFeature {
  readonly api?: Partial<ApiGroupFactories>;
  readonly services?: {
    readonly [Name in keyof StorefrontServices]?: (
      base: StorefrontBase,
    ) => StorefrontServices[Name];
  };
}
