import { copyText } from '../../siteMessages';

/**
 * The copy of /deals, /brands, /solutions and /product-categories that core's catalogue does
 * not hold (their failures, 'Oops', Try Again, prices and stock labels are core's).
 */
export const catalogueCopy = {
  'deals.title': 'Deals of the Day',
  'deals.description':
    "Today's deals on industrial automation parts: limited-time prices on sensors, drives, HMIs and more, with GST invoices.",
  'deals.lead':
    'Limited-time prices on genuine automation parts. Up to {max} units of each deal per order.',
  'deals.featured': "Today's featured deal",
  'deals.more': 'More deals',
  'deals.limit': 'Max {max} per order',
  'deals.empty': 'No deals today. Check back tomorrow.',
  'deals.viewProduct': 'View product',

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

  'solutions.title': 'Business Solutions',
  'solutions.description':
    'Automation solutions for Indian industry: the products behind building automation, energy management, machine safety and more.',
  'solutions.lead':
    'Products grouped by the job they do: pick a solution to see everything it needs.',
  'solutions.viewProducts': 'View products',
  'solutions.viewAll': 'All solution products',
  'solutions.failed': 'Failed to load solutions.',
  'solutions.empty': 'No solutions available at the moment.',

  'categories.title': 'Product Categories',
  'categories.description':
    'Every category of industrial automation products: sensors, switches, relays, PLC, HMI, servo drives, safety components and more.',
  'categories.lead': 'Browse the whole catalogue by category and subcategory.',
  'categories.products': '{count} products',
  'categories.viewAll': 'View all {name}',
  'categories.subcategories': 'Subcategories of {name}',
} as const;

/** One string of the catalogue pages' copy. */
export const catalogueText = copyText(catalogueCopy);
