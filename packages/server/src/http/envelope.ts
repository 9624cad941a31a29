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

/** The list routes' `page_no` / `per_page` rule lives in pageParams.ts. */
export { pageParams } from './pageParams';
