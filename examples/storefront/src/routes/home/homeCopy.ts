import { copyText } from '../../siteMessages';

/** The copy of the home page that core's catalogue does not hold (it loads with the page). */
export const homeCopy = {
  'home.title': 'Industrial Automation Parts Online',
  'home.description':
    'Buy sensors, switches, relays, PLC, HMI, servo drives and safety components online in India. Genuine brands, GST invoices, prices in rupees.',
  'home.bannersLabel': 'Offers',
  'home.aboutTitle': 'Automation and robotics parts since {founded}',
  'home.aboutBody':
    '{description} From our warehouse in {city}, {state} we ship to plants and machine builders across India, with GST invoices and help from application engineers.',
  'home.aboutCta': 'Browse all products',
  'home.categoriesTitle': 'Shop by Category',
  'home.categoryProducts': '{count} products',
  'home.bestSellersTitle': 'Best Selling Products',
  'home.bestSellersEmpty': 'No best sellers this month yet.',
  'home.bestSellersFailed': 'Failed to load best sellers.',
  'home.brandsTitle': 'Shop by Brand',
  'home.brandsEmpty': 'No brands available at the moment.',
  'home.brandsFailed': 'Failed to load brands.',
  'home.brandProducts': '{title} products',
  'home.testimonialsTitle': 'What Our Customers Say',
  'home.testimonialsFailed': 'Failed to load testimonials.',
  'home.newsTitle': 'News & Updates',
  'home.newsEmpty': 'No news at the moment.',
  'home.newsFailed': 'Failed to load news.',
  'home.readMore': 'Read more',
  'home.awardsTitle': 'Trusted by Indian industry',
  'home.awardsBody':
    'Authorised channel partner of the brands we sell, with thousands of plants served since {founded}.',
} as const;

/** One string of the home page's copy. */
export const homeText = copyText(homeCopy);
