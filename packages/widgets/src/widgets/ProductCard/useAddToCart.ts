import type { ProductView } from '@storefront-kit/core';
import { type UseAddToCartResult, useAddToCart as useCartButton } from '@storefront-kit/react';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';

/**
 * The product card's and quick view's Add to Cart: React's `useAddToCart` (the spec's 500 ms
 * wait, 'Added to Cart' for 2 s, double clicks ignored, the refusal's message), and a successful
 * add dispatches `sk:add-to-cart` `{ productId, quantity }` for the host page.
 */
export function useAddToCart(product: ProductView | undefined): UseAddToCartResult {
  const env = useWidgetEnvironment();
  return useCartButton(product, { onAdded: (added) => env.emit('sk:add-to-cart', added) });
}
