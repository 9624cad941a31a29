import { COMPANY_PROFILE } from '@storefront-kit/core';
import type { PageIconName } from '../../components/PageIcon';

const { name, founded, address } = COMPANY_PROFILE;

/**
 * The About page's copy, from the one company profile (decisions.md: founded 2010, Gurugram,
 * Haryana, one brand name; no invented figures).
 */
export const aboutCopy = {
  title: 'About Us',
  description: `${name}: automation and robotics parts for Indian industry since ${founded}, from ${address.city}, ${address.state}.`,
  lead: COMPANY_PROFILE.description,
  storyTitle: 'Our story',
  story: [
    `${name} was founded in ${founded} in ${address.city}, ${address.state}, to make genuine automation parts easy to buy for Indian plants, machine builders and panel shops.`,
    'Today we supply sensors, switches, relays, PLCs, HMIs, servo drives and safety components from the brands engineers trust, with prices in rupees, GST invoices and delivery across India.',
    'Behind the store is a team of application engineers who help you choose the right part, find a replacement for an obsolete one, or commission a new line.',
  ],
  categoriesTitle: 'What we supply',
  categoriesIntro: 'Browse our range by product category.',
  categoryCount: '{count} products',
  categoriesLoading: 'Loading categories...',
  whyTitle: 'Why buy from us',
  factsTitle: 'Company facts',
  factFounded: 'Founded',
  factHeadquarters: 'Headquarters',
  factGstin: 'GSTIN',
  factEmail: 'Email',
  ctaTitle: 'Looking for a part?',
  ctaText: 'Search the catalogue, or ask our engineers for help.',
  ctaProducts: 'Browse Products',
  ctaContact: 'Contact Us',
} as const;

/** Why buy from us: four reasons. */
export const ABOUT_REASONS: readonly { icon: PageIconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Genuine brands',
    text: 'Products sourced from manufacturers and their authorised distributors, with the manufacturer’s warranty.',
  },
  {
    icon: 'file',
    title: 'GST invoices',
    text: 'A GST tax invoice with HSN codes for every paid order, ready for your input tax credit.',
  },
  {
    icon: 'users',
    title: 'Application engineers',
    text: 'Help with selection, replacements and commissioning before and after you buy.',
  },
  {
    icon: 'truck',
    title: 'Delivery across India',
    text: `Shipped from ${address.city} to plants and project sites across the country.`,
  },
];
