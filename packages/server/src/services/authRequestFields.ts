/**
 * The string fields of a request body before schema parsing, so core's form validators can
 * report their own messages ('Name is required') on a missing or non-string field.
 */
export function authRequestFields<K extends string>(
  body: unknown,
  keys: readonly K[],
): Record<K, string> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const fields = {} as Record<K, string>;
  for (const key of keys) {
    const value = record[key];
    fields[key] = typeof value === 'string' ? value : '';
  }
  return fields;
}
