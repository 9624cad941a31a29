/** A string field of the navigation state (`useLocation().state`), which may hold anything. */
export function stateString(state: unknown, key: string): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() ? value : null;
}
