import { createQueryCache } from '../../query/createQueryCache';
import type { StorefrontFeature } from '../types';

/** `storefront.queries`: the cache of server data the read hooks share. */
export const queriesFeature: StorefrontFeature = {
  services: {
    queries: ({ session, messages, ssr, options }) =>
      createQueryCache({ session, messages, collect: ssr, initialState: options.initialQueries }),
  },
};
