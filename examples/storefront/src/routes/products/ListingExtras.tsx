/*
 * The listing's parts that its first paint does not need, in one chunk loaded with its first
 * render: Back to Top (shown once the page is scrolled down), and the loaders of the quick view
 * and of what is under the grid (so the page's own chunk carries no list of their files). The
 * filters are in the page's chunk: the server renders them with their choices, so a shopper
 * without JavaScript filters with them.
 */

import { BackToTop } from '@storefront-kit/react';
import { SvgIcon } from '../../components/Icon';
import './ProductsPage.css';

/** Loads the quick-view dialog (its dialog, quantity stepper and Add to Cart). */
export const loadQuickView = () => import('./QuickView');

/** Loads what is under the grid: Load More, the infinite scroll, the end message. */
export const loadListingMore = () => import('./ListingMore');

/** Back to Top's arrow (also `PageIcon`'s 'arrowUp'). */
const ARROW_UP_PATH = 'M12 19V5m-6 6 6-6 6 6';

/** The listing's Back to Top button (shown once the page is scrolled down). */
export function ListingBackToTop() {
  return (
    <BackToTop className="products-page-back-to-top">
      <SvgIcon d={ARROW_UP_PATH} />
    </BackToTop>
  );
}
