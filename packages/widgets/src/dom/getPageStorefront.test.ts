import { memoryStorage } from '@storefront-kit/test-utils/shop';
import { afterEach, describe, expect, inject, test, vi } from 'vitest';
import { disposePageStorefront, getPageStorefront } from './getPageStorefront';
import { resetReported } from './reportOnce';

const apiUrl = () => inject('apiUrl');
const options = () => ({
  baseUrl: apiUrl(),
  storage: memoryStorage(),
  crossTab: false as const,
  retry: 0,
});
const SLOT = Symbol.for('storefront-kit.storefront');

afterEach(() => {
  disposePageStorefront();
  resetReported();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const product = { id: 'p-1', name: 'Omron E2E Proximity Sensor', price: 125_000, image: '/p1.jpg' };

describe('getPageStorefront', () => {
  test('creates one storefront and returns it to every later call', () => {
    const first = getPageStorefront(options());
    expect(getPageStorefront(options())).toBe(first);
    expect(getPageStorefront({ baseUrl: `${apiUrl()}/` })).toBe(first);
  });

  test('is shared through globalThis under a registered symbol (a second copy of the package)', () => {
    const first = getPageStorefront(options());
    expect(Reflect.get(globalThis, SLOT)).toEqual({ storefront: first, baseUrl: apiUrl() });
  });

  test('a different baseUrl warns once (in every build) and returns the existing storefront', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubEnv('NODE_ENV', 'production'); // the script tag's build: said there too
    const first = getPageStorefront(options());
    expect(getPageStorefront({ baseUrl: 'https://other.example.in/api/v1' })).toBe(first);
    expect(getPageStorefront({ baseUrl: 'https://other.example.in/api/v1' })).toBe(first);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `[storefront-kit] One storefront serves every widget on a page:\ndata-api "https://other.example.in/api/v1" is ignored; the page's widgets use "${apiUrl()}". Give every widget the same data-api (or set it once, on the script tag).`,
    );
  });

  test('a guest gets a local cart by default (decisions.md)', async () => {
    const shop = getPageStorefront(options());
    const result = await shop.cart.add(product, 2);
    expect(result.status).not.toBe('login-required');
    expect(shop.cart.state.value.items.map((item) => [item.id, item.quantity])).toEqual([
      ['p-1', 2],
    ]);
  });

  test('honours guestCart: login-required', async () => {
    const shop = getPageStorefront({ ...options(), guestCart: 'login-required' });
    await shop.cart.add(product, 1);
    expect(shop.cart.state.value.items).toEqual([]);
  });

  test('disposePageStorefront disposes it and the next call creates a new one', () => {
    const first = getPageStorefront(options());
    const dispose = vi.spyOn(first, 'dispose');
    disposePageStorefront();
    expect(dispose).toHaveBeenCalledTimes(1);
    expect(Reflect.get(globalThis, SLOT)).toBeUndefined();
    expect(getPageStorefront(options())).not.toBe(first);
    disposePageStorefront();
    disposePageStorefront();
    expect(Reflect.get(globalThis, SLOT)).toBeUndefined();
  });

  describe('a broken environment', () => {
    test('storage that throws on every call: the cart still works, in memory', async () => {
      const broken = {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
        removeItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
      };
      const shop = getPageStorefront({ ...options(), storage: broken });
      await shop.cart.load();
      await shop.cart.add(product, 3);
      expect(shop.cart.state.value.items.map((item) => item.quantity)).toEqual([3]);
      expect(shop.cart.totals.value.subtotal).toBe(375_000);
    });

    test('a localStorage whose very access throws (cookies blocked)', async () => {
      vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      const shop = getPageStorefront({ baseUrl: apiUrl(), crossTab: false, retry: 0 });
      await shop.cart.add(product, 1);
      expect(shop.cart.state.value.items).toHaveLength(1);
    });

    test('a corrupt stored cart becomes an empty cart with a dev warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const storage = memoryStorage();
      storage.setItem('sk:cart', '{"items": [not json');
      const shop = getPageStorefront({ ...options(), storage });
      await shop.cart.load();
      expect(shop.cart.state.value.items).toEqual([]);
      expect(storage.getItem('sk:cart')).toBeNull();
      expect(warn).toHaveBeenCalledWith(
        '[storefront-kit] The saved cart could not be read; it was replaced with an empty cart.',
        expect.anything(),
      );
      await shop.cart.add(product, 1);
      expect(shop.cart.state.value.items).toHaveLength(1);
    });
  });
});
