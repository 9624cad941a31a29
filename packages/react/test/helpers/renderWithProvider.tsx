import { createStorefront, type Storefront, type StorefrontOptions } from '@storefront-kit/core';
import { type RenderOptions, render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { inject } from 'vitest';
import { StorefrontProvider } from '../../src/provider/StorefrontProvider';
import { memoryStorage } from '../memoryStorage';

export { memoryStorage };

/** The real reference server of this test run (see test/globalSetup.ts). */
export const apiUrl = () => inject('apiUrl');

/** The seeded demo customer (packages/server/src/seed). */
export const DEMO = { login: 'demo@storefront-kit.dev', password: 'Demo@12345' } as const;

/**
 * A storefront for a test: the real server by default, an in-memory storage, no cross-tab
 * listeners. Pass `fetch` to stub the network (MSW is for stories and hook unit tests).
 */
export function makeStorefront(options: Partial<StorefrontOptions> = {}): Storefront {
  return createStorefront({
    baseUrl: apiUrl(),
    storage: memoryStorage(),
    crossTab: false,
    retry: 0,
    ...options,
  });
}

/** Renders `ui` inside a StorefrontProvider; returns testing-library's result and the storefront. */
export function renderWithProvider(
  ui: ReactElement,
  options: { storefront?: Storefront; render?: RenderOptions } = {},
) {
  const storefront = options.storefront ?? makeStorefront();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
  );
  return { storefront, ...render(ui, { wrapper, ...options.render }) };
}

/** Renders a hook inside a StorefrontProvider. */
export function renderHookWithProvider<Result>(
  hook: () => Result,
  options: { storefront?: Storefront } = {},
) {
  const storefront = options.storefront ?? makeStorefront();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <StorefrontProvider storefront={storefront}>{children}</StorefrontProvider>
  );
  return { storefront, ...renderHook(hook, { wrapper }) };
}
