import { deferred } from '../../components/deferred';

/**
 * The product page's parts that its first view does not need (`ProductExtras`: the tabs with
 * DOMPurify and the reviews, the related products, the share menu, the JSON-LD, and the quote
 * dialog's loader). They load when the browser is first idle (while the product itself loads,
 * on a first visit), or at once when a visitor reaches for one of them.
 */
export const productExtras = deferred(() => import('./ProductExtras'));
