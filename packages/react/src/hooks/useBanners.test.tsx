import { BANNERS_PER_PAGE } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBanners } from './useBanners';

describe('useBanners', () => {
  it('loads the carousel banners (at most 10) with their titles and links', async () => {
    const { result } = renderHookWithProvider(() => useBanners(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const banners = result.current.data ?? [];
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.length).toBeLessThanOrEqual(BANNERS_PER_PAGE);
    expect(banners[0]).toMatchObject({ image: expect.any(String), title: expect.any(String) });
  });

  it("reads 'Failed to fetch banners' when the server explains nothing", async () => {
    const { result } = renderHookWithProvider(() => useBanners(), {
      storefront: shop({ fetch: answering(502, '<html>Bad Gateway</html>') }),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Failed to fetch banners');
  });
});
