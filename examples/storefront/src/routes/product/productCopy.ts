import { copyText } from '../../siteMessages';

/**
 * The copy of the product page's first view that core's catalogue does not hold (it loads with
 * the page; the tabs' copy is `productTabsCopy`, loaded with them).
 */
export const productCopy = {
  'product.description': '{name}: {price}. {brand}. Order online with a GST invoice.',
  'product.breadcrumb': 'Breadcrumb',
  'product.gallery': 'Product images',
  'product.image': 'Image {index} of {count}',
  'product.previousImage': 'Previous image',
  'product.nextImage': 'Next image',
  'product.cartSummary': 'In your cart: {count} items, {total}',
  'product.hsn': 'HSN code: {code}',
  'product.loading': 'Loading product…',
} as const;

/** One string of the product page's copy. */
export const productText = copyText(productCopy);
