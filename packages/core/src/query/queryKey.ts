/** One part of a query key: a name, an id, or a plain object of parameters. */
export type QueryKeyPart =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryKeyPart[]
  | { readonly [name: string]: QueryKeyPart };

/**
 * What identifies a cached query: a list from the general to the specific, so a prefix names a
 * group (`['orders']` covers every orders list and every order).
 *
 * @example ['product', 'prd_000042']
 * @example ['orders', 'list', { page_no: 2, search: 'relay' }]
 */
export type QueryKey = readonly QueryKeyPart[];

// Object keys sorted and undefined members dropped: `{ a: 1, b: undefined }` is `{ a: 1 }`.
const canonical = (_name: string, value: unknown): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .filter((name) => record[name] !== undefined)
      .map((name) => [name, record[name]]),
  );
};

/**
 * The key as a string: equal for keys that mean the same thing (object member order and
 * undefined members do not matter).
 *
 * @example hashQueryKey(['orders', { page_no: 1, search: undefined }]) === hashQueryKey(['orders', { page_no: 1 }])
 */
export function hashQueryKey(key: QueryKey): string {
  return JSON.stringify(key, canonical);
}

/**
 * True when `prefix` is the start of `key`, part by part (the empty prefix matches every key).
 *
 * @example matchesQueryKey(['orders', 'detail', 'ord_1'], ['orders']) // true
 */
export function matchesQueryKey(key: QueryKey, prefix: QueryKey): boolean {
  if (prefix.length > key.length) return false;
  return prefix.every((part, index) => hashQueryKey([part]) === hashQueryKey([key[index]]));
}
