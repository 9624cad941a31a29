import type { PaginationRootProps } from '@storefront-kit/react';
import { lazy, Suspense } from 'react';
import type { PaginationRowProps } from './PaginationRow';
import './DashboardPage.css';

export type { PaginationRowClasses, ShownRange } from './PaginationRow';
export type ListPaginationProps = PaginationRowProps;

// Under the list, so not needed for its first paint: the row's code (react's Pagination with
// its strings and primitives) loads with the list's first render, its space kept meanwhile.
const PaginationRow = lazy(() =>
  import('./PaginationRow').then((m) => ({ default: m.PaginationRow })),
);

/** Whether `Pagination.Root` shows for these props: more than one page, or told to. */
function showsPagination({
  totalPages,
  total,
  perPage,
  showSinglePage,
}: Pick<PaginationRootProps, 'totalPages' | 'total' | 'perPage' | 'showSinglePage'>): boolean {
  const pages = totalPages ?? (total !== undefined && perPage ? Math.ceil(total / perPage) : 1);
  return Boolean(showSinglePage) || pages > 1;
}

/** The space a pagination row takes while its code loads (nothing when it will not show). */
function PaginationPlaceholder({ shown }: { shown: boolean }) {
  return shown ? (
    <div className="dashboard-page-pagination-placeholder" aria-hidden="true" />
  ) : null;
}

/**
 * The dashboard lists' pagination row (My Orders, rewards history, wishlist): the range summary
 * and the Previous / numbered / Next buttons (`PaginationRow`), loaded after the list's first
 * paint.
 */
export function ListPagination(props: ListPaginationProps) {
  return (
    <Suspense fallback={<PaginationPlaceholder shown={showsPagination(props)} />}>
      <PaginationRow {...props} />
    </Suspense>
  );
}
