import { copyText } from '../../siteMessages';

/** The copy of /product-categories that core's catalogue does not hold (it loads with that page only). */
export const categoriesCopy = {
  'categories.title': 'Product Categories',
  'categories.description':
    'Every category of industrial automation products: sensors, switches, relays, PLC, HMI, servo drives, safety components and more.',
  'categories.lead': 'Browse the whole catalogue by category and subcategory.',
  'categories.products': '{count} products',
  'categories.viewAll': 'View all {name}',
  'categories.subcategories': 'Subcategories of {name}',
} as const;

/** One string of the /product-categories page's copy. */
export const categoriesText = copyText(categoriesCopy);
