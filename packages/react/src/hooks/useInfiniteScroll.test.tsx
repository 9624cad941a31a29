import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type UseInfiniteScrollOptions, useInfiniteScroll } from './useInfiniteScroll';

type Callback = IntersectionObserverCallback;

/** Records observers; `fire` reports the sentinel (not) intersecting. */
function stubObserver() {
  const observers: { callback: Callback; options?: IntersectionObserverInit; live: boolean }[] = [];
  class Observer {
    readonly record: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.record = { callback, options, live: false };
      observers.push(this.record);
    }
    observe() {
      this.record.live = true;
    }
    disconnect() {
      this.record.live = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observers,
    live: () => observers.filter((o) => o.live),
    fire(isIntersecting: boolean) {
      for (const o of observers.filter((x) => x.live)) {
        act(() =>
          o.callback(
            [{ isIntersecting } as IntersectionObserverEntry],
            {} as unknown as IntersectionObserver,
          ),
        );
      }
    },
  };
}

function Sentinel(props: UseInfiniteScrollOptions) {
  return <div ref={useInfiniteScroll(props)} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useInfiniteScroll', () => {
  it('calls the latest onLoadMore without observing again', () => {
    const io = stubObserver();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Sentinel onLoadMore={first} hasMore loading={false} />);
    rerender(<Sentinel onLoadMore={second} hasMore loading={false} />);
    expect(io.observers).toHaveLength(1);
    expect(io.observers[0]?.options?.rootMargin).toBe('0px 0px 200px 0px');
    io.fire(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('observes nothing while loading, without more pages, or when disabled', () => {
    const io = stubObserver();
    const onLoadMore = vi.fn();
    const { rerender, unmount } = render(<Sentinel onLoadMore={onLoadMore} hasMore loading />);
    rerender(<Sentinel onLoadMore={onLoadMore} hasMore={false} loading={false} />);
    rerender(<Sentinel onLoadMore={onLoadMore} hasMore loading={false} disabled />);
    expect(io.observers).toHaveLength(0);
    rerender(<Sentinel onLoadMore={onLoadMore} hasMore loading={false} />);
    expect(io.live()).toHaveLength(1);
    unmount();
    expect(io.live()).toHaveLength(0);
  });

  it('does nothing without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onLoadMore = vi.fn();
    expect(() =>
      render(<Sentinel onLoadMore={onLoadMore} hasMore loading={false} />),
    ).not.toThrow();
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
