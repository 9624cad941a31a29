import {
  composeStorefront,
  extendStorefront,
  type Storefront,
  type StorefrontFeature,
  type StorefrontOptions,
} from '@storefront-kit/core';
import { probeAfterFailure } from './apiProbe';
import { takePrefetched } from './prefetchedFetch';
import { reportOnce } from './reportOnce';

/** Options of the page's storefront: core's, with the widgets' guest-cart default. */
export interface PageStorefrontOptions extends StorefrontOptions {
  /**
   * Whether a guest may fill a local cart. A distributor page without a guest cart cannot sell
   * (decisions.md), so the widgets default to a local cart merged into the server cart at login.
   * @default 'local'
   */
  guestCart?: StorefrontOptions['guestCart'];
}

interface PageStorefrontSlot {
  readonly storefront: Storefront;
  readonly baseUrl: string;
}

// A registered symbol, so a second copy of the script tag or of the package finds the same slot.
const STOREFRONT_KEY: unique symbol = Symbol.for('storefront-kit.storefront');
const page = globalThis as typeof globalThis & { [STOREFRONT_KEY]?: PageStorefrontSlot };

const sameBase = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * The page's single storefront with `features` (core `composeStorefront`): the first call creates
 * it (`guestCart: 'local'` unless given; a failure that may mean a wrong `baseUrl` probes it,
 * see `probeApi`); later calls, from this copy of the package or another,
 * return the same one with their features added (`extendStorefront`), so every widget on the
 * page shares its session, cart and toasts while a page with one search box downloads only
 * the search. A later call with a different `baseUrl` warns once per address, in every build.
 */
export function pageStorefront(
  options: PageStorefrontOptions,
  features: readonly StorefrontFeature[],
): Storefront {
  const existing = page[STOREFRONT_KEY];
  if (existing) {
    // Said in production builds too (once per address): a distributor debugging a widget whose
    // own data-api is not the page's would otherwise see it silently use the other one.
    if (!sameBase(existing.baseUrl, options.baseUrl))
      reportOnce(
        'One storefront serves every widget on a page:',
        [
          `data-api "${options.baseUrl}" is ignored; the page's widgets use "${existing.baseUrl}". Give every widget the same data-api (or set it once, on the script tag).`,
        ],
        'warn',
      );
    extendStorefront(existing.storefront, ...features);
    return existing.storefront;
  }
  const storefront = composeStorefront(
    {
      ...options,
      // The cards' products the script-tag loader asked for ahead: read once, without loading
      // the transport.
      preloaded:
        options.preloaded ??
        (options.fetch || typeof window === 'undefined' ? undefined : takePrefetched(window)),
      guestCart: options.guestCart ?? 'local',
      // A 404 or an answer that is not the API's envelope may mean `data-api` is the site's
      // root: one probe per page tells it apart from a product that is really not there.
      onRequestError: (error) => {
        options.onRequestError?.(error);
        void probeAfterFailure(error, options.baseUrl, options.fetch);
      },
    },
    features,
  );
  page[STOREFRONT_KEY] = { storefront, baseUrl: options.baseUrl };
  return storefront;
}

/**
 * Disposes the page's storefront and forgets it (tests, or a single-page app tearing down every
 * widget); the next `getPageStorefront` creates a new one. Does nothing when there is none.
 */
export function disposePageStorefront(): void {
  const existing = page[STOREFRONT_KEY];
  if (!existing) return;
  delete page[STOREFRONT_KEY];
  existing.storefront.dispose();
}
