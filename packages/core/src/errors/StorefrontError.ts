/**
 * Base class of every error storefront-kit throws. Match with the `is*` guards, which also
 * check `name`, so they work across realms (iframes, a second copy of the bundle).
 */
export class StorefrontError extends Error {
  override name: string = 'StorefrontError';
}

export function isStorefrontError(error: unknown): error is StorefrontError {
  return (
    error instanceof StorefrontError ||
    (error instanceof Error &&
      /^(StorefrontError|ApiError|NetworkError|TimeoutError|ResponseValidationError|PaymentProviderError)$/.test(
        error.name,
      ))
  );
}
