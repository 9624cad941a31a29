import { HOME_BRAND_COUNT } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBrands } from './useBrands';

describe('useBrands', () => {
  it('loads every brand, or the 8 of the home page', async () => {
    const storefront = shop();
    const all = renderHookWithProvider(() => useBrands(), { storefront });
    const home = renderHookWithProvider(() => useBrands({ per_page: HOME_BRAND_COUNT }), {
      storefront,
    });
    await waitFor(() => expect(all.result.current.status).toBe('success'));
    await waitFor(() => expect(home.result.current.status).toBe('success'));
    expect(all.result.current.data?.length).toBeGreaterThan(HOME_BRAND_COUNT);
    expect(home.result.current.data).toHaveLength(HOME_BRAND_COUNT);
    expect(home.result.current.data?.[0]?.title).not.toBe('');
  });

  it('reads any of the name fields as the title', async () => {
    const data = [{ _id: 'b1', product_brand_name: 'Omron' }];
    const { result } = renderHookWithProvider(() => useBrands(), {
      storefront: shop({ fetch: answering(200, { meta: { status: true }, data }) }),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.[0]).toMatchObject({ id: 'b1', title: 'Omron' });
  });
});
