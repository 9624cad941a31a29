import type { ApiGroupFactories, StorefrontClient } from '../api/createClient';
import type { ClientOptions, Http } from '../http/createHttp';
import { createLazyHttp } from '../http/createLazyHttp';
import { createTranslator } from '../messages/createTranslator';
import type { sessionMessages } from '../messages/sessionMessages';
import { createNotificationCenter } from '../notifications/createNotificationCenter';
import { createSession } from '../session/createSession';
import { createSafeStorage, type StorageLike } from '../storage/createSafeStorage';
import type {
  Storefront,
  StorefrontBase,
  StorefrontFeature,
  StorefrontOptions,
  StorefrontServices,
} from './types';

export type { StorefrontBase, StorefrontFeature, StorefrontServices } from './types';

/**
 * The one string of core's `sessionMessages` the storefront says (its value checked by the
 * type), so a page whose storefront signs nobody in (a search box) carries no sign-in strings.
 */
const strings = {
  'session.welcomeBack': 'Welcome back, {name}! Cart synced successfully. Redirecting...',
} as const satisfies Partial<typeof sessionMessages>;

type ServiceName = keyof StorefrontServices;
type GroupName = keyof ApiGroupFactories;

// Every group of the client (the type keeps the list complete), and the services with a
// `dispose`, in disposal order.
const GROUPS = Object.keys({
  catalog: 1,
  content: 1,
  auth: 1,
  cart: 1,
  offers: 1,
  wishlist: 1,
  orders: 1,
  payments: 1,
  tickets: 1,
  quotes: 1,
  dashboard: 1,
  reviews: 1,
  rewards: 1,
} satisfies Record<GroupName, 1>) as GroupName[];
const DISPOSABLE: readonly ServiceName[] = ['queries', 'wishlist', 'coupon', 'cart'];

// On the storefront under a registered symbol, so another copy of core (a second script tag or
// package on the page) can extend a storefront this copy composed.
const EXTEND_KEY: unique symbol = Symbol.for('storefront-kit.extend');
type Extendable = Storefront & { [EXTEND_KEY]?: (features: readonly StorefrontFeature[]) => void };

const missing = (what: string) =>
  new Error(
    `[storefront-kit] ${what} is not part of this storefront: compose it with the feature that provides it (createStorefront has them all).`,
  );

/**
 * Creates a storefront with only the given features: the client's transport, the session and
 * the toasts always, and the API groups and services (cart, coupon, wishlist, query cache,
 * auth, uploads) that `features` provide, each created when first used. `createStorefront` is
 * this with every feature; a page that needs less (one search box) downloads less, and
 * `extendStorefront` adds what a widget loaded later needs to the same storefront.
 *
 * @example
 * const shop = composeStorefront({ baseUrl: '/api/v1' }, [{ api: { catalog: catalogApi } }]);
 * await shop.client.catalog.search({ search: 'relay' });
 * extendStorefront(shop, cartFeature); // shop.cart now exists (loaded on first use)
 */
export function composeStorefront(
  options: StorefrontOptions,
  features: readonly StorefrontFeature[],
  /**
   * Builds the HTTP transport. By default its code (ky, zod's parser) loads with the first
   * request (`createLazyHttp`); `createStorefront` passes `createHttp`, loaded with the page.
   */
  transport: (options: ClientOptions) => Http = createLazyHttp,
): Storefront {
  const messages = options.messages ?? {};
  const ssr = options.ssr === true;
  const storage = createSafeStorage(
    ssr ? (options.storage ?? createMemoryStorage()) : options.storage,
  );
  const notifications = createNotificationCenter({ duration: options.toastDuration });
  const { notify } = notifications;
  const crossTab = ssr ? false : options.crossTab;
  const session = createSession({
    storage,
    keyPrefix: options.keyPrefix,
    notify,
    messages,
    crossTab,
  });
  let signingOut = false;
  const onUnauthorized = () => {
    if (!signingOut) session.logout('unauthorized');
  };
  const http = transport({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    timeout: options.timeout,
    retry: options.retry,
    headers: options.headers,
    messages,
    onRequestError: options.onRequestError,
    preloaded: options.preloaded,
    getToken: session.token,
    onUnauthorized,
  });
  const t = createTranslator(strings, messages);

  const groupFactories: Partial<Record<GroupName, (http: Http) => unknown>> = {};
  const serviceFactories: { [Name in ServiceName]?: (base: StorefrontBase) => unknown } = {};
  const groups: Partial<Record<GroupName, unknown>> = {};
  const services: Partial<Record<ServiceName, unknown>> = {};
  const provided = new Set<StorefrontFeature>();

  const group = (name: GroupName) => {
    if (!(name in groups)) {
      const create = groupFactories[name];
      if (!create) throw missing(`client.${name}`);
      groups[name] = create(http);
    }
    return groups[name];
  };
  const client = { http } as Record<string, unknown>;
  for (const name of GROUPS) {
    Object.defineProperty(client, name, { enumerable: true, get: () => group(name) });
  }

  function service<Name extends ServiceName>(name: Name): StorefrontServices[Name] {
    if (!(name in services)) {
      const create = serviceFactories[name];
      if (!create) throw missing(`storefront.${name}`);
      services[name] = create(base);
    }
    return services[name] as StorefrontServices[Name];
  }

  const storefront: Extendable = {
    client: client as unknown as StorefrontClient,
    session,
    notifications,
    messages,
    get auth() {
      return service('auth');
    },
    get cart() {
      return service('cart');
    },
    get coupon() {
      return service('coupon');
    },
    get queries() {
      return service('queries');
    },
    get wishlist() {
      return service('wishlist');
    },
    get uploads() {
      return service('uploads');
    },
    assetUrl: (path) => resolveAssetUrl(path, options.publicBaseUrl ?? options.baseUrl),
    async signIn(body) {
      const result = await service('auth').signIn(body);
      if (result.status === 'success') {
        // Without a cart on the page yet, the cart merges the local cart when it first loads.
        if (serviceFactories.cart) await service('cart').syncOnLogin();
        notify({ kind: 'success', message: t('session.welcomeBack', { name: result.user.name }) });
      }
      return result;
    },
    async signOut() {
      signingOut = true;
      try {
        await service('auth').signOut();
      } finally {
        signingOut = false;
      }
    },
    dispose() {
      for (const name of DISPOSABLE) (services[name] as { dispose(): void } | undefined)?.dispose();
      session.dispose();
      notifications.dispose();
    },
  };
  const base: StorefrontBase = {
    options,
    ssr,
    storage,
    keyPrefix: options.keyPrefix,
    crossTab,
    messages,
    notify,
    session,
    client: storefront.client,
    onUnauthorized,
    storefront,
  };
  Object.defineProperty(storefront, EXTEND_KEY, {
    value(more: readonly StorefrontFeature[]) {
      for (const feature of more) {
        if (provided.has(feature)) continue;
        provided.add(feature);
        Object.assign(groupFactories, feature.api);
        Object.assign(serviceFactories, feature.services);
      }
    },
  });
  extendStorefront(storefront, ...features);
  return storefront;
}

/**
 * Adds features to a storefront made by `composeStorefront` (or `createStorefront`, which has
 * them all): what a widget loaded later needs joins the page's one storefront. A feature
 * already there, and a storefront that cannot be extended, are left as they are.
 *
 * @example extendStorefront(shop, cartFeature, couponFeature);
 */
export function extendStorefront(storefront: Storefront, ...features: StorefrontFeature[]): void {
  (storefront as Extendable)[EXTEND_KEY]?.(features);
}

/** A page-less storage: what a server render starts from (nothing saved, a guest). */
function createMemoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

function resolveAssetUrl(path: string, baseUrl: string): string {
  if (!path || ABSOLUTE.test(path) || path.startsWith('//') || !ABSOLUTE.test(baseUrl)) return path;
  return new URL(path, baseUrl).href;
}
