import { type ReadonlySignal, signal } from '@preact/signals-core';
import { SEARCH_DEBOUNCE_MS } from '../constants';

/** The names of My Orders' search parameters in a page's URL: shareable, and Back restores them. */
export const ORDERS_LIST_PARAMS = {
  page: 'page',
  search: 'q',
  status: 'status',
  payment: 'payment',
  from: 'from',
  to: 'to',
} as const;

/** What the orders list shows: its page, its search and its filters (decisions.md: they work). */
export interface OrdersListFilters {
  /** 1-based. */
  readonly page: number;
  /** Trimmed; empty for none. */
  readonly search: string;
  /** An order status (`ORDER_STATUSES`), or empty. */
  readonly status: string;
  /** A payment status (`PAYMENT_STATUSES`), or empty. */
  readonly payment: string;
  /** ISO date (YYYY-MM-DD), inclusive, or empty. */
  readonly from: string;
  /** ISO date (YYYY-MM-DD), inclusive, or empty. */
  readonly to: string;
}

/** The filters that the Filters panel holds (the search box and the pager are apart). */
export type OrdersListFilterName = 'status' | 'payment' | 'from' | 'to';

const FILTER_NAMES: readonly OrdersListFilterName[] = ['status', 'payment', 'from', 'to'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list on its first page, with no search and no filter. */
export const ALL_ORDERS: OrdersListFilters = {
  page: 1,
  search: '',
  status: '',
  payment: '',
  from: '',
  to: '',
};

/**
 * The list's filters read from a URL's search parameters. A page that is not a positive whole
 * number reads as 1, and a date that is not YYYY-MM-DD as none, so an edited or old link still
 * opens a list.
 *
 * @example
 * ordersListFromParams(new URLSearchParams('q=relay&page=2')) // { page: 2, search: 'relay', … }
 */
export function ordersListFromParams(params: URLSearchParams): OrdersListFilters {
  const date = (value: string | null) => (value && ISO_DATE.test(value) ? value : '');
  const page = Number.parseInt(params.get(ORDERS_LIST_PARAMS.page) ?? '', 10);
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: params.get(ORDERS_LIST_PARAMS.search)?.trim() ?? '',
    status: params.get(ORDERS_LIST_PARAMS.status) ?? '',
    payment: params.get(ORDERS_LIST_PARAMS.payment) ?? '',
    from: date(params.get(ORDERS_LIST_PARAMS.from)),
    to: date(params.get(ORDERS_LIST_PARAMS.to)),
  };
}

/**
 * `params` with the list's filters written in: each set when it has a value and removed when it
 * has none (page 1 is left out). Other parameters of the URL are kept.
 *
 * @example
 * setParams(withOrdersListParams(new URLSearchParams(location.search), filters));
 */
export function withOrdersListParams(
  params: URLSearchParams,
  filters: OrdersListFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof OrdersListFilters, string> = {
    ...filters,
    page: filters.page > 1 ? String(filters.page) : '',
  };
  for (const [key, name] of Object.entries(ORDERS_LIST_PARAMS)) {
    const value = values[key as keyof OrdersListFilters];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** The orders API's list parameters for these filters (`useOrders`, `client.orders.list`). */
export interface OrdersListQuery {
  readonly page: number;
  readonly search?: string;
  readonly status?: string;
  readonly payment_status?: string;
  readonly date_from?: string;
  readonly date_to?: string;
}

/** The list query of `filters`, with the empty ones left out. */
export function ordersListQuery(filters: OrdersListFilters): OrdersListQuery {
  return {
    page: filters.page,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.payment ? { payment_status: filters.payment } : {}),
    ...(filters.from ? { date_from: filters.from } : {}),
    ...(filters.to ? { date_to: filters.to } : {}),
  };
}

export interface OrdersListState {
  /** What the list shows now. */
  readonly filters: OrdersListFilters;
  /** The search box's text as typed; it becomes `filters.search` `debounceMs` after the last key. */
  readonly text: string;
  /** How many of the Filters panel's filters are set (the Filters button's badge). */
  readonly activeFilters: number;
  /** A search or a filter is set: an empty list reads 'No orders found', not 'No orders yet'. */
  readonly narrowed: boolean;
  /** The list query of `filters`. */
  readonly query: OrdersListQuery;
}

export interface OrdersListNavigation {
  /**
   * Replace the current history entry rather than add one: true for the search and the
   * filters (Back leaves the list instead of stepping through each key), false for a page.
   */
  readonly replace: boolean;
}

export interface OrdersListControllerOptions {
  /** The filters to start from, e.g. `ordersListFromParams(url.searchParams)`. @default ALL_ORDERS */
  readonly filters?: OrdersListFilters;
  /**
   * Called with the whole set of filters after each change: write them to the URL
   * (`withOrdersListParams`). Not called for `sync`.
   */
  readonly onNavigate?: (filters: OrdersListFilters, navigation: OrdersListNavigation) => void;
  /** @default SEARCH_DEBOUNCE_MS (300) */
  readonly debounceMs?: number;
}

export interface OrdersListController {
  readonly state: ReadonlySignal<OrdersListState>;
  /** The search box's text changed: the search follows `debounceMs` after the last call. */
  type(text: string): void;
  /** The search form was submitted: search for the typed text now. */
  submitSearch(): void;
  /** Sets one filter of the Filters panel (an empty value clears it); back to page 1. */
  setFilter(name: OrdersListFilterName, value: string): void;
  /** Clear Filters: the panel's filters, not the search. */
  clearFilters(): void;
  /** Clear Search ('No orders found'): the search text and every filter. */
  clearAll(): void;
  /** A page of the pager (history entry added). */
  goToPage(page: number): void;
  /** The list has `pageCount` pages: a page past the end (an old link) moves to the last one. */
  clampPage(pageCount: number): void;
  /**
   * The filters changed outside the controller (Back, a link): adopt them. The typed text follows
   * the new search unless it already reads the same.
   */
  sync(filters: OrdersListFilters): void;
  /** Stops a pending search. */
  dispose(): void;
}

const sameFilters = (a: OrdersListFilters, b: OrdersListFilters) =>
  a.page === b.page &&
  a.search === b.search &&
  a.status === b.status &&
  a.payment === b.payment &&
  a.from === b.from &&
  a.to === b.to;

function stateOf(filters: OrdersListFilters, text: string): OrdersListState {
  const activeFilters = FILTER_NAMES.filter((name) => filters[name]).length;
  return {
    filters,
    text,
    activeFilters,
    narrowed: Boolean(filters.search) || activeFilters > 0,
    query: ordersListQuery(filters),
  };
}

/**
 * My Orders' list navigation (spec 2 'Orders list'; decisions.md: the filters work): the search
 * box with its 300 ms wait after the last key, the Filters panel, Clear Filters, Clear Search
 * and the pager, over filters that live in the page's URL. Framework-free: the adapter reads the
 * URL into `sync` and writes `onNavigate`'s filters back; the list itself is `useOrders(query)`
 * or `client.orders.list`.
 *
 * @example
 * const list = createOrdersListController({
 *   filters: ordersListFromParams(new URLSearchParams(location.search)),
 *   onNavigate: (filters, { replace }) =>
 *     history[replace ? 'replaceState' : 'pushState'](null, '',
 *       `?${withOrdersListParams(new URLSearchParams(location.search), filters)}`),
 * });
 * list.type('relay'); // 300 ms later: onNavigate({ …, search: 'relay', page: 1 }, { replace: true })
 */
export function createOrdersListController(
  options: OrdersListControllerOptions = {},
): OrdersListController {
  const debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
  const first = options.filters ?? ALL_ORDERS;
  const state = signal(stateOf(first, first.search));
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  /** Applies `changes`; any change but the page's own goes back to page 1. */
  const commit = (changes: Partial<OrdersListFilters>, replace: boolean, text?: string) => {
    const current = state.peek();
    const filters: OrdersListFilters = {
      ...current.filters,
      ...changes,
      page: changes.page ?? 1,
    };
    const typed = text ?? current.text;
    if (sameFilters(filters, current.filters)) {
      if (typed !== current.text) state.value = stateOf(filters, typed);
      return;
    }
    state.value = stateOf(filters, typed);
    options.onNavigate?.(filters, { replace });
  };

  const searchNow = () => {
    stopTimer();
    commit({ search: state.peek().text.trim() }, true);
  };

  return {
    state,
    type(text) {
      const current = state.peek();
      state.value = stateOf(current.filters, text);
      stopTimer();
      if (text.trim() !== current.filters.search) timer = setTimeout(searchNow, debounceMs);
    },
    submitSearch: searchNow,
    setFilter(name, value) {
      commit({ [name]: value }, true);
    },
    clearFilters() {
      commit({ status: '', payment: '', from: '', to: '' }, true);
    },
    clearAll() {
      stopTimer();
      commit({ search: '', status: '', payment: '', from: '', to: '' }, true, '');
    },
    goToPage(page) {
      const next = Math.max(1, Math.floor(page));
      if (next !== state.peek().filters.page) commit({ page: next }, false);
    },
    clampPage(pageCount) {
      const { page } = state.peek().filters;
      if (pageCount > 0 && page > pageCount) commit({ page: pageCount }, true);
    },
    sync(filters) {
      const current = state.peek();
      if (sameFilters(filters, current.filters)) return;
      let text = current.text;
      // A new search replaces what is typed (and its pending wait), unless it reads the same.
      if (filters.search !== current.filters.search) {
        if (text.trim() !== filters.search) text = filters.search;
        stopTimer();
      }
      state.value = stateOf(filters, text);
    },
    dispose: stopTimer,
  };
}
