import { type ProductView, productUrl } from '@storefront-kit/core';
import type { MouseEvent } from 'react';
import { useWidgetEnvironment } from '../../shared/WidgetEnvironment';

/** What a link to the product page needs: its `href` and a click handler. */
export interface ProductLink {
  readonly href: string;
  onClick(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * A link to the product page (the environment's URL template): a plain click dispatches the
 * cancelable `sk:navigate` and, unless a listener prevents it, goes there; modified clicks (a
 * new tab…) stay the browser's.
 */
export function useProductLink(product: ProductView): ProductLink {
  const env = useWidgetEnvironment();
  const href = productUrl(product, env.productUrlTemplate);
  return {
    href,
    onClick(event) {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
        return;
      }
      event.preventDefault();
      env.navigate(href, product.id);
    },
  };
}
