/** Where the suggestion request stands. */
export type SearchStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The search box state kept by the reducer (the controller adds the derived panel view). */
export interface SearchReducerState<T> {
  readonly status: SearchStatus;
  /** The text in the box, as typed. */
  readonly query: string;
  /** Suggestions of the last answer (at most the limit). */
  readonly suggestions: readonly T[];
  /** Number of matches on the server (may exceed `suggestions.length`). */
  readonly total: number;
  /** Index of the active option, -1 when none. */
  readonly activeIndex: number;
  /** The panel was closed (blur, Escape, selection, submit); typing or focus reopens it. */
  readonly dismissed: boolean;
}

export type SearchAction<T> =
  /** The shopper typed; `clear` empties the suggestions (query too short to search). */
  | { type: 'input'; query: string; clear: boolean }
  | { type: 'focus' }
  | { type: 'fetch' }
  | { type: 'success'; suggestions: readonly T[]; total: number }
  | { type: 'failure' }
  | { type: 'clear' }
  | { type: 'close' }
  | { type: 'submit'; query: string }
  /** Arrow keys: move the active option over `count` options, wrapping at both ends. */
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'activate'; index: number };

/** Initial state: empty box, panel closed. */
export function initialSearchState<T>(query = ''): SearchReducerState<T> {
  return { status: 'idle', query, suggestions: [], total: 0, activeIndex: -1, dismissed: true };
}

const cleared = { status: 'idle', suggestions: [], total: 0, activeIndex: -1 } as const;

/** Pure transitions of the search box; effects (debounce, requests, timers) live outside. */
export function searchReducer<T>(
  state: SearchReducerState<T>,
  action: SearchAction<T>,
): SearchReducerState<T> {
  switch (action.type) {
    case 'input':
      return {
        ...state,
        ...(action.clear && cleared),
        query: action.query,
        activeIndex: -1,
        dismissed: false,
      };
    case 'focus':
      return { ...state, dismissed: false };
    case 'fetch':
      return { ...state, status: 'loading', activeIndex: -1 };
    case 'success':
      return { ...state, status: 'loaded', suggestions: action.suggestions, total: action.total };
    case 'failure':
      return { ...state, ...cleared, status: 'error', dismissed: true };
    case 'clear':
      return { ...state, ...cleared };
    case 'close':
      return { ...state, activeIndex: -1, dismissed: true };
    case 'submit':
      return { ...state, ...cleared, query: action.query, dismissed: true };
    case 'move': {
      const { count, delta } = action;
      const from = state.activeIndex;
      const activeIndex = !count
        ? -1
        : from < 0 || from >= count
          ? delta > 0
            ? 0
            : count - 1
          : (from + delta + count) % count;
      return { ...state, activeIndex, dismissed: false };
    }
    case 'activate':
      return { ...state, activeIndex: action.index };
    default:
      return action satisfies never;
  }
}
