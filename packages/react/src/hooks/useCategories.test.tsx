import type { Storefront } from '@storefront-kit/core';
import { HOME_CATEGORY_COUNT } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';
import { useCategories } from './useCategories';

const stores: Storefront[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});
const shop = (options: Parameters<typeof makeStorefront>[0] = {}) => {
  const storefront = makeStorefront({ autoLoad: false, ...options });
  stores.push(storefront);
  return storefront;
};
/** A fetch answering every request with `status` and `body`. */
const answering = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof globalThis.fetch;

describe('useCategories', () => {
  it('loads every category with its product count from the real server', async () => {
    const { result } = renderHookWithProvider(() => useCategories(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.length).toBeGreaterThan(HOME_CATEGORY_COUNT);
    expect(result.current.data?.[0]).toMatchObject({
      product_category_name: expect.any(String),
      product_count: expect.any(Number),
    });
  });

  it('loads the 8 categories of the home page', async () => {
    const { result } = renderHookWithProvider(
      () => useCategories({ per_page: HOME_CATEGORY_COUNT }),
      { storefront: shop() },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toHaveLength(HOME_CATEGORY_COUNT);
  });

  it("reads 'Failed to fetch categories' when the server explains nothing", async () => {
    const storefront = shop({ fetch: answering(503, 'Service Unavailable') });
    const { result } = renderHookWithProvider(() => useCategories(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Failed to fetch categories');
  });
});
