// The public exports of this area, re-exported by src/index.ts. An explicit list of names.

export { queriesFeature } from '../storefront/features/queriesFeature';
export {
  createMutation,
  type Mutation,
  type MutationOptions,
  type MutationResult,
} from './createMutation';
export {
  createQueryCache,
  type DehydratedQuery,
  type DehydratedQueryState,
  type QueryCache,
  type QueryCacheOptions,
  type QueryFetchContext,
  type QueryObserver,
  type QueryOptions,
} from './createQueryCache';
export type {
  MutationState,
  MutationStatus,
} from './mutationReducer';
export { hashQueryKey, matchesQueryKey, type QueryKey, type QueryKeyPart } from './queryKey';
export { queryKeys } from './queryKeys';
export type {
  QueryState,
  QueryStatus,
} from './queryReducer';
export { CATALOG_STALE_TIME_MS, PRODUCT_STALE_TIME_MS } from './staleTimes';
export {
  type QueryError,
  type QueryErrorKind,
  type ToQueryErrorOptions,
  toQueryError,
} from './toQueryError';
