import { lazyComponent } from '../Quote/lazyComponent';
import type { ProductQuickViewProps } from './ProductQuickView';

/** The quick view's code, imported when a card first opens it (its own chunk in the script-tag bundle). */
export const quickView = lazyComponent<ProductQuickViewProps>(() =>
  import('./ProductQuickView').then((module) => module.ProductQuickView),
);
