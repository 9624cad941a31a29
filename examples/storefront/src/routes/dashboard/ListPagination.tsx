import { Pagination, type PaginationRootProps } from '@storefront-kit/react';
import type { ReactNode } from 'react';
import './DashboardPage.css';

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
    <Pagination.Root className="dashboard-page-pagination" {...props}>
      <Pagination.Summary className="dashboard-page-summary">{summary}</Pagination.Summary>
      <div className="dashboard-page-page-buttons">
        <Pagination.Previous className="dashboard-page-page-button" />
        <Pagination.Pages>
          {(number) => (
            <Pagination.Page
              page={number}
              className="dashboard-page-page-button"
              aria-label={pageLabel(number)}
            />
          )}
        </Pagination.Pages>
        <Pagination.Next className="dashboard-page-page-button" />
      </div>
    </Pagination.Root>
  );
}
