import {
  ALL_ORDERS,
  type OrdersListFilters,
  type OrdersListNavigation,
  SEARCH_DEBOUNCE_MS,
} from '@storefront-kit/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrdersList } from './useOrdersList';

type Navigate = (filters: OrdersListFilters, navigation: OrdersListNavigation) => void;

function renderList(filters: OrdersListFilters, onNavigate: Navigate) {
  return renderHook(
    (props: { filters: OrdersListFilters; onNavigate: Navigate }) => useOrdersList(props),
    { initialProps: { filters, onNavigate } },
  );
}

describe('useOrdersList', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches 300 ms after the last key through the latest onNavigate, and gives the query', () => {
    const first = vi.fn<Navigate>();
    const latest = vi.fn<Navigate>();
    const { result, rerender } = renderList({ ...ALL_ORDERS, page: 2 }, first);
    expect(result.current).toMatchObject({ text: '', narrowed: false, query: { page: 2 } });
    act(() => result.current.type('relay'));
    expect(result.current.text).toBe('relay');
    rerender({ filters: { ...ALL_ORDERS, page: 2 }, onNavigate: latest });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledExactlyOnceWith(
      { ...ALL_ORDERS, search: 'relay' },
      { replace: true },
    );
    expect(result.current).toMatchObject({ narrowed: true, query: { page: 1, search: 'relay' } });
  });

  it('adopts filters from the URL (Back) without navigating', () => {
    const onNavigate = vi.fn<Navigate>();
    const { result, rerender } = renderList({ ...ALL_ORDERS, search: 'relay' }, onNavigate);
    expect(result.current.text).toBe('relay');
    rerender({ filters: { ...ALL_ORDERS, status: 'paid', page: 3 }, onNavigate });
    expect(result.current).toMatchObject({
      text: '',
      activeFilters: 1,
      filters: { ...ALL_ORDERS, status: 'paid', page: 3 },
      query: { page: 3, status: 'paid' },
    });
    act(() => result.current.goToPage(4));
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(
      { ...ALL_ORDERS, status: 'paid', page: 4 },
      { replace: false },
    );
  });

  it('drops a pending search when the page unmounts', () => {
    const onNavigate = vi.fn<Navigate>();
    const { result, unmount } = renderList(ALL_ORDERS, onNavigate);
    act(() => result.current.type('servo'));
    unmount();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
