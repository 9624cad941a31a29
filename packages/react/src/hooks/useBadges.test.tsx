import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useBadges } from './useBadges';

describe('useBadges', () => {
  it('loads every badge', async () => {
    const { result } = renderHookWithProvider(() => useBadges(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.length).toBeGreaterThan(0);
    expect(result.current.data?.[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
    });
  });

  it('reports a network failure', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const { result } = renderHookWithProvider(() => useBadges(), { storefront: shop({ fetch }) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({
      kind: 'network',
      message: 'Cannot reach the shop. Check your connection and try again.',
    });
  });
});
