import type { Pagination } from '@storefront-kit/core';

/** `{ meta: { status: true, message, pagination? }, data }`: the envelope of architecture.md. */
export function ok<T>(data: T, message = 'OK', pagination?: Pagination) {
  return {
    meta: pagination ? { status: true, message, pagination } : { status: true, message },
    data,
  };
}

/** The envelope of a refusal: `{ meta: { status: false, message }, data: null }`. */
export function fail(message: string) {
  return { meta: { status: false, message }, data: null };
}

/** Pagination meta for `total` rows; `perPage -1` means all rows on one page. */
export function paginate(page: number, perPage: number, total: number): Pagination {
  const size = perPage === -1 ? Math.max(total, 1) : perPage;
  return {
    per_page: perPage,
    page_no: page,
    total_rows: total,
    total_pages: total === 0 ? 0 : Math.ceil(total / size),
  };
}

/** Reads `page_no` and `per_page` from a query (-1 = all), with bounds. */
export function pageParams(
  query: { page_no?: unknown; per_page?: unknown },
  defaults: { perPage: number; maxPerPage?: number },
): { page: number; perPage: number; offset: number; limit: number | undefined } {
  const page = Math.max(1, Math.trunc(Number(query.page_no)) || 1);
  const requested = Math.trunc(Number(query.per_page));
  const max = defaults.maxPerPage ?? 100;
  const perPage =
    requested === -1 ? -1 : requested > 0 ? Math.min(requested, max) : defaults.perPage;
  return {
    page,
    perPage,
    offset: perPage === -1 ? 0 : (page - 1) * perPage,
    limit: perPage === -1 ? undefined : perPage,
  };
}
