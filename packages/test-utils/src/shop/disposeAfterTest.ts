/** What the running test asked to dispose of; emptied after every test by ../setup.ts. */
const pending: { dispose(): void }[] = [];

/**
 * Disposes `thing` (a storefront, a controller…) once the running test is over, passed or failed,
 * after testing-library has unmounted what the test rendered. Returns `thing`.
 *
 * @example
 * const storefront = disposeAfterTest(makeStorefront({ guestCart: 'local' }));
 */
export function disposeAfterTest<Disposable extends { dispose(): void }>(
  thing: Disposable,
): Disposable {
  pending.push(thing);
  return thing;
}

/** Disposes everything `disposeAfterTest` collected, newest first. Only ../setup.ts calls it. */
export function disposeCollected(): void {
  for (const thing of pending.splice(0).reverse()) thing.dispose();
}
