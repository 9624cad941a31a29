import { runInNewContext } from 'node:vm';

/**
 * An error of storefront-kit as it arrives from another realm (an iframe, another copy of the
 * bundle): made in a fresh V8 context by a class of its own that carries the registered mark, so
 * neither `instanceof` nor this realm's `Error` matches it.
 */
export function foreignStorefrontError(name: string, message = 'x'): Error {
  return runInNewContext(
    `class StorefrontError extends Error {}
     Object.defineProperty(StorefrontError.prototype, Symbol.for('storefront-kit.error'), { value: true });
     const error = new StorefrontError(message);
     error.name = name;
     error`,
    { name, message },
  ) as Error;
}

/** Another library's error that shares a name with one of ours (many have an `ApiError`). */
export const namesake = (name: string): Error => Object.assign(new Error('x'), { name });
