import {
  dashboardMessages,
  listingMessages,
  PAGINATION_WINDOW,
  paginationWindow,
  type ShowingRange,
  showingRange,
} from '@storefront-kit/core';
import { type ComponentPropsWithoutRef, Fragment, forwardRef, type ReactNode } from 'react';
import { useTranslator } from '../../hooks/useTranslator';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';
import { useControllableState } from '../useControllableState';

/** The strings this module shows. */
const strings = { ...dashboardMessages, ...listingMessages };

interface PaginationContextValue {
  readonly page: number;
  readonly totalPages: number;
  readonly pages: readonly number[];
  readonly range: ShowingRange | null;
  goTo(page: number): void;
}

const [PaginationContext, usePagination] = createPartContext<PaginationContextValue>(
  'Pagination',
  'Root',
);

/** Props of `Pagination.Root`. */
export interface PaginationRootProps extends ComponentPropsWithoutRef<'nav'> {
  /** The current page, 1-based (controlled). */
  page?: number;
  /** The first page when uncontrolled. @default 1 */
  defaultPage?: number;
  /** A page button, Previous or Next was chosen. */
  onPageChange?: (page: number) => void;
  /** Number of pages. @default Math.ceil(total / perPage), else 1 */
  totalPages?: number;
  /** Number of rows, for `Pagination.Summary` (and the page count when `totalPages` is absent). */
  total?: number;
  /** Rows per page, e.g. `ORDERS_PAGE_SIZE` (20) or `WISHLIST_PAGE_SIZE` (12). */
  perPage?: number;
  /** Most page buttons shown: a window sliding with the current page. @default 5 */
  windowSize?: number;
  /**
   * Render even with a single page (the spec shows pagination only with more than one).
   * @default false
   */
  showSinglePage?: boolean;
  /** Render the child element instead of a `nav`. @default false */
  asChild?: boolean;
}

/**
 * The landmark holding the controls (`nav`, labelled 'Pagination' unless `aria-label` says
 * otherwise). Renders nothing with a single page unless `showSinglePage`.
 */
const Root = forwardRef<HTMLElement, PaginationRootProps>(function PaginationRoot(
  {
    page: pageProp,
    defaultPage = 1,
    onPageChange,
    totalPages: totalPagesProp,
    total,
    perPage,
    windowSize = PAGINATION_WINDOW,
    showSinglePage = false,
    asChild,
    ...props
  },
  ref,
) {
  const t = useTranslator(strings);
  const [rawPage, setPage] = useControllableState({
    prop: pageProp,
    defaultProp: defaultPage,
    onChange: onPageChange,
    caller: 'Pagination',
  });
  const totalPages = Math.max(
    1,
    totalPagesProp ??
      (total !== undefined && perPage && perPage > 0 ? Math.ceil(total / perPage) : 1),
  );
  const page = Math.min(Math.max(rawPage, 1), totalPages);
  if (totalPages <= 1 && !showSinglePage) return null;
  const context: PaginationContextValue = {
    page,
    totalPages,
    pages: paginationWindow(page, totalPages, windowSize),
    range: total !== undefined && perPage ? showingRange(page, perPage, total) : null,
    goTo: (next) => {
      const bounded = Math.min(Math.max(next, 1), totalPages);
      if (bounded !== page) setPage(bounded);
    },
  };
  const Comp = asChild ? Slot : 'nav';
  return (
    <PaginationContext.Provider value={context}>
      <Comp aria-label={t('pagination.label')} {...props} ref={ref} />
    </PaginationContext.Provider>
  );
});

/** Props of `Pagination.Previous`, `Pagination.Next` and `Pagination.Page`. */
export interface PaginationButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Render the child element (e.g. a link) instead of a `button`. @default false */
  asChild?: boolean;
}

const StepButton = forwardRef<
  HTMLButtonElement,
  PaginationButtonProps & { direction: 1 | -1; part: 'Previous' | 'Next' }
>(function PaginationStep({ direction, part, asChild, onClick, children, ...props }, ref) {
  const pagination = usePagination(part);
  const t = useTranslator(strings);
  const atEnd = direction < 0 ? pagination.page <= 1 : pagination.page >= pagination.totalPages;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      disabled={asChild ? undefined : atEnd}
      aria-disabled={atEnd || undefined}
      data-disabled={atEnd ? '' : undefined}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, (event) => {
        if (atEnd) event.preventDefault();
        else pagination.goTo(pagination.page + direction);
      })}
    >
      {children ?? t(direction < 0 ? 'pagination.previous' : 'pagination.next')}
    </Comp>
  );
});

/** Goes one page back; disabled on the first page. Default content 'Previous'. */
const Previous = forwardRef<HTMLButtonElement, PaginationButtonProps>(
  function PaginationPrevious(props, ref) {
    return <StepButton {...props} direction={-1} part="Previous" ref={ref} />;
  },
);

/** Goes one page on; disabled on the last page. Default content 'Next'. */
const Next = forwardRef<HTMLButtonElement, PaginationButtonProps>(
  function PaginationNext(props, ref) {
    return <StepButton {...props} direction={1} part="Next" ref={ref} />;
  },
);

/** Props of `Pagination.Page`. */
export interface PaginationPageProps extends PaginationButtonProps {
  /** The page it goes to (1-based). */
  page: number;
}

/**
 * One page button: `aria-current="page"` and `data-state="active"` on the current page,
 * `data-state="inactive"` otherwise. Default content: the page number.
 */
const Page = forwardRef<HTMLButtonElement, PaginationPageProps>(function PaginationPage(
  { page, asChild, onClick, children, ...props },
  ref,
) {
  const pagination = usePagination('Page');
  const current = page === pagination.page;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-current={current ? 'page' : undefined}
      data-state={current ? 'active' : 'inactive'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => pagination.goTo(page))}
    >
      {children ?? page}
    </Comp>
  );
});

/** Props of `Pagination.Pages`. */
export interface PaginationPagesProps {
  /** Renders one page of the window. @default (page) => <Pagination.Page page={page} /> */
  children?: (page: number) => ReactNode;
}

/** The sliding window of at most 5 page numbers around the current page. */
function Pages({ children }: PaginationPagesProps) {
  const { pages } = usePagination('Pages');
  return pages.map((page) => (
    <Fragment key={page}>{children ? children(page) : <Page page={page} />}</Fragment>
  ));
}

/** Props of `Pagination.Summary`. */
export interface PaginationSummaryProps extends Omit<ComponentPropsWithoutRef<'p'>, 'children'> {
  /**
   * Renders the range shown.
   * @default ({ from, to, total }) => 'Showing {from} to {to} of {total} orders'
   * @example <Pagination.Summary>{({ from, to, total }) => `${from}-${to} of ${total}`}</Pagination.Summary>
   */
  children?: (range: ShowingRange) => ReactNode;
}

/**
 * 'Showing X to Y of Z orders' (spec 2, orders list), from Root's `total` and `perPage`.
 * Renders nothing when Root has no `total` or `perPage`.
 */
const Summary = forwardRef<HTMLParagraphElement, PaginationSummaryProps>(function PaginationSummary(
  { children, ...props },
  ref,
) {
  const { range } = usePagination('Summary');
  const t = useTranslator(strings);
  if (!range) return null;
  return (
    <p {...props} ref={ref}>
      {children ? children(range) : t('orders.showing', { ...range })}
    </p>
  );
});

/**
 * Headless pagination (spec 2 orders list; decisions.md: the wishlist too): Previous, a
 * sliding window of 5 page buttons, Next, and the 'Showing X to Y of Z' line. Parts `Root`,
 * `Previous`, `Pages`, `Page`, `Next`, `Summary`.
 *
 * @example
 * <Pagination.Root page={page} onPageChange={setPage} total={totalCount} perPage={ORDERS_PAGE_SIZE}>
 *   <Pagination.Summary />
 *   <Pagination.Previous />
 *   <Pagination.Pages />
 *   <Pagination.Next />
 * </Pagination.Root>
 */
export const Pagination = { Root, Previous, Pages, Page, Next, Summary };
