/** The numbers of a 'Showing X to Y of Z' line. */
export interface ShowingRange {
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

/**
 * First and last row shown on a page (1-based), for 'Showing X to Y of Z orders'. A page past
 * the end is read as the last page; no rows give `{ from: 0, to: 0, total: 0 }`.
 *
 * @example
 * showingRange(2, 20, 45) // { from: 21, to: 40, total: 45 }
 * showingRange(3, 20, 45) // { from: 41, to: 45, total: 45 }
 */
export function showingRange(page: number, perPage: number, total: number): ShowingRange {
  if (total <= 0 || perPage <= 0) return { from: 0, to: 0, total: Math.max(0, total) };
  const lastPage = Math.ceil(total / perPage);
  const current = Math.min(Math.max(page, 1), lastPage);
  return {
    from: (current - 1) * perPage + 1,
    to: Math.min(current * perPage, total),
    total,
  };
}
