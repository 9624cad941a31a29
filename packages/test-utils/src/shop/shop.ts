import type { Storefront, StorefrontOptions } from '@storefront-kit/core';
import { disposeAfterTest } from './disposeAfterTest';
import { makeStorefront } from './storefront';

/**
 * A storefront for one test, disposed after it: `makeStorefront`'s real server and memory
 * storage, but loading nothing by itself (`autoLoad: false`), so only what the test renders asks
 * the server. Pass `fetch` (e.g. `answering(500, …)`) to stub the network.
 *
 * @example
 * renderHookWithProvider(() => useBanners(), { storefront: shop() });
 */
export function shop(options: Partial<StorefrontOptions> = {}): Storefront {
  return disposeAfterTest(makeStorefront({ autoLoad: false, ...options }));
}
