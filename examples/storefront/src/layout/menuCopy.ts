import { formatMessage, type MessageParams } from '@storefront-kit/core';
import { type SiteMessageId, siteText } from '../siteMessages';

/**
 * The copy of the mega menu's and the mobile menu's panels, loaded with them (not with every
 * page, as `siteMessages` is).
 */
export const menuCopy = {
  'mobileMenu.title': 'Menu',
  'mobileMenu.greeting': 'Hello, {name}',
  'mobileMenu.quickActions': 'Quick Actions',
  'mobileMenu.allProducts': 'All Products',
  'nav.allSolutions': 'Business Solutions',
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
} as const;

/** One string of the menus: their own copy or the site's. */
export type MenuMessageId = keyof typeof menuCopy | SiteMessageId;

const isMenuMessage = (id: MenuMessageId): id is keyof typeof menuCopy => id in menuCopy;

/** One string of the menus with its `{param}` placeholders filled. */
export function menuText(id: MenuMessageId, params?: MessageParams): string {
  return isMenuMessage(id) ? formatMessage(menuCopy[id], params) : siteText(id, params);
}
