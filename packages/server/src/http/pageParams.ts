import { badRequest } from './errors';

/**
 * Largest `per_page` of a list: a bound on the work and the bytes of one answer (a page of
 * 1,000 products was 2.67 MB of JSON). The spec's own page sizes are 10 to 100.
 */
export const MAX_PER_PAGE = 100;
/** Largest `page_no` (10 million rows deep at the largest page). */
export const MAX_PAGE_NO = 100_000;

/** One page of a list, as the routes and the SQL (`offset`, `limit`) read it. */
export interface PageParams {
  page: number;
  /** Rows a page; -1: every row (only where `allowAll`). */
  perPage: number;
  offset: number;
  /** `undefined` for every row. */
  limit: number | undefined;
}

export interface PageOptions {
  /** `per_page` when the query has none (-1, every row, needs `allowAll`). */
  perPage: number;
  /** Largest `per_page`. @default MAX_PER_PAGE */
  maxPerPage?: number;
  /**
   * Whether `per_page=-1` asks for every row: only the spec's small reference lists
   * (categories, subcategories, brands, badges, solutions), which core loads whole.
   * @default false
   */
  allowAll?: boolean;
}

const INTEGER = /^[+-]?\d{1,12}$/;

/** An integer parameter, trimmed; undefined when absent or empty, NaN when not an integer. */
function readInteger(query: Readonly<Record<string, unknown>>, name: string): number | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  const text = value.trim();
  if (text === '') return undefined;
  return INTEGER.test(text) ? Number(text) : Number.NaN;
}

/** `page_no`: 1 when absent; anything but an integer from 1 to `MAX_PAGE_NO` is a 400. */
export function readPageNo(query: Readonly<Record<string, unknown>>): number {
  const page = readInteger(query, 'page_no') ?? 1;
  if (!(page >= 1 && page <= MAX_PAGE_NO)) {
    throw badRequest(`page_no must be between 1 and ${MAX_PAGE_NO}`);
  }
  return page;
}

/**
 * Reads `page_no` and `per_page` of every list route, one rule for all: integers, `page_no`
 * from 1 to `MAX_PAGE_NO`, `per_page` from 1 to `maxPerPage` (-1 for every row where
 * `allowAll`); anything else, above the cap included, is a 400 that says the range
 * (`per_page must be between 1 and 100`), never a silent clamp or default.
 *
 * @example pageParams(request.query, { perPage: 20 }) // { page: 1, perPage: 20, offset: 0, limit: 20 }
 */
export function pageParams(
  query: Readonly<Record<string, unknown>>,
  options: PageOptions,
): PageParams {
  const max = options.maxPerPage ?? MAX_PER_PAGE;
  const page = readPageNo(query);
  const perPage = readInteger(query, 'per_page') ?? options.perPage;
  const all = perPage === -1 && options.allowAll === true;
  if (!all && !(perPage >= 1 && perPage <= max)) {
    throw badRequest(
      `per_page must be between 1 and ${max}${options.allowAll ? ', or -1 for all' : ''}`,
    );
  }
  return {
    page,
    perPage,
    offset: all ? 0 : (page - 1) * perPage,
    limit: all ? undefined : perPage,
  };
}
