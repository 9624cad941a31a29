import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { describe, expect, it } from 'vitest';
import { useSuggestionView } from './useSuggestionView';

const ITEM = {
  id: 'prd_000042',
  name: 'Omron MY2N Relay',
  image: '/media/products/my2n.svg',
  brand: 'Omron',
  price: 0,
  is_stock_available: false,
  relevance_score: 61.2,
};

describe('useSuggestionView', () => {
  it("resolves the picture against the API and uses the storefront's messages", () => {
    const storefront = shop({
      baseUrl: 'https://api.shop.example.in/api/v1',
      messages: { 'product.priceOnRequest': 'Ask for a price' },
    });
    const { result, rerender } = renderHookWithProvider(() => useSuggestionView(ITEM), {
      storefront,
    });
    expect(result.current).toMatchObject({
      image: storefront.assetUrl('/media/products/my2n.svg'),
      price: 'Ask for a price',
      priceState: 'on-request',
      stock: 'Out of Stock',
      stockState: 'out-of-stock',
      match: '61% match',
      meta: 'Omron',
    });
    expect(result.current.image).toMatch(
      /^https:\/\/api\.shop\.example\.in\/media\/products\/my2n\.svg$/,
    );
    // The same suggestion gives the same view (no new object each render).
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
