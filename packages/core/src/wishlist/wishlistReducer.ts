import type { WishlistEntry } from '../schemas/wishlist';

/** The ids and count: `idle` until first needed (or while signed out), then `loading` → `ready` | `error`. */
export type WishlistStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One page of the wishlist page's card grid. */
export type WishlistPageStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface WishlistPageState {
  readonly status: WishlistPageStatus;
  /** The entries of `page`, newest first. */
  readonly entries: readonly WishlistEntry[];
  /** 1-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalRows: number;
  /** 'Failed to load wishlist items' after a failed load. */
  readonly error: string | null;
}

export interface WishlistState {
  readonly status: WishlistStatus;
  /** Product ids in the wishlist (as far as known: the optimistic heart while a toggle runs). */
  readonly ids: Readonly<Record<string, true>>;
  /** Number of products in the wishlist. */
  readonly count: number;
  /** Products with a toggle in flight: their heart is disabled (spec double-click guard). */
  readonly pending: Readonly<Record<string, true>>;
  /** 'Failed to load wishlist items' when the ids could not be loaded. */
  readonly error: string | null;
  readonly page: WishlistPageState;
}

export type WishlistAction =
  /** Signed out, or another user signed in: nothing is known. */
  | { type: 'reset' }
  | { type: 'load-start' }
  | { type: 'load-success'; ids: readonly string[]; count: number }
  | { type: 'load-failure'; error: string }
  | { type: 'page-start'; page: number }
  | {
      type: 'page-success';
      entries: readonly WishlistEntry[];
      page: number;
      totalPages: number;
      totalRows: number;
    }
  | { type: 'page-failure'; error: string }
  /** The optimistic flip: the heart shows `next` while the request runs. */
  | { type: 'toggle-start'; id: string; next: boolean }
  /** The server's truth (`isInWishlist`). */
  | { type: 'toggle-success'; id: string; isIn: boolean }
  /** Rollback to what the heart showed before. */
  | { type: 'toggle-failure'; id: string; previous: boolean }
  /** A `check` answer for one product. */
  | { type: 'checked'; id: string; isIn: boolean };

export const initialWishlistState: WishlistState = {
  status: 'idle',
  ids: {},
  count: 0,
  pending: {},
  error: null,
  page: { status: 'idle', entries: [], page: 1, totalPages: 0, totalRows: 0, error: null },
};

/** Puts a product in or out of the set, keeping the count in step. */
function withMembership(state: WishlistState, id: string, isIn: boolean): WishlistState {
  if (Boolean(state.ids[id]) === isIn) return state;
  const { [id]: _removed, ...rest } = state.ids;
  return {
    ...state,
    ids: isIn ? { ...state.ids, [id]: true } : rest,
    count: Math.max(0, state.count + (isIn ? 1 : -1)),
  };
}

function withPending(state: WishlistState, id: string, pending: boolean): WishlistState {
  const { [id]: _removed, ...rest } = state.pending;
  return { ...state, pending: pending ? { ...state.pending, [id]: true } : rest };
}

/**
 * The wishlist's pure transitions: the ids and count every heart reads, the optimistic flip of
 * a toggle and its settlement (server truth, or rollback), and the wishlist page.
 */
export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  switch (action.type) {
    case 'reset':
      return initialWishlistState;
    case 'load-start':
      return { ...state, status: 'loading', error: null };
    case 'load-success': {
      const loaded: WishlistState = {
        ...state,
        status: 'ready',
        error: null,
        ids: Object.fromEntries(action.ids.map((id) => [id, true as const])),
        count: action.count,
      };
      // A toggle that is still running wins over the list it may have raced with.
      return Object.keys(state.pending).reduce(
        (next, id) => withMembership(next, id, Boolean(state.ids[id])),
        loaded,
      );
    }
    case 'load-failure':
      return { ...state, status: 'error', error: action.error };
    case 'page-start':
      return {
        ...state,
        page: { ...state.page, status: 'loading', page: action.page, error: null },
      };
    case 'page-success':
      return {
        ...state,
        page: {
          status: 'loaded',
          entries: action.entries,
          page: action.page,
          totalPages: action.totalPages,
          totalRows: action.totalRows,
          error: null,
        },
      };
    case 'page-failure':
      return { ...state, page: { ...state.page, status: 'error', error: action.error } };
    case 'toggle-start':
      return withPending(withMembership(state, action.id, action.next), action.id, true);
    case 'toggle-success':
      return withPending(withMembership(state, action.id, action.isIn), action.id, false);
    case 'toggle-failure':
      return withPending(withMembership(state, action.id, action.previous), action.id, false);
    case 'checked':
      return state.pending[action.id] ? state : withMembership(state, action.id, action.isIn);
    default:
      action satisfies never;
      return state;
  }
}
