import { copyText } from '../../siteMessages';

/** The copy of the product page that core's catalogue does not hold (it loads with the page). */
export const productCopy = {
  'product.description': '{name}: {price}. {brand}. Order online with a GST invoice.',
  'product.breadcrumb': 'Breadcrumb',
  'product.gallery': 'Product images',
  'product.image': 'Image {index} of {count}',
  'product.previousImage': 'Previous image',
  'product.nextImage': 'Next image',
  'product.cartSummary': 'In your cart: {count} items, {total}',
  'product.tabsLabel': 'Product details',
  'product.specifications': 'Specifications',
  'product.hsn': 'HSN code: {code}',
  'product.expertsBody':
    'Not sure this is the right part? Our application engineers help with selection and commissioning.',
  'product.expertsEmail': 'Email {email}',
  'product.expertsPhone': 'Call {phone}',
  'product.expertsChat': 'Chat on WhatsApp',
  'product.reviewsFailed': 'Failed to load reviews.',
  'product.reviewBy': '{name}, {date}',
  'product.ratingOutOf': '{rating} out of 5',
  'product.loading': 'Loading product…',
} as const;

/** One string of the product page's copy. */
export const productText = copyText(productCopy);
