import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../constants';
import {
  ALL_ORDERS,
  createOrdersListController,
  type OrdersListFilters,
  type OrdersListNavigation,
  ordersListFromParams,
  ordersListQuery,
  withOrdersListParams,
} from './createOrdersListController';

const filters = (changes: Partial<OrdersListFilters> = {}): OrdersListFilters => ({
  ...ALL_ORDERS,
  ...changes,
});

function listWith(start: Partial<OrdersListFilters> = {}) {
  const navigations: [OrdersListFilters, OrdersListNavigation][] = [];
  const list = createOrdersListController({
    filters: filters(start),
    onNavigate: (next, navigation) => navigations.push([next, navigation]),
  });
  return { list, navigations };
}

describe('ordersListFromParams and withOrdersListParams (the URL)', () => {
  it('reads every filter, and reads a bad page or date as none', () => {
    expect(
      ordersListFromParams(
        new URLSearchParams(
          'page=3&q=%20relay%20&status=paid&payment=refunded&from=2026-04-01&to=2026-11-30',
        ),
      ),
    ).toEqual({
      page: 3,
      search: 'relay',
      status: 'paid',
      payment: 'refunded',
      from: '2026-04-01',
      to: '2026-11-30',
    });
    for (const page of ['0', '-2', 'two', '', '1']) {
      expect(ordersListFromParams(new URLSearchParams({ page })).page).toBe(1);
    }
    expect(ordersListFromParams(new URLSearchParams('page=2.5')).page).toBe(2);
    expect(ordersListFromParams(new URLSearchParams('from=1/4/2026&to=2026-4-1'))).toEqual(
      ALL_ORDERS,
    );
  });

  it('writes the set filters, removes the empty ones and page 1, and keeps other parameters', () => {
    const url = new URLSearchParams('utm_source=mail&q=old&status=paid&page=4');
    const next = withOrdersListParams(url, filters({ search: 'plc', payment: 'paid' }));
    expect(next.toString()).toBe('utm_source=mail&q=plc&payment=paid');
    expect(url.toString()).toBe('utm_source=mail&q=old&status=paid&page=4');
    expect(withOrdersListParams(new URLSearchParams(), filters({ page: 2 })).toString()).toBe(
      'page=2',
    );
    const all = filters({
      page: 5,
      search: 'hmi',
      status: 'paid',
      payment: 'paid',
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(ordersListFromParams(withOrdersListParams(new URLSearchParams(), all))).toEqual(all);
  });

  it('gives the API query with the empty filters left out', () => {
    expect(ordersListQuery(ALL_ORDERS)).toEqual({ page: 1 });
    expect(
      ordersListQuery(filters({ page: 2, search: 'relay', payment: 'paid', to: '2026-11-30' })),
    ).toEqual({ page: 2, search: 'relay', payment_status: 'paid', date_to: '2026-11-30' });
  });
});

describe('createOrdersListController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches 300 ms after the last key, on page 1, replacing the history entry', () => {
    const { list, navigations } = listWith({ page: 3 });
    list.type('r');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    list.type('relay ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(navigations).toEqual([]);
    expect(list.state.value.text).toBe('relay ');
    expect(list.state.value.filters.search).toBe('');
    vi.advanceTimersByTime(1);
    expect(navigations).toEqual([[filters({ search: 'relay' }), { replace: true }]]);
    expect(list.state.value).toMatchObject({
      text: 'relay ',
      filters: filters({ search: 'relay' }),
      narrowed: true,
      activeFilters: 0,
      query: { page: 1, search: 'relay' },
    });
    // Typing back to what is searched starts no new search.
    list.type('relay');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect(navigations).toHaveLength(1);
  });

  it('searches at once on submit, and the pending wait then does nothing', () => {
    const { list, navigations } = listWith();
    list.type('g9se');
    list.submitSearch();
    expect(navigations).toEqual([[filters({ search: 'g9se' }), { replace: true }]]);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(navigations).toHaveLength(1);
    // Submitting what is already searched navigates nowhere.
    list.submitSearch();
    expect(navigations).toHaveLength(1);
  });

  it('sets and clears filters on page 1, keeping two quick changes', () => {
    const { list, navigations } = listWith({ page: 2, search: 'relay' });
    list.setFilter('status', 'paid');
    list.setFilter('from', '2026-04-01');
    expect(navigations.map(([next]) => next)).toEqual([
      filters({ search: 'relay', status: 'paid' }),
      filters({ search: 'relay', status: 'paid', from: '2026-04-01' }),
    ]);
    expect(list.state.value.activeFilters).toBe(2);
    list.clearFilters();
    expect(navigations.at(-1)).toEqual([filters({ search: 'relay' }), { replace: true }]);
    expect(list.state.value).toMatchObject({ activeFilters: 0, narrowed: true });
  });

  it('clears the search and every filter with Clear Search, and a typed search with it', () => {
    const { list, navigations } = listWith({ search: 'relay', status: 'paid', to: '2026-11-30' });
    list.type('relay x');
    list.clearAll();
    expect(navigations).toEqual([[ALL_ORDERS, { replace: true }]]);
    expect(list.state.value).toMatchObject({ text: '', narrowed: false, activeFilters: 0 });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(navigations).toHaveLength(1);
  });

  it('adds a history entry for a page, and moves a page past the end to the last one', () => {
    const { list, navigations } = listWith({ status: 'paid' });
    list.goToPage(3);
    expect(navigations).toEqual([[filters({ status: 'paid', page: 3 }), { replace: false }]]);
    list.goToPage(3);
    expect(navigations).toHaveLength(1);
    list.clampPage(5);
    list.clampPage(0);
    expect(navigations).toHaveLength(1);
    list.clampPage(2);
    expect(navigations.at(-1)).toEqual([filters({ status: 'paid', page: 2 }), { replace: true }]);
    list.goToPage(0);
    expect(navigations.at(-1)).toEqual([filters({ status: 'paid' }), { replace: false }]);
  });

  it('adopts filters from outside (Back) without navigating, and the typed text follows a new search', () => {
    const { list, navigations } = listWith({ search: 'relay' });
    list.type('relay sensor');
    list.sync(filters({ search: 'plc', page: 2 }));
    expect(list.state.value).toMatchObject({
      text: 'plc',
      filters: filters({ search: 'plc', page: 2 }),
    });
    // The wait for 'relay sensor' was dropped with it.
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(navigations).toEqual([]);

    // A page change from outside leaves what is being typed, and its wait, alone.
    list.type('plc s7');
    list.sync(filters({ search: 'plc', page: 1 }));
    expect(list.state.value.text).toBe('plc s7');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(navigations).toEqual([[filters({ search: 'plc s7' }), { replace: true }]]);

    // Text that already reads as the new search is kept as typed.
    list.type('hmi ');
    list.sync(filters({ search: 'hmi' }));
    expect(list.state.value.text).toBe('hmi ');
  });

  it('drops a pending search on dispose', () => {
    const { list, navigations } = listWith();
    list.type('servo');
    list.dispose();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(navigations).toEqual([]);
  });

  it('takes another wait, and works without onNavigate', () => {
    const list = createOrdersListController({ debounceMs: 50 });
    list.type('vfd');
    vi.advanceTimersByTime(50);
    expect(list.state.value.filters).toEqual(filters({ search: 'vfd' }));
  });
});
