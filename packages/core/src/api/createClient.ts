import type { ClientOptions } from '../http/createHttp';
import { createLazyHttp } from '../http/createLazyHttp';
import { API_GROUPS_ON_DEMAND } from './apiGroupsOnDemand';
import type { StorefrontClient } from './clientTypes';

export type { ApiGroupFactories, StorefrontClient } from './clientTypes';

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
