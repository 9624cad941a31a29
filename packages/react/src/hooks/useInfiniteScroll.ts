import { INFINITE_SCROLL_THRESHOLD_PX } from '@storefront-kit/core';
import { type RefCallback, useEffect, useRef, useState } from 'react';

/** Options of {@link useInfiniteScroll}. */
export interface UseInfiniteScrollOptions {
  /** Asks for the next page. The caller must report it through `loading` until it settles. */
  onLoadMore: () => void;
  /** More pages exist. */
  hasMore: boolean;
  /** A page is loading: no request is made. */
  loading: boolean;
  /** Stop observing (e.g. after a failure, so the Load More button retries). @default false */
  disabled?: boolean;
  /** How close to the bottom (px) the sentinel triggers a load. @default 200 */
  threshold?: number;
  /** The scrolling ancestor; the viewport when null. @default null */
  root?: Element | null;
}

/**
 * Infinite scroll (spec 1 §2: load when within 200 px of the bottom): returns a ref for a
 * sentinel element placed after the list. An IntersectionObserver with rootMargin
 * `0px 0px {threshold}px 0px` calls `onLoadMore` once when the sentinel comes near while
 * `hasMore && !loading`; it observes afresh after each load, so a page that does not fill
 * the screen loads the next one too. Without IntersectionObserver nothing happens (keep a
 * Load More button).
 *
 * @example
 * const sentinelRef = useInfiniteScroll({ onLoadMore: store.loadMore, hasMore, loading });
 * <div ref={sentinelRef} aria-hidden />
 */
export function useInfiniteScroll(options: UseInfiniteScrollOptions): RefCallback<Element> {
  const {
    hasMore,
    loading,
    disabled = false,
    threshold = INFINITE_SCROLL_THRESHOLD_PX,
    root = null,
  } = options;
  const [node, setNode] = useState<Element | null>(null);
  const onLoadMore = useRef(options.onLoadMore);
  useEffect(() => {
    onLoadMore.current = options.onLoadMore;
  });
  const active = hasMore && !loading && !disabled;

  useEffect(() => {
    if (!node || !active || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // One request per observation: the next starts when `loading` goes back to false.
        observer.disconnect();
        onLoadMore.current();
      },
      { root, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, active, root, threshold]);

  return setNode;
}
