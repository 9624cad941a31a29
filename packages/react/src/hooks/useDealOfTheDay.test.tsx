import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useDealOfTheDay } from './useDealOfTheDay';

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
