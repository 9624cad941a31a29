import type { Storefront } from '@storefront-kit/core';
import { BANNERS_PER_PAGE } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';
import { useBanners } from './useBanners';

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
