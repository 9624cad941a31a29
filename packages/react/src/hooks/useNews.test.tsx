import { NEWS_CARD_COUNT } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNews } from './useNews';

describe('useNews', () => {
  it('loads News & Updates: a featured item and cards with tags', async () => {
    const { result } = renderHookWithProvider(() => useNews(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const news = result.current.data ?? [];
    expect(news.length).toBeGreaterThan(NEWS_CARD_COUNT);
    expect(news[0]).toMatchObject({
      title: expect.any(String),
      published_date: expect.any(String),
    });
    expect(news.some((item) => (item.tags?.length ?? 0) >= 2)).toBe(true);
  });

  it('asks for the content type it is given', async () => {
    const fetch = answering(200, { meta: { status: true }, data: [] });
    const { result } = renderHookWithProvider(() => useNews('events'), {
      storefront: shop({ fetch }),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const request = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toMatch(/content-master\/web\/list\/events$/);
  });
});
