import { COMPANY_PROFILE } from '@storefront-kit/core';
import type { InfoTile, PolicySection } from './InfoParts';

const { name, legalName, email, phone, address } = COMPANY_PROFILE;

/**
 * The terms and conditions' copy (spec 2 'Static information pages' and §9: last updated
 * December 2024; four tiles; 13 sections; three contact cards; Contact Legal Team and Call Us
 * Now. Facts: minimum age 18, one account per person or entity, Indian law and the courts of
 * Gurugram, Haryana, payment in full before shipment, replies within 24 hours in general, 48
 * hours on legal matters, 4 hours for urgent ones in business hours).
 */
export const termsCopy = {
  title: 'Terms and Conditions',
  description: `The terms of using the ${name} store: accounts, orders, payments, liability and the law that applies.`,
  updated: 'Last updated: December 2024',
  lead: `Please read these terms before using the ${name} store. They are the agreement between you and ${legalName} for every visit and every order.`,
  tilesLabel: 'The terms at a glance',
  sectionsTitle: 'The terms in full',
  contactTitle: 'Questions about these terms?',
  contactIntro:
    'General questions are answered within 24 hours, legal matters within 48 hours, and urgent issues within 4 hours during business hours.',
  ctaTitle: 'Need clarification?',
  ctaText: 'Our legal team will walk you through any part of these terms.',
  ctaLegal: 'Contact Legal Team',
  ctaChat: 'Call Us Now',
  mailSubject: 'Terms and conditions',
} as const;

/** Acceptance Required, User Responsibilities, Service Limitations, Legal Compliance. */
export const TERMS_TILES: readonly InfoTile[] = [
  { icon: 'check', title: 'Acceptance Required', caption: 'Using the store means you accept' },
  { icon: 'user', title: 'User Responsibilities', caption: 'Accurate details, lawful use' },
  { icon: 'alert', title: 'Service Limitations', caption: 'Availability and liability limits' },
  { icon: 'scale', title: 'Legal Compliance', caption: 'Indian law, Gurugram courts' },
];

/** The 13 sections, in the spec's order. */
export const TERMS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    icon: 'check',
    paragraphs: [
      'By browsing the store, creating an account or placing an order you accept these terms and our Privacy Policy. If you do not accept them, please do not use the store.',
    ],
  },
  {
    id: 'definitions',
    title: 'Definitions',
    icon: 'file',
    paragraphs: [
      `"We", "us" and "${name}" mean ${legalName}, ${address.line1}, ${address.city}, ${address.state} ${address.pincode}. "You" means the person or business using the store. "Products" means the goods listed in the store; "Order" means a purchase you confirm and pay for.`,
    ],
  },
  {
    id: 'use-of-service',
    title: 'Use of Service',
    icon: 'globe',
    paragraphs: ['You may use the store only for lawful purposes. You must not:'],
    list: [
      'copy, scrape or resell the catalogue or prices without our written consent;',
      'interfere with the store’s security or put an unreasonable load on it;',
      'use another person’s account or payment details.',
    ],
  },
  {
    id: 'user-accounts',
    title: 'User Accounts',
    icon: 'user',
    paragraphs: [
      'You must be at least 18 years old to open an account. One account is allowed per person or entity.',
      'Keep your password secret: you are responsible for everything done with your account. Tell us at once if you think someone else has used it.',
    ],
  },
  {
    id: 'products-and-services',
    title: 'Products and Services',
    icon: 'box',
    paragraphs: [
      'We describe products and their specifications as accurately as we can, but manufacturers may change them. Prices are in Indian rupees and shown before 18% GST, which is added at checkout.',
      'Payment in full is required before shipment. We may refuse or cancel an order, for example when a price was shown in error or a product is no longer available; any payment is then refunded in full.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    icon: 'shield',
    paragraphs: [
      'The store’s design, text and software belong to us or our licensors. Product names, logos and datasheets belong to their manufacturers and are used to describe their products.',
    ],
  },
  {
    id: 'privacy-and-data',
    title: 'Privacy and Data',
    icon: 'lock',
    paragraphs: [
      'How we collect, use and protect your personal data is explained in our Privacy Policy, which forms part of these terms.',
    ],
  },
  {
    id: 'limitations-of-liability',
    title: 'Limitations of Liability',
    icon: 'alert',
    paragraphs: [
      'To the extent the law allows, our liability for any order is limited to the amount you paid for it. We are not liable for indirect losses such as lost production, profit or data.',
      'Products must be installed and used by qualified people according to the manufacturer’s instructions and applicable safety standards.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    icon: 'scale',
    paragraphs: [
      'You agree to compensate us for claims and costs that arise from your breach of these terms or your misuse of the store.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    icon: 'lock',
    paragraphs: [
      'You may close your account at any time. We may suspend or close an account that breaks these terms; orders already paid for are still delivered or refunded.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Disputes',
    icon: 'scale',
    paragraphs: [
      'These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts in Gurugram, Haryana. Before going to court, please contact us: most problems are solved within days.',
    ],
  },
  {
    id: 'modifications',
    title: 'Modifications',
    icon: 'refresh',
    paragraphs: [
      'We may change these terms. The date at the top shows the last change; orders placed before a change keep the terms that applied when they were placed.',
    ],
  },
  {
    id: 'contact-information',
    title: 'Contact Information',
    icon: 'mail',
    paragraphs: [
      `${legalName}, ${address.line1}, ${address.city}, ${address.state} ${address.pincode}, ${address.country}. Email: ${email}. Phone: ${phone}.`,
    ],
  },
];
