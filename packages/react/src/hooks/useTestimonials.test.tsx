import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useTestimonials } from './useTestimonials';

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
