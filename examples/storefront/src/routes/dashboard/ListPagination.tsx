import { Pagination, type PaginationRootProps } from '@storefront-kit/react';
import type { ReactNode } from 'react';
import shared from './DashboardPage.module.css';

/** The range `Pagination.Summary` reports: rows `from`–`to` of `total`. */
export interface ShownRange {
  from: number;
  to: number;
  total: number;
}

export interface ListPaginationProps extends Omit<PaginationRootProps, 'children' | 'className'> {
  /** The landmark's name, e.g. 'Wishlist pages'. */
  'aria-label': string;
  /** The summary line, e.g. 'Showing 1 to 12 of 30 products'. */
  summary: (range: ShownRange) => ReactNode;
  /** The accessible name of one numbered page button, e.g. 'Page 3'. */
  pageLabel: (page: number) => string;
}

/**
 * The dashboard lists' pagination row (rewards history, wishlist): the range summary and the
 * Previous / numbered / Next buttons around react's `Pagination`, in the shared page styles.
 */
export function ListPagination({ summary, pageLabel, ...props }: ListPaginationProps) {
  return (
    <Pagination.Root className={shared.pagination} {...props}>
      <Pagination.Summary className={shared.summary}>{summary}</Pagination.Summary>
      <div className={shared.pageButtons}>
        <Pagination.Previous className={shared.pageButton} />
        <Pagination.Pages>
          {(number) => (
            <Pagination.Page
              page={number}
              className={shared.pageButton}
              aria-label={pageLabel(number)}
            />
          )}
        </Pagination.Pages>
        <Pagination.Next className={shared.pageButton} />
      </div>
    </Pagination.Root>
  );
}
