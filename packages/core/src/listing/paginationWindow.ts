import { PAGINATION_WINDOW } from '../constants';

/**
 * The page buttons of a paged list: a sliding window of at most `size` page numbers that
 * keeps the current page centred where possible (orders list, wishlist; decisions.md).
 *
 * @example
 * paginationWindow(1, 9) // [1, 2, 3, 4, 5]
 * paginationWindow(6, 9) // [4, 5, 6, 7, 8]
 * paginationWindow(9, 9) // [5, 6, 7, 8, 9]
 */
export function paginationWindow(
  current: number,
  totalPages: number,
  size: number = PAGINATION_WINDOW,
): number[] {
  const count = Math.max(0, Math.min(size, totalPages));
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.max(1, Math.min(page - Math.floor((count - 1) / 2), totalPages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
