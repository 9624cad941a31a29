import { createTranslator, type ListingStatus, listingMessages } from '@storefront-kit/core';
import { type ComponentPropsWithoutRef, forwardRef, useContext, useMemo } from 'react';
import { useInfiniteScroll } from '../../hooks/useInfiniteScroll';
import { StorefrontContext } from '../../provider/StorefrontContext';
import { composeEventHandlers, createPartContext, Slot, useComposedRefs } from '../primitives';

/**
 * Where the list stands (the listing store's statuses): `loading` is the first page,
 * `loading-more` a further one, `end` means every item is loaded.
 */
export type InfiniteListStatus = ListingStatus;

interface InfiniteListContextValue {
  readonly status: InfiniteListStatus;
  /** A page is loading. */
  readonly busy: boolean;
  /** More items exist and the list has not ended. */
  readonly more: boolean;
  /** Another page can be requested now (more exist, nothing loading). */
  readonly canLoadMore: boolean;
  /** Every item is loaded. */
  readonly ended: boolean;
  readonly threshold: number | undefined;
  readonly scrollRoot: Element | null | undefined;
  loadMore(): void;
  readonly t: ReturnType<typeof createTranslator<typeof listingMessages>>;
}

const [InfiniteListContext, useListContext] = createPartContext<InfiniteListContextValue>(
  'InfiniteList',
  'Root',
);

export interface InfiniteListRootProps extends ComponentPropsWithoutRef<'div'> {
  /** The list's status; `loading`/`loading-more` hold further requests. */
  status: InfiniteListStatus;
  /** More items exist on the server. */
  hasMore: boolean;
  /** Requests the next page (from the sentinel or the Load More button). */
  onLoadMore: () => void;
  /** How close to the bottom (px) the sentinel loads the next page. @default 200 */
  threshold?: number;
  /** The scrolling ancestor observed by the sentinel; the viewport when null. @default null */
  scrollRoot?: Element | null;
  asChild?: boolean;
}

/**
 * An infinitely scrolling list (spec 1 §2, product listing): a sentinel loads the next page
 * when it comes within 200 px of the bottom, a Load More Products button does the same by
 * hand, and an end message shows once every item is loaded. Not after a failure: the
 * sentinel stops and the button retries. `data-state` is the status; `aria-busy` while loading.
 *
 * @example
 * <InfiniteList.Root status={status} hasMore={hasMore} onLoadMore={store.loadMore}>
 *   <ul>{items.map((p) => <li key={p.id}>{p.name}</li>)}</ul>
 *   <InfiniteList.Sentinel />
 *   <InfiniteList.Loading />
 *   <InfiniteList.LoadMore />
 *   <InfiniteList.End />
 * </InfiniteList.Root>
 */
const Root = forwardRef<HTMLDivElement, InfiniteListRootProps>(function InfiniteListRoot(
  { status, hasMore, onLoadMore, threshold, scrollRoot, asChild = false, ...props },
  ref,
) {
  const storefront = useContext(StorefrontContext);
  const overrides = storefront?.messages;
  const t = useMemo(() => createTranslator(listingMessages, overrides), [overrides]);
  const busy = status === 'loading' || status === 'loading-more';
  const more = hasMore && status !== 'end';
  const context: InfiniteListContextValue = {
    status,
    busy,
    more,
    canLoadMore: more && !busy,
    ended: !more && !busy && status !== 'idle' && status !== 'error',
    threshold,
    scrollRoot,
    loadMore: onLoadMore,
    t,
  };
  const Comp = asChild ? Slot : 'div';
  return (
    <InfiniteListContext.Provider value={context}>
      <Comp aria-busy={busy || undefined} data-state={status} {...props} ref={ref} />
    </InfiniteListContext.Provider>
  );
});

export interface InfiniteListSentinelProps extends ComponentPropsWithoutRef<'div'> {}

/**
 * The invisible element after the items, observed with rootMargin `0px 0px 200px 0px`: when it
 * comes near and another page can load (more exist, not loading, no failure), `onLoadMore` runs.
 */
const Sentinel = forwardRef<HTMLDivElement, InfiniteListSentinelProps>(
  function InfiniteListSentinel(props, forwardedRef) {
    const list = useListContext('Sentinel');
    const sentinelRef = useInfiniteScroll({
      onLoadMore: list.loadMore,
      hasMore: list.more,
      loading: list.busy,
      disabled: list.status === 'error',
      threshold: list.threshold,
      root: list.scrollRoot,
    });
    const ref = useComposedRefs(forwardedRef, sentinelRef);
    return <div aria-hidden="true" data-state={list.status} {...props} ref={ref} />;
  },
);

export interface InfiniteListLoadMoreProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/**
 * The 'Load More Products' button (the fallback to scrolling, and the retry after a failure).
 * Rendered while more items exist; `aria-disabled` (focus kept) while a page loads.
 */
const LoadMore = forwardRef<HTMLButtonElement, InfiniteListLoadMoreProps>(
  function InfiniteListLoadMore({ asChild = false, children, ...props }, ref) {
    const list = useListContext('LoadMore');
    if (!list.more) return null;
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        type={asChild ? undefined : 'button'}
        aria-disabled={list.busy || undefined}
        data-state={list.status}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(props.onClick, () => {
          if (list.canLoadMore) list.loadMore();
        })}
      >
        {children ?? list.t('listing.loadMore')}
      </Comp>
    );
  },
);

export interface InfiniteListLoadingProps extends ComponentPropsWithoutRef<'div'> {}

/**
 * A polite status region, always rendered so screen readers hear the change; its content
 * ('Loading more products...' unless you pass children) shows only while a page loads.
 */
const Loading = forwardRef<HTMLDivElement, InfiniteListLoadingProps>(function InfiniteListLoading(
  { children, ...props },
  ref,
) {
  const list = useListContext('Loading');
  return (
    <div role="status" data-state={list.busy ? 'loading' : 'idle'} {...props} ref={ref}>
      {list.busy ? (children ?? list.t('listing.loadingMore')) : null}
    </div>
  );
});

export interface InfiniteListEndProps extends ComponentPropsWithoutRef<'p'> {
  asChild?: boolean;
}

/** The end message ("You've reached the end of the list" unless you pass children). */
const End = forwardRef<HTMLParagraphElement, InfiniteListEndProps>(function InfiniteListEnd(
  { asChild = false, children, ...props },
  ref,
) {
  const list = useListContext('End');
  if (!list.ended) return null;
  const Comp = asChild ? Slot : 'p';
  return (
    <Comp {...props} ref={ref}>
      {children ?? list.t('listing.end')}
    </Comp>
  );
});

/** Headless infinite list parts: `Root`, `Sentinel`, `LoadMore`, `Loading`, `End`. */
export const InfiniteList = { Root, Sentinel, LoadMore, Loading, End };
