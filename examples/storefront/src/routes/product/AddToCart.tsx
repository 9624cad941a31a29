import type { ProductView } from '@storefront-kit/core';
import { BuyBox } from '../../components/BuyBox';

/**
 * The detail page's quantity and Add to Cart (clamped to 1..999), or Request a Quote for a
 * product on request: the shared {@link BuyBox}.
 */
export function AddToCart({ product }: { product: ProductView }) {
  return <BuyBox product={product} />;
}
