import { advance, fakeTimersInEachTest } from '@storefront-kit/test-utils/react';
import { act, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type UseCarouselOptions, useCarousel } from './useCarousel';

fakeTimersInEachTest();

describe('useCarousel', () => {
  it('autoplays, follows new props and stops on unmount', () => {
    const initialProps: UseCarouselOptions = { count: 3, defaultIndex: 1 };
    const { result, rerender, unmount } = renderHook((props) => useCarousel(props), {
      initialProps,
    });
    expect(result.current).toMatchObject({ index: 1, count: 3, status: 'playing', canNext: true });
    advance(5000);
    expect(result.current.index).toBe(2);
    rerender({ count: 2, interval: 1000 });
    expect(result.current).toMatchObject({ index: 1, count: 2, interval: 1000 });
    advance(1000);
    expect(result.current.index).toBe(0);
    rerender({ count: 2, autoplay: false, wrap: false });
    expect(result.current).toMatchObject({ status: 'idle', canPrev: false });
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 1, canNext: false });
    rerender({ count: 2 }); // omitted props return to their defaults
    expect(result.current).toMatchObject({ status: 'playing', autoplay: true, wrap: true });
    act(() => result.current.goTo(0));
    act(() => result.current.pause('user'));
    expect(result.current.status).toBe('paused');
    act(() => result.current.resume('user'));
    act(() => result.current.prev());
    expect(result.current.index).toBe(1); // wrapped from the first slide
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps autoplaying after a StrictMode remount', () => {
    const { result } = renderHook(() => useCarousel({ count: 3 }), { wrapper: StrictMode });
    advance(5000);
    expect(result.current.index).toBe(1);
  });

  it('works without matchMedia and can ignore reduced motion and page visibility', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({
        matches: true,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { result } = renderHook(() =>
      useCarousel({ count: 2, respectReducedMotion: false, pauseWhenHidden: false }),
    );
    expect(window.matchMedia).not.toHaveBeenCalled();
    expect(result.current.status).toBe('playing');
    visibility.mockRestore();
    vi.stubGlobal('matchMedia', undefined);
    const plain = renderHook(() => useCarousel({ count: 2 }));
    expect(plain.result.current.status).toBe('playing');
  });
});
