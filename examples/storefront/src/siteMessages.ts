import { formatMessage, type MessageParams } from '@storefront-kit/core';

/**
 * The site's own copy: navigation labels, section headings, page titles and descriptions, form
 * labels. Everything the specification words (errors, empty states, cart, search, listing,
 * product) comes from core's catalogue through `useMessages()`; only what the catalogue does not
 * hold lives here, in one place, with the same `{param}` templates.
 */
export const siteMessages = {
  'site.skipToContent': 'Skip to content',
  'site.homeLink': '{name} home',
  'site.tagline': 'Industrial automation and robotics parts, delivered across India',
  'site.loadingPage': 'Loading page…',

  // Top strip and header
  'header.chat': 'Chat on WhatsApp',
  'header.email': 'Email us',
  'header.account': 'Account',
  'header.cart': 'Shopping Cart ({count} items)',
  'header.cartCount': 'Items in cart',

  // Navigation bar
  'nav.label': 'Main',
  'nav.products': 'Products',
  'nav.brands': 'Brands',
  'nav.solutions': 'Solutions',
  'nav.deals': 'Deals',
  'nav.about': 'About Us',
  'nav.help': 'Help Center',
  'nav.allBrands': 'All brands',
  'nav.allSolutions': 'All solutions',
  'nav.noBrands': 'No brands available',
  'nav.noSolutions': 'No solutions available',
  'nav.loading': 'Loading...',
  'nav.aboutCompany': 'About the company',
  'nav.contact': 'Contact',
  'nav.seller': 'Become a Seller',
  'nav.categories': 'All product categories',
  'nav.forBuyers': 'For Buyers',
  'nav.forSuppliers': 'For Suppliers',
  'nav.helpCenter': 'Help center home',

  // Footer
  'footer.categories': 'Product Categories',
  'footer.pages': 'Company',
  'footer.help': 'Help & Policies',
  'footer.hours': 'Business Hours',
  'footer.payments': 'We Accept',
  'footer.paymentMethods': 'Cards and UPI (Razorpay), GPay, Paytm, PhonePe',
  'footer.contact': 'Contact',
  'footer.whatsapp': 'WhatsApp: {number}',
  'footer.copyright': '© {year} {name}. All prices in INR, inclusive of 18% GST at checkout.',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms & Conditions',
  'footer.returns': 'Returns & Exchanges',
  'footer.about': 'About Us',
  'footer.contactUs': 'Contact Us',
  'footer.helpCenter': 'Help Center',
  'footer.seller': 'Become a Seller',
  'footer.deals': 'Deals of the Day',
  'footer.brands': 'Brands',

  // Home
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

  // Product listing
  'listing.description':
    'Browse {count} industrial automation products: filter by category, brand and price, sort, and order online with GST invoices.',
  'listing.descriptionDefault':
    'Browse industrial automation products: filter by category, brand and price, sort, and order online with GST invoices.',
  'listing.filtersTitle': 'Filters',
  'listing.viewMode': 'View',
  'listing.applyPrice': 'Apply',
  'listing.applySearch': 'Apply',
  'listing.failed': 'Failed to load products.',

  // Product detail
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

  // Search
  'search.title': 'Search results for "{query}"',
  'search.titleEmpty': 'Search',
  'search.description': 'Products matching "{query}".',
  'search.prompt': 'Type at least 2 characters in the search box to find products.',

  // Auth
  'auth.title': 'Log in / Register',
  'auth.description': 'Sign in or create an account to keep a cart, a wishlist and your orders.',
  'auth.switchToSignUp': "Don't have an account? Create one",
  'auth.switchToSignIn': 'Already have an account? Sign in',
  'auth.login': 'Email or mobile number',
  'auth.password': 'Password',
  'auth.name': 'Full name',
  'auth.email': 'Email',
  'auth.mobile': 'Mobile number',
  'auth.confirmPassword': 'Confirm password',
  'auth.terms': 'I accept the terms and conditions',
  'auth.signingIn': 'Signing in...',
  'auth.creating': 'Creating account...',
  'auth.signedInAs': 'Signed in as {name}',
  'auth.userType': 'User type: {type}',
  'auth.formErrors': 'Please correct the highlighted fields.',

  // Not found
  'notFound.description': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',
  'notFound.products': 'Browse products',
  'error.title': 'Something went wrong',
  'error.reload': 'Reload the page',
} as const;

/** The id of one string of the site's copy. */
export type SiteMessageId = keyof typeof siteMessages;

/**
 * One string of the site's copy with its `{param}` placeholders filled.
 *
 * @example siteText('header.cart', { count: 2 }) // 'Shopping Cart (2 items)'
 */
export function siteText(id: SiteMessageId, params?: MessageParams): string {
  return formatMessage(siteMessages[id], params);
}
