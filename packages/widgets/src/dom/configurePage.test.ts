import { afterEach, expect, test } from 'vitest';
import { configurePage, getPageConfig, resetPageConfig } from './configurePage';

afterEach(() => resetPageConfig());

test('is empty before any call', () => {
  expect(getPageConfig()).toEqual({});
});

test('merges later calls into earlier ones; undefined clears a key', () => {
  configurePage({ api: '/api/v1', theme: 'dark' });
  expect(configurePage({ guestCart: 'login-required', theme: undefined })).toEqual({
    api: '/api/v1',
    guestCart: 'login-required',
    theme: undefined,
  });
  expect(getPageConfig().theme).toBeUndefined();
  expect(getPageConfig().api).toBe('/api/v1');
});

test('lives on globalThis under a registered symbol, so a second copy of the package shares it', () => {
  configurePage({ api: 'https://shop.example.in/api/v1' });
  const slot = Reflect.get(globalThis, Symbol.for('storefront-kit.config'));
  expect(slot).toEqual({ api: 'https://shop.example.in/api/v1' });
  resetPageConfig();
  expect(Reflect.get(globalThis, Symbol.for('storefront-kit.config'))).toBeUndefined();
  expect(getPageConfig()).toEqual({});
});
