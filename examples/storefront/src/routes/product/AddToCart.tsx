import type { ProductView } from '@storefront-kit/core';
import { lazy } from 'react';
import { BuyBox } from '../../components/BuyBox';
import { productExtras } from './productExtrasLoader';

// The quote dialog loads through the page's deferred parts, so the page's chunk holds no loader
// of its own (with its list of the dialog's files).
const QuoteDialog = lazy(() =>
  productExtras
    .load()
    .then((m) => m.loadQuoteDialog())
    .then((m) => ({ default: m.QuoteDialog })),
);

/**
 * The detail page's quantity and Add to Cart (clamped to 1..999), or Request a Quote for a
 * product on request: the shared {@link BuyBox}.
 */
export function AddToCart({ product }: { product: ProductView }) {
  return <BuyBox product={product} quoteDialog={QuoteDialog} />;
}
