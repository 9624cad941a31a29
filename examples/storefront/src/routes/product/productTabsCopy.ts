import { copyText } from '../../siteMessages';

/** The copy of the product page's tabs that core's catalogue does not hold (loaded with them). */
export const productTabsCopy = {
  'product.tabsLabel': 'Product details',
  'product.specifications': 'Specifications',
  'product.expertsBody':
    'Not sure this is the right part? Our application engineers help with selection and commissioning.',
  'product.expertsEmail': 'Email {email}',
  'product.expertsPhone': 'Call {phone}',
  'product.expertsChat': 'Chat on WhatsApp',
  'product.reviewsFailed': 'Failed to load reviews.',
  'product.reviewBy': '{name}, {date}',
} as const;

/** One string of the product tabs' copy. */
export const productTabsText = copyText(productTabsCopy);
