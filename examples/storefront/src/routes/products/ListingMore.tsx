import { listingMessages } from '@storefront-kit/core';
import { InfiniteList, type InfiniteListStatus, useTranslator } from '@storefront-kit/react';
import './ProductsPage.css';

/** Props of {@link ListingMore}. */
export interface ListingMoreProps {
  /** The list's status (`useProductList`). */
  status: InfiniteListStatus;
  /** Another page can be asked for (or retried after a failure). */
  hasMore: boolean;
  /** Loads the next page (or retries the failed one). */
  onLoadMore(): void;
  /** The button's text. @default 'Load More Products' */
  loadMoreLabel?: string;
}

/**
 * Under a product grid (the listing, the search results): the infinite scroll's sentinel,
 * 'Loading more products...', Load More and "You've reached the end of the list". Below the
 * first view, so it loads after the first paint (its space is kept meanwhile: `'products-page-more'`).
 */
export function ListingMore({ status, hasMore, onLoadMore, loadMoreLabel }: ListingMoreProps) {
  const t = useTranslator(listingMessages);
  return (
    <InfiniteList.Root
      className="products-page-more"
      status={status}
      hasMore={hasMore}
      onLoadMore={onLoadMore}
    >
      <InfiniteList.Sentinel />
      <InfiniteList.Loading className="products-page-loading-more" />
      <InfiniteList.LoadMore className="button button-secondary products-page-load-more">
        {loadMoreLabel ?? t('listing.loadMore')}
      </InfiniteList.LoadMore>
      <InfiniteList.End className="products-page-end" />
    </InfiniteList.Root>
  );
}
