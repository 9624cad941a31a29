import { badRequest } from '../http/errors';

/** A parsed query string: a repeated key gives an array. */
export type RawQuery = Readonly<Record<string, unknown>>;

const POSITIVE_INT = /^\s*\d{1,9}\s*$/;

/** Longest accepted text parameter (names, titles, search). */
export const MAX_TEXT_PARAM = 200;

/** A text parameter, trimmed; undefined when absent or empty. Repeated or too long: 400. */
export function readText(query: RawQuery, name: string, max = MAX_TEXT_PARAM): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  const text = value.trim();
  if (text.length > max) throw badRequest(`${name} must be at most ${max} characters`);
  return text || undefined;
}

/** A positive integer parameter (at most `max`), else `fallback` when absent; anything else: 400. */
export function readPositiveInt(
  query: RawQuery,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const text = readText(query, name);
  if (text === undefined) return fallback;
  if (!POSITIVE_INT.test(text) || Number(text) < 1) {
    throw badRequest(`${name} must be a positive integer`);
  }
  return Math.min(Number(text), max);
}

/** The rows of one page of a list (`perPage` -1: all). */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): T[] {
  return perPage === -1 ? [...rows] : rows.slice((page - 1) * perPage, page * perPage);
}
