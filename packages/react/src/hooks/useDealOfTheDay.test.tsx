import type { Storefront } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';

import { useDealOfTheDay } from './useDealOfTheDay';

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

describe('useDealOfTheDay', () => {
  it('loads the deals as product views with their deal price', async () => {
    const { result } = renderHookWithProvider(() => useDealOfTheDay(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const [featured] = result.current.data ?? [];
    expect(featured?.dealPrice).toBeGreaterThan(0);
    expect(featured?.name).toEqual(expect.any(String));
  });

  it("reads the spec's deals failure message", async () => {
    const { result } = renderHookWithProvider(() => useDealOfTheDay(), {
      storefront: shop({ fetch: answering(500, 'Internal Server Error') }),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Failed to load deals. Please try again later.');
  });
});
