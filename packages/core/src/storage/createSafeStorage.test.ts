import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage, type StorageLike } from './createSafeStorage';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function quotaError() {
  return Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
}

describe('createSafeStorage', () => {
  it('reads and writes through a working storage', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage(backing);
    storage.setItem('k', 'v');
    expect(backing.data.get('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
    expect(storage.mode()).toBe('persistent');
  });

  it('falls back to memory when every call throws (blocked storage)', () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const onFallback = vi.fn();
    const storage = createSafeStorage(blocked, onFallback);
    expect(storage.getItem('cart')).toBeNull();
    storage.setItem('cart', '[1]');
    expect(storage.getItem('cart')).toBe('[1]');
    storage.removeItem('cart');
    expect(storage.getItem('cart')).toBeNull();
    expect(storage.mode()).toBe('memory');
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('keeps earlier values readable when the storage is full, and new ones in memory', () => {
    const backing = memoryStorage();
    backing.data.set('token', 'old-token');
    const full: StorageLike = {
      ...backing,
      setItem: () => {
        throw quotaError();
      },
    };
    const storage = createSafeStorage(full);
    expect(storage.getItem('token')).toBe('old-token');
    storage.setItem('cart', '{"items":[]}');
    expect(storage.getItem('cart')).toBe('{"items":[]}');
    expect(storage.getItem('token')).toBe('old-token');
    expect(storage.mode()).toBe('memory');
    // A removal after the failure shadows the stale backing value.
    storage.removeItem('token');
    expect(storage.getItem('token')).toBeNull();
    expect(backing.data.get('token')).toBe('old-token');
  });

  it('shadows a backing value whose removal throws', () => {
    const backing = memoryStorage();
    backing.data.set('k', 'v');
    const storage = createSafeStorage({
      ...backing,
      removeItem: () => {
        throw new Error('nope');
      },
    });
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('works with no storage at all (server-side rendering)', () => {
    const storage = createSafeStorage(undefined);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.mode()).toBe('memory');
  });

  it('uses globalThis.localStorage by default when it exists', () => {
    const backing = memoryStorage();
    vi.stubGlobal('localStorage', backing);
    try {
      createSafeStorage().setItem('x', 'y');
      expect(backing.data.get('x')).toBe('y');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back when reading localStorage itself throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const storage = createSafeStorage();
      storage.setItem('x', 'y');
      expect(storage.getItem('x')).toBe('y');
      expect(storage.mode()).toBe('memory');
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
