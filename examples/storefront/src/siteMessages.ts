import { formatMessage, type MessageParams } from '@storefront-kit/core';

/**
 * The site's own copy for the shell and the first pages: navigation labels, section headings,
 * page titles and descriptions, form labels (the mega menu's and the mobile menu's panels have
 * `menuCopy`, the footer `footerCopy`, loaded with them). Everything the specification words
 * (errors, empty states, cart, search, listing, product) comes from core's catalogue through
 * `useTranslator(domainMessages)`; only what the catalogue does not hold lives here, with the
 * same `{param}` templates. The long copy of the information, form and catalogue pages sits
 * beside each page (`*Copy.ts`, read through {@link copyText}), so it loads with that page's
 * chunk rather than with every page.
 */
export const siteMessages = {
  'site.skipToContent': 'Skip to content',

  // Top strip and header
  'header.chat': 'Chat on WhatsApp',

  // Mobile menu
  'mobileMenu.open': 'Open menu',

  // Navigation bar
  'nav.label': 'Main',
  'nav.products': 'Products',
  'nav.brands': 'Brands',
  'nav.solutions': 'Solutions',
  'nav.deals': 'Deals',
  'nav.about': 'About Us',
  'nav.help': 'Help Center',

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

/**
 * The `siteText` of one page's own copy (a `{ id: template }` object beside the page).
 *
 * @example const text = copyText({ 'about.title': 'About {name}' }); text('about.title', { name })
 */
export function copyText<Copy extends Record<string, string>>(
  copy: Copy,
): (id: keyof Copy & string, params?: MessageParams) => string {
  return (id, params) => formatMessage(copy[id] ?? id, params);
}
