/** The part of the Web Storage API storefront-kit uses; `localStorage` satisfies it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that never throws: reads and writes fall back to memory when the real one fails. */
export interface SafeStorage extends StorageLike {
  /** 'persistent' while the backing storage works, 'memory' once it failed (or was absent). */
  mode(): 'persistent' | 'memory';
}

function defaultStorage(): StorageLike | undefined {
  try {
    // Reading `localStorage` itself throws in sandboxed iframes and with cookies blocked.
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Wraps a storage (default `localStorage`) so that a throwing or full storage degrades to an
 * in-memory layer for the rest of the page's life instead of breaking the cart or the
 * session. When only writes fail (quota exceeded), earlier values stay readable from the
 * backing storage and new ones live in memory, so nothing the shopper did is lost in this tab.
 *
 * @param onFallback called once, with the error, when the storage first fails
 */
export function createSafeStorage(
  storage: StorageLike | undefined = defaultStorage(),
  onFallback?: (error: unknown) => void,
): SafeStorage {
  // A key present here shadows the backing storage; `null` records a removal.
  const memory = new Map<string, string | null>();
  let readable = storage;
  let writable = storage;
  let reported = !storage;
  const fail = (error: unknown, reads: boolean) => {
    writable = undefined;
    if (reads) readable = undefined;
    if (!reported) {
      reported = true;
      onFallback?.(error);
    }
  };
  return {
    mode: () => (writable ? 'persistent' : 'memory'),
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return readable?.getItem(key) ?? null;
      } catch (error) {
        fail(error, true);
        return null;
      }
    },
    setItem(key, value) {
      if (writable) {
        try {
          writable.setItem(key, value);
          memory.delete(key);
          return;
        } catch (error) {
          // QuotaExceededError or SecurityError: this and later writes stay in memory.
          fail(error, false);
        }
      }
      memory.set(key, value);
    },
    removeItem(key) {
      if (writable) {
        try {
          writable.removeItem(key);
          memory.delete(key);
          return;
        } catch (error) {
          fail(error, false);
        }
      }
      memory.set(key, null);
    },
  };
}
