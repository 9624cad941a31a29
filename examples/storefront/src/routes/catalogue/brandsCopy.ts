import { copyText } from '../../siteMessages';

/** The copy of /brands that core's catalogue does not hold (it loads with that page only). */
export const brandsCopy = {
  'brands.title': 'Brands',
  'brands.description':
    'Shop industrial automation products by brand: {count} genuine brands of sensors, PLCs, drives, HMIs and safety components.',
  'brands.descriptionDefault':
    'Shop industrial automation products by brand: genuine brands of sensors, PLCs, drives, HMIs and safety components.',
  'brands.lead': 'Genuine products from the automation brands engineers trust.',
  'brands.filter': 'Find a brand',
  'brands.count': 'Showing {shown} of {total} brands',
  'brands.noMatch': 'No brands match "{query}".',
  'brands.products': '{count} products',
  'brands.viewProducts': 'View {title} products',
  'brands.failed': 'Failed to load brands.',
  'brands.empty': 'No brands available at the moment.',
} as const;

/** One string of the /brands page's copy. */
export const brandsText = copyText(brandsCopy);
