import type { Storefront } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';

import { useTestimonials } from './useTestimonials';

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

describe('useTestimonials', () => {
  it('loads the testimonials with their ratings', async () => {
    const { result } = renderHookWithProvider(() => useTestimonials(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const [first] = result.current.data ?? [];
    expect(first).toMatchObject({ name: expect.any(String), testimonial: expect.any(String) });
    for (const item of result.current.data ?? []) {
      expect(item.rating ?? 5).toBeGreaterThanOrEqual(1);
      expect(item.rating ?? 1).toBeLessThanOrEqual(5);
    }
  });

  it('an empty list is a success (the UI says none are available)', async () => {
    const { result } = renderHookWithProvider(() => useTestimonials(), {
      storefront: shop({ fetch: answering(200, { meta: { status: true }, data: [] }) }),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([]);
  });
});
