import type { QueryError } from './toQueryError';

/**
 * Where a query stands: never fetched (`idle`), first fetch in flight (`loading`), data shown
 * (`success`), data shown while a newer copy loads (`refreshing`), or the last fetch failed
 * (`error`, with the data of an earlier success, if any, kept).
 */
export type QueryStatus = 'idle' | 'loading' | 'success' | 'refreshing' | 'error';

interface QueryStateBase {
  /** Epoch ms of the last data (a fetch or `setData`); 0 before any. */
  readonly updatedAt: number;
  /** Marked stale by `invalidate`: refetched by the next observer whatever its `staleTime`. */
  readonly invalidated: boolean;
}

/** The state of one cached query. `data` is typed by the status that guarantees it. */
export type QueryState<T> = QueryStateBase &
  (
    | { readonly status: 'idle'; readonly data: undefined; readonly error: undefined }
    | { readonly status: 'loading'; readonly data: undefined; readonly error: undefined }
    | { readonly status: 'success'; readonly data: T; readonly error: undefined }
    | { readonly status: 'refreshing'; readonly data: T; readonly error: undefined }
    | { readonly status: 'error'; readonly data: T | undefined; readonly error: QueryError }
  );

export type QueryAction<T> =
  /** A fetch started. */
  | { type: 'fetch' }
  | { type: 'success'; data: T; at: number }
  | { type: 'error'; error: QueryError }
  /** Marks the data stale (a mutation changed it on the server). */
  | { type: 'invalidate' }
  /** The fetch in flight was aborted: back to what was shown before it. */
  | { type: 'cancel' }
  /** Data written by hand (`setData`); a fetch in flight keeps running. */
  | { type: 'set-data'; data: T; at: number }
  /** Forgotten (another user signed in): as if never fetched. */
  | { type: 'reset' };

/** The state of a query that was never fetched. */
export function initialQueryState<T>(): QueryState<T> {
  return {
    status: 'idle',
    data: undefined,
    error: undefined,
    updatedAt: 0,
    invalidated: false,
  };
}

/** True while a fetch is in flight. */
export const isFetchingStatus = (status: QueryStatus) =>
  status === 'loading' || status === 'refreshing';

/** Pure transitions of one cached query; the cache runs the fetches. */
export function queryReducer<T>(state: QueryState<T>, action: QueryAction<T>): QueryState<T> {
  const { updatedAt, invalidated } = state;
  switch (action.type) {
    case 'fetch':
      return state.data === undefined
        ? { status: 'loading', data: undefined, error: undefined, updatedAt, invalidated }
        : { status: 'refreshing', data: state.data, error: undefined, updatedAt, invalidated };
    case 'success':
      return {
        status: 'success',
        data: action.data,
        error: undefined,
        updatedAt: action.at,
        invalidated: false,
      };
    case 'error':
      return { status: 'error', data: state.data, error: action.error, updatedAt, invalidated };
    case 'invalidate':
      return { ...state, invalidated: true };
    case 'cancel':
      if (!isFetchingStatus(state.status)) return state;
      return state.data === undefined
        ? { status: 'idle', data: undefined, error: undefined, updatedAt, invalidated }
        : { status: 'success', data: state.data, error: undefined, updatedAt, invalidated };
    case 'set-data':
      return {
        status: isFetchingStatus(state.status) ? 'refreshing' : 'success',
        data: action.data,
        error: undefined,
        updatedAt: action.at,
        invalidated: false,
      };
    case 'reset':
      return initialQueryState();
    default:
      return action satisfies never;
  }
}
