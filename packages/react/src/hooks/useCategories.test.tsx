import { HOME_CATEGORY_COUNT } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCategories } from './useCategories';

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
