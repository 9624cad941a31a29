import type { Storefront } from '@storefront-kit/core';
import { StorefrontProvider } from '@storefront-kit/react';
import { type RenderOptions, render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { makeStorefront } from '../shop/storefront';

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
