import type { SearchAnswer, Suggestion } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { disposeAfterTest, makeStorefront } from '@storefront-kit/test-utils/shop';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSearch } from './useSearch';

const storefront = () => disposeAfterTest(makeStorefront());

const answer = (names: string[], total = names.length): SearchAnswer<Suggestion> => ({
  suggestions: names.map((name, i) => ({ id: `p${i}`, name })),
  total,
});

describe('useSearch against the reference server', () => {
  it('debounces, then shows real suggestions (at most 8 on desktop)', async () => {
    const { result } = renderHookWithProvider(() => useSearch(), { storefront: storefront() });
    expect(result.current.view).toBe('closed');
    act(() => result.current.setQuery('relay'));
    expect(result.current.query).toBe('relay');
    // Nothing is asked before the 300 ms debounce ran out.
    expect(result.current.status).toBe('idle');
    await waitFor(() => expect(result.current.view).toBe('results'));
    expect(result.current.suggestions.length).toBeGreaterThan(0);
    expect(result.current.suggestions.length).toBeLessThanOrEqual(8);
    expect(result.current.total).toBeGreaterThanOrEqual(result.current.suggestions.length);
    expect(result.current.getInputProps()).toMatchObject({
      role: 'combobox',
      'aria-expanded': true,
      value: 'relay',
    });
  });

  it('shows the empty view for a term nothing matches', async () => {
    const { result } = renderHookWithProvider(() => useSearch(), { storefront: storefront() });
    act(() => result.current.setQuery('qqzzxxnothing'));
    await waitFor(() => expect(result.current.view).toBe('empty'));
    expect(result.current.suggestions).toEqual([]);
  });
});

describe('useSearch', () => {
  it('throws outside a StorefrontProvider', () => {
    expect(() => renderHook(() => useSearch())).toThrow(
      'useStorefront must be used within a StorefrontProvider',
    );
  });

  it('asks for 6 suggestions on mobile and 8 on desktop, and a given limit after a change', async () => {
    vi.useFakeTimers();
    try {
      const search = vi.fn(async () => answer(['Relay']));
      let props: { mobile: boolean; limit?: number } = { mobile: true };
      const { result, rerender } = renderHookWithProvider(() => useSearch({ search, ...props }), {
        storefront: storefront(),
      });
      act(() => result.current.setQuery('re'));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(search).toHaveBeenLastCalledWith('re', expect.objectContaining({ limit: 6 }));

      props = { mobile: false };
      rerender();
      act(() => result.current.setQuery('rel'));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(search).toHaveBeenLastCalledWith('rel', expect.objectContaining({ limit: 8 }));

      props = { mobile: false, limit: 3 };
      rerender();
      act(() => result.current.setQuery('rela'));
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(search).toHaveBeenLastCalledWith('rela', expect.objectContaining({ limit: 3 }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the popular searches on mobile with an empty focused box', () => {
    let mobile = false;
    const { result, rerender } = renderHookWithProvider(
      () => useSearch({ search: async () => answer([]), mobile }),
      { storefront: storefront() },
    );
    act(() => result.current.getInputProps().onFocus());
    expect(result.current.view).toBe('closed');
    mobile = true;
    rerender();
    expect(result.current.view).toBe('popular');
    expect(result.current.popularSearches).toEqual([
      'Sensors',
      'Switches',
      'Relays',
      'PLC',
      'HMI',
      'Servo Drives',
    ]);
  });

  it('calls the latest onSubmit and onSelect', () => {
    const first = vi.fn();
    const second = vi.fn();
    const select = vi.fn();
    let onSubmit = first;
    const { result, rerender } = renderHookWithProvider(
      () => useSearch({ search: async () => answer([]), onSubmit, onSelect: select }),
      { storefront: storefront() },
    );
    onSubmit = second;
    rerender();
    act(() => result.current.setQuery('  plc  '));
    act(() => {
      expect(result.current.submit()).toBe('plc');
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('plc');
    const item = { id: 'p1', name: 'PLC' };
    act(() => result.current.select(item));
    expect(select).toHaveBeenCalledWith(item);
  });

  it('closes the panel on a failure and reports it to onError', async () => {
    const onError = vi.fn();
    const failure = new Error('offline');
    const { result } = renderHookWithProvider(
      () => useSearch({ search: () => Promise.reject(failure), onError, debounceMs: 0 }),
      { storefront: storefront() },
    );
    act(() => result.current.setQuery('relay'));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    expect(result.current.status).toBe('error');
    expect(result.current.view).toBe('closed');
  });

  it('aborts the request in flight when the component unmounts', async () => {
    let seen: AbortSignal | undefined;
    const { result, unmount } = renderHookWithProvider(
      () =>
        useSearch({
          debounceMs: 0,
          search: (_q, { signal }) => {
            seen = signal;
            return new Promise(() => {});
          },
        }),
      { storefront: storefront() },
    );
    act(() => result.current.setQuery('relay'));
    await waitFor(() => expect(seen).toBeDefined());
    expect(seen?.aborted).toBe(false);
    unmount();
    expect(seen?.aborted).toBe(true);
  });
});
