/**
 * The mark every storefront-kit error carries: a symbol from the global registry, so the same
 * in every realm (an iframe, a worker's error passed back) and in every copy of the bundle on a
 * page, where the classes differ and `instanceof` fails.
 */
const STOREFRONT_ERROR: unique symbol = Symbol.for('storefront-kit.error');

/**
 * Base class of every error storefront-kit throws. Match with the `is*` guards: they recognise
 * these errors from another realm or copy of the bundle by their mark, and never another
 * library's error that happens to share a name (`ApiError`, `NetworkError`, `TimeoutError`).
 */
export class StorefrontError extends Error {
  override name: string = 'StorefrontError';
}
Object.defineProperty(StorefrontError.prototype, STOREFRONT_ERROR, { value: true });

/**
 * True for an error that carries storefront-kit's mark, from whichever realm or copy of the
 * bundle, and, when `names` are given, has one of those names (the subclass guards).
 */
export function isMarkedError(error: unknown, ...names: string[]): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { [STOREFRONT_ERROR]?: unknown })[STOREFRONT_ERROR] !== true) return false;
  return names.length === 0 || names.includes(String((error as { name?: unknown }).name));
}

export function isStorefrontError(error: unknown): error is StorefrontError {
  return error instanceof StorefrontError || isMarkedError(error);
}
