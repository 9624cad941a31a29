/** A query parameter value: arrays and tuples (e.g. `price_range`) are sent comma-joined. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * Builds the query string of a request. Empty values (`undefined`, `null`, `''`, empty
 * arrays) are skipped; arrays are joined with commas, so `price_range: [0, 5000]` becomes
 * `price_range=0,5000`.
 */
export function buildSearchParams(query: QueryParams | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!query) return params;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.append(key, value.join(','));
      continue;
    }
    params.append(key, String(value));
  }
  return params;
}
