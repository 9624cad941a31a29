import { MEGA_MENU_CLOSE_MS } from '@storefront-kit/core';
import { fakeTimersInEachTest } from '@storefront-kit/test-utils/react';
import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMenuIntent } from './useMenuIntent';

fakeTimersInEachTest();

describe('useMenuIntent', () => {
  it('re-renders on hover intent and closes 150 ms after leaving', () => {
    const { result } = renderHook(() => useMenuIntent(), { wrapper: StrictMode });
    act(() => result.current.enter('brands'));
    expect(result.current).toMatchObject({ status: 'open', openId: 'brands' });
    act(() => result.current.leave());
    expect(result.current.status).toBe('closing');
    act(() => vi.advanceTimersByTime(MEGA_MENU_CLOSE_MS));
    expect(result.current).toMatchObject({ status: 'closed', openId: null });
    act(() => result.current.toggle('help'));
    expect(result.current.openId).toBe('help');
    act(() => result.current.navigate());
    expect(result.current.openId).toBeNull();
    act(() => result.current.open('about'));
    act(() => result.current.close());
    expect(result.current.openId).toBeNull();
  });

  it('takes its delays once and clears its timers on unmount', () => {
    const { result, unmount } = renderHook(() => useMenuIntent({ openDelay: 80, closeDelay: 300 }));
    act(() => result.current.enter('products'));
    expect(result.current.status).toBe('opening');
    act(() => vi.advanceTimersByTime(80));
    act(() => result.current.leave());
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.status).toBe('closing');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
