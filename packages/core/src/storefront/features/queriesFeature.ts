import type { StorefrontFeature } from '../types';
import { createQueryCache } from '../../query/createQueryCache';

/** `storefront.queries`: the cache of server data the read hooks share. */
export const queriesFeature: StorefrontFeature = {
  services: {
    queries: ({ session, messages, ssr, options }) =>
      createQueryCache({ session, messages, collect: ssr, initialState: options.initialQueries }),
  },
};
