import { loadTransport } from '../http/createLazyHttp';
import { loadAccountApis } from './apiGroupsOnDemand';
import { loadCatalogApi } from './catalogApiOnDemand';

/** The parts of the client `preloadClient` can fetch ahead. */
export type ClientPart = 'transport' | 'catalog' | 'account';

// The loaders the client itself uses, so a part fetched ahead is the very module it imports.
const parts: Record<ClientPart, () => Promise<unknown>> = {
  transport: loadTransport,
  catalog: loadCatalogApi,
  account: loadAccountApis,
};

/**
 * Fetches the client's code ahead of its first request: the transport (ky, zod's parser), the
 * catalogue's methods and schemas, and the account's (auth, cart, offers, wishlist). The client
 * loads each part when a request first needs it, so a page's first paint downloads none of it;
 * a page that will ask the API something soon (a storefront, once it has painted) calls this
 * when the browser is idle, and the first request then waits for no code. Never rejects: a part
 * that cannot be fetched now is fetched again by the request that needs it.
 *
 * @example
 * requestIdleCallback(() => void preloadClient());
 */
export async function preloadClient(
  which: readonly ClientPart[] = ['transport', 'catalog', 'account'],
): Promise<void> {
  await Promise.all(which.map((part) => parts[part]().catch(() => undefined)));
}
