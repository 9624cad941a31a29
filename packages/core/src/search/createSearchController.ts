import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  POPULAR_SEARCHES,
  SEARCH_BLUR_CLOSE_MS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LIMIT_DESKTOP,
  SEARCH_LIMIT_MOBILE,
  SEARCH_MIN_CHARS,
} from '../constants';
import { isAbortError } from '../http/isAbortError';
import { createLatestRequest } from './createLatestRequest';
import {
  initialSearchState,
  type SearchAction,
  type SearchReducerState,
  type SearchStatus,
  searchReducer,
} from './searchReducer';

/**
 * What the panel shows: nothing, the popular searches (mobile, empty box), the loading
 * placeholder, the suggestions, or the empty state ('No results found for "{query}"').
 */
export type SearchView = 'closed' | 'popular' | 'loading' | 'results' | 'empty';

/** Answer of the `search` function: `client.catalog.search` already has this shape. */
export interface SearchAnswer<T> {
  suggestions: readonly T[];
  total: number;
}

/** Options of {@link createSearchController}. */
export interface SearchControllerOptions<T> {
  /**
   * Fetches suggestions for a trimmed query. Must honour `signal`; a late answer is dropped anyway.
   * @example
   * search: (q, { limit, signal }) => client.catalog.search({ search: q, limit }, { signal })
   */
  search: (query: string, init: { limit: number; signal: AbortSignal }) => Promise<SearchAnswer<T>>;
  /** Most suggestions requested and shown. @default 8 on desktop, 6 when `mobile` */
  limit?: number;
  /** Mobile layout: an empty focused box shows the popular searches. @default false */
  mobile?: boolean;
  /** Wait after the last keystroke before searching. @default 300 */
  debounceMs?: number;
  /** Fewest characters (trimmed) that trigger a search; shorter clears the suggestions. @default 2 */
  minChars?: number;
  /** Delay before the panel closes after blur; focus within it cancels the close. @default 200 */
  closeDelayMs?: number;
  /** Terms of the mobile 'Popular Searches' list. @default POPULAR_SEARCHES */
  popularSearches?: readonly string[];
  /**
   * Prefix of the element ids (input, listbox, options); unique per search box on a page.
   * @default 'sk-search'
   */
  id?: string;
  /** A suggestion was chosen (Enter on the active option, or click). */
  onSelect?: (item: T) => void;
  /** A non-empty query was submitted (Enter without active option, a popular term, `submit()`). */
  onSubmit?: (query: string) => void;
  /** A search failed (never called for aborted requests). The panel is already closed. */
  onError?: (error: unknown) => void;
}

/** The search box state, with the panel's derived view. */
export interface SearchState<T> {
  readonly status: SearchStatus;
  readonly query: string;
  readonly suggestions: readonly T[];
  readonly total: number;
  /** Index of the active option (suggestion, or popular term in the `popular` view), -1 if none. */
  readonly activeIndex: number;
  /** The panel is visible: `view !== 'closed'`. */
  readonly open: boolean;
  readonly view: SearchView;
  /** More matches than shown: render 'View all {count} results' with `total`. */
  readonly hasMore: boolean;
}

/** Minimal keyboard event: what DOM, React and Preact events all provide. */
export interface SearchKeyEvent {
  readonly key: string;
  preventDefault(): void;
}

export interface SearchLabelProps {
  id: string;
  htmlFor: string;
}

export interface SearchInputProps {
  id: string;
  role: 'combobox';
  value: string;
  autoComplete: 'off';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
  onChange(event: { readonly currentTarget: { readonly value: string } }): void;
  onKeyDown(event: SearchKeyEvent): void;
  onFocus(): void;
  onBlur(): void;
}

export interface SearchListProps {
  id: string;
  role: 'listbox';
  'aria-labelledby': string;
  /** Keeps the focus in the input while the pointer is pressed in the panel. */
  onMouseDown(event: { preventDefault(): void }): void;
}

export interface SearchItemProps {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  onMouseMove(): void;
  onClick(): void;
}

/** The framework-free search box: state, commands and ARIA combobox prop getters. */
export interface SearchController<T> {
  readonly state: ReadonlySignal<SearchState<T>>;
  /** Terms of the `popular` view. */
  readonly popularSearches: readonly string[];
  /** Sets the text (as typed); searches after the debounce when long enough. */
  setQuery(query: string): void;
  /**
   * Submits the trimmed query (default: the box's). Does nothing and returns null when it is
   * empty; otherwise closes the panel, calls `onSubmit` and returns the trimmed query.
   */
  submit(query?: string): string | null;
  /** Closes the panel and calls `onSelect`. */
  select(item: T): void;
  /** Closes the panel and clears the active option. */
  close(): void;
  /** Changes the number of suggestions requested from the next search on. */
  setLimit(limit: number): void;
  /** Switches the layout (popular searches; default limit 6 instead of 8). */
  setMobile(mobile: boolean): void;
  getLabelProps(): SearchLabelProps;
  getInputProps(): SearchInputProps;
  getListProps(): SearchListProps;
  getItemProps(args: { item: T; index: number }): SearchItemProps;
  getPopularItemProps(args: { term: string; index: number }): SearchItemProps;
  /** Clears the timers and aborts the request in flight. */
  dispose(): void;
}

/**
 * Creates the live-search controller of the spec: 300 ms debounce, 2 characters minimum,
 * loading → results or empty state, stale answers dropped, failures close the panel, close
 * 200 ms after blur, popular searches on mobile, and ARIA 1.2 combobox prop getters.
 *
 * @example
 * const search = createSearchController({
 *   search: (q, { limit, signal }) => client.catalog.search({ search: q, limit }, { signal }),
 *   onSubmit: (q) => navigate(`/search?q=${encodeURIComponent(q)}`),
 * });
 * search.state.subscribe((s) => render(s));
 */
export function createSearchController<T>(
  options: SearchControllerOptions<T>,
): SearchController<T> {
  const {
    debounceMs = SEARCH_DEBOUNCE_MS,
    minChars = SEARCH_MIN_CHARS,
    closeDelayMs = SEARCH_BLUR_CLOSE_MS,
    popularSearches = POPULAR_SEARCHES,
    id = 'sk-search',
  } = options;
  const raw = signal<SearchReducerState<T>>(initialSearchState());
  const mobile = signal(options.mobile ?? false);
  let limit = options.limit;
  const latest = createLatestRequest();
  let debounceTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const dispatch = (action: SearchAction<T>) => {
    raw.value = searchReducer(raw.peek(), action);
  };
  const currentLimit = () => limit ?? (mobile.peek() ? SEARCH_LIMIT_MOBILE : SEARCH_LIMIT_DESKTOP);
  // The view the panel would show if open.
  const viewOf = (s: SearchReducerState<T>): SearchView =>
    !s.query.trim()
      ? mobile.value
        ? 'popular'
        : 'closed'
      : s.status === 'loading'
        ? 'loading'
        : s.status === 'loaded'
          ? s.suggestions.length
            ? 'results'
            : 'empty'
          : 'closed';
  const countOf = (view: SearchView, s: SearchReducerState<T>) =>
    view === 'results' ? s.suggestions.length : view === 'popular' ? popularSearches.length : 0;

  const state = computed<SearchState<T>>(() => {
    const { dismissed, ...s } = raw.value;
    const view = dismissed ? 'closed' : viewOf(raw.value);
    return { ...s, view, open: view !== 'closed', hasMore: s.total > s.suggestions.length };
  });

  const run = async () => {
    const { signal: abortSignal, isLatest } = latest.next();
    dispatch({ type: 'fetch' });
    try {
      const answer = await options.search(raw.peek().query.trim(), {
        limit: currentLimit(),
        signal: abortSignal,
      });
      if (isLatest()) {
        dispatch({
          type: 'success',
          suggestions: answer.suggestions.slice(0, currentLimit()),
          total: answer.total,
        });
      }
    } catch (error) {
      // An abort is never a failure (ours are not the latest any more; a foreign one just resets).
      if (!isLatest()) return;
      if (isAbortError(error)) {
        dispatch({ type: 'clear' });
      } else {
        dispatch({ type: 'failure' });
        options.onError?.(error);
      }
    }
  };

  const setQuery = (query: string) => {
    clearTimeout(debounceTimer);
    const clear = query.trim().length < minChars;
    if (clear) latest.abort();
    else debounceTimer = setTimeout(run, debounceMs);
    dispatch({ type: 'input', query, clear });
  };

  const submit = (query = raw.peek().query) => {
    const trimmed = query.trim();
    if (!trimmed) return null;
    clearTimeout(debounceTimer);
    latest.abort();
    dispatch({ type: 'submit', query: trimmed });
    options.onSubmit?.(trimmed);
    return trimmed;
  };

  const select = (item: T) => {
    dispatch({ type: 'close' });
    options.onSelect?.(item);
  };

  const close = () => dispatch({ type: 'close' });
  const itemId = (index: number) => `${id}-option-${index}`;
  const itemProps = (index: number, onClick: () => void): SearchItemProps => ({
    id: itemId(index),
    role: 'option',
    'aria-selected': state.value.activeIndex === index,
    onMouseMove: () => {
      if (raw.peek().activeIndex !== index) dispatch({ type: 'activate', index });
    },
    onClick,
  });

  return {
    state,
    popularSearches,
    setQuery,
    submit,
    select,
    close,
    setLimit: (next) => {
      limit = next;
    },
    setMobile: (next) => {
      mobile.value = next;
    },
    getLabelProps: () => ({ id: `${id}-label`, htmlFor: `${id}-input` }),
    getInputProps: () => {
      const s = state.value;
      return {
        id: `${id}-input`,
        role: 'combobox',
        value: s.query,
        autoComplete: 'off',
        'aria-autocomplete': 'list',
        'aria-expanded': s.open,
        'aria-controls': `${id}-list`,
        'aria-activedescendant': s.open && s.activeIndex >= 0 ? itemId(s.activeIndex) : undefined,
        onChange: (event) => setQuery(event.currentTarget.value),
        onKeyDown: (event) => {
          const s = state.peek();
          const key = event.key;
          if (key === 'ArrowDown' || key === 'ArrowUp') {
            event.preventDefault();
            const r = raw.peek();
            dispatch({
              type: 'move',
              delta: key === 'ArrowDown' ? 1 : -1,
              count: countOf(viewOf(r), r),
            });
          } else if (key === 'Enter') {
            // Also keeps a surrounding form from submitting (and reloading the page).
            event.preventDefault();
            const i = s.activeIndex;
            if (s.view === 'popular' && i >= 0 && i < popularSearches.length) {
              submit(popularSearches[i]);
            } else if (s.view === 'results' && i >= 0 && i < s.suggestions.length) {
              select(s.suggestions[i] as T);
            } else submit();
          } else if (key === 'Escape' && s.open) {
            event.preventDefault();
            close();
          }
        },
        onFocus: () => {
          clearTimeout(closeTimer);
          dispatch({ type: 'focus' });
        },
        onBlur: () => {
          clearTimeout(closeTimer);
          closeTimer = setTimeout(close, closeDelayMs);
        },
      };
    },
    getListProps: () => ({
      id: `${id}-list`,
      role: 'listbox',
      'aria-labelledby': `${id}-label`,
      onMouseDown: (event) => event.preventDefault(),
    }),
    getItemProps: ({ item, index }) => itemProps(index, () => select(item)),
    getPopularItemProps: ({ term, index }) => itemProps(index, () => submit(term)),
    dispose: () => {
      clearTimeout(debounceTimer);
      clearTimeout(closeTimer);
      latest.abort();
    },
  };
}
