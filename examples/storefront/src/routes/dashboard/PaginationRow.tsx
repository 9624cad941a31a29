import { Pagination, type PaginationRootProps } from '@storefront-kit/react';
import type { ReactNode } from 'react';
import './DashboardPage.css';

/** The range `Pagination.Summary` reports: rows `from`–`to` of `total`. */
export interface ShownRange {
  from: number;
  to: number;
  total: number;
}

/** The classes of a row's parts, when a page styles them its own way. */
export interface PaginationRowClasses {
  /** The summary line. */
  summary: string;
  /** The box around the buttons. */
  buttons: string;
  /** Previous and Next. */
  step: string;
  /** A numbered page button. */
  page: string;
}

const LIST_CLASSES: PaginationRowClasses = {
  summary: 'dashboard-page-summary',
  buttons: 'dashboard-page-page-buttons',
  step: 'dashboard-page-page-button',
  page: 'dashboard-page-page-button',
};

export interface PaginationRowProps extends Omit<PaginationRootProps, 'children' | 'className'> {
  /** The landmark's name, e.g. 'Wishlist pages'. @default 'Pagination' */
  'aria-label'?: string;
  /** The summary line, e.g. 'Showing 1 to 12 of 30 products'. @default react's summary */
  summary?: (range: ShownRange) => ReactNode;
  /** The accessible name of one numbered page button, e.g. 'Page 3'. @default its number */
  pageLabel?: (page: number) => string;
  /** The parts' classes. @default the shared page styles */
  classes?: PaginationRowClasses;
}

/**
 * The dashboard lists' pagination row (My Orders, rewards history, wishlist): the range summary
 * and the Previous / numbered / Next buttons around react's `Pagination`, in the shared page
 * styles. Pages show it through `ListPagination`, which loads it after the list's first paint.
 */
export function PaginationRow({
  summary,
  pageLabel,
  classes = LIST_CLASSES,
  ...props
}: PaginationRowProps) {
  return (
    <Pagination.Root className="dashboard-page-pagination" {...props}>
      <Pagination.Summary className={classes.summary}>{summary}</Pagination.Summary>
      <div className={classes.buttons}>
        <Pagination.Previous className={classes.step} />
        <Pagination.Pages>
          {(number) => (
            <Pagination.Page
              page={number}
              className={classes.page}
              aria-label={pageLabel?.(number)}
            />
          )}
        </Pagination.Pages>
        <Pagination.Next className={classes.step} />
      </div>
    </Pagination.Root>
  );
}
