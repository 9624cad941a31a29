import { COMPANY_PROFILE } from '@storefront-kit/core';
import type { InfoTile, PolicySection } from './InfoParts';

const { name, email, address } = COMPANY_PROFILE;

/**
 * The privacy policy's copy (spec 2 'Static information pages': the last-updated label, three
 * highlight tiles, 11 sections, three contact cards, a call to action; the spec gives the
 * facts, not the section texts: minimum age 16, retention 7 years for account data after
 * closure and for transactions, 3 years for support communications, dated December 2024).
 */
export const privacyCopy = {
  title: 'Privacy Policy',
  description: `How ${name} collects, uses, shares and protects your personal data, and the rights you have over it.`,
  updated: 'Last updated: December 2024',
  lead: `Your privacy matters to us. This policy explains what personal data ${name} collects when you browse, buy or ask for help, why we use it, who we share it with and how you stay in control.`,
  tilesLabel: 'Our privacy commitments',
  sectionsTitle: 'Our policy in detail',
  contactTitle: 'Questions about your data?',
  contactIntro: 'Write, call or visit us about anything in this policy or to use your rights.',
  ctaTitle: 'Need help with your privacy settings?',
  ctaText: 'Our team answers privacy questions within 24 hours on business days.',
  ctaEmail: 'Email Privacy Team',
  ctaChat: 'Call Us Now',
  mailSubject: 'Privacy question',
} as const;

/** Secure / Data Protection, Transparent / Clear Policies, Your Control / Your Rights. */
export const PRIVACY_TILES: readonly InfoTile[] = [
  { icon: 'shield', title: 'Secure', caption: 'Data Protection' },
  { icon: 'eye', title: 'Transparent', caption: 'Clear Policies' },
  { icon: 'user', title: 'Your Control', caption: 'Your Rights' },
];

/** The 11 sections, in the spec's order. */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    icon: 'file',
    paragraphs: [
      `${COMPANY_PROFILE.legalName} ("${name}", "we") runs this online store for industrial automation products from ${address.city}, ${address.state}, India. This policy applies to our website, our widgets on partner sites, and our customer support.`,
      'By using the store you agree to the collection and use of information as described here.',
    ],
  },
  {
    id: 'information-collected',
    title: 'Information We Collect',
    icon: 'box',
    paragraphs: ['We collect only what we need to sell to you, deliver and support your orders:'],
    list: [
      'Account details: your name, e-mail address, mobile number and password (stored only as a secure hash).',
      'Order details: shipping and billing addresses, company name and GST number, the products you buy.',
      'Payment confirmations from our payment provider. We never see or store your full card number.',
      'Support tickets, quote requests and messages you send us, with their attachments.',
      'Technical data: your browser, device and the pages you visit, to keep the site working and secure.',
    ],
  },
  {
    id: 'use',
    title: 'How We Use Your Information',
    icon: 'refresh',
    paragraphs: ['We use your information to:'],
    list: [
      'process your orders, payments, GST tax invoices, deliveries and returns;',
      'answer your questions, quote requests and support tickets;',
      'keep your cart and wishlist across visits and devices;',
      'prevent fraud and keep the store secure;',
      'send service messages about your orders, and offers only if you ask for them.',
    ],
  },
  {
    id: 'sharing',
    title: 'Information Sharing',
    icon: 'users',
    paragraphs: [
      'We do not sell your personal data. We share it only with those who help us serve you, under contracts that protect it:',
    ],
    list: [
      'our payment provider, to take your payment;',
      'courier partners, to deliver your order;',
      'tax authorities and courts, when Indian law requires it.',
    ],
  },
  {
    id: 'security',
    title: 'Data Security',
    icon: 'lock',
    paragraphs: [
      'All traffic to the store is encrypted. Passwords are stored with a slow, salted hash; sessions expire after 12 hours; access to customer data inside the company is limited to the staff who need it.',
      'No system is perfectly secure: if a breach ever affects your data, we will tell you and the authorities as the law requires.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    icon: 'globe',
    paragraphs: [
      'We keep your sign-in and your cart in your browser’s local storage so they survive a reload. We do not use advertising cookies.',
      'You can clear this data in your browser at any time; you will be signed out and a guest cart will be emptied.',
    ],
  },
  {
    id: 'rights',
    title: 'Your Rights',
    icon: 'user',
    paragraphs: ['You can at any time:'],
    list: [
      'see and correct your profile in your dashboard;',
      'ask for a copy of the personal data we hold about you;',
      'ask us to delete your account and data, except what the law makes us keep;',
      'withdraw consent to marketing messages.',
    ],
  },
  {
    id: 'retention',
    title: 'Data Retention',
    icon: 'clock',
    paragraphs: ['We keep your data only as long as we need it:'],
    list: [
      'account data: until you close your account, plus 7 years;',
      'transaction records and invoices: 7 years, as Indian tax law requires;',
      'support communications: 3 years.',
    ],
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    icon: 'globe',
    paragraphs: [
      'Your data is stored and processed in India. Where a service provider processes it outside India, we make sure it is protected to the same standard as this policy requires.',
    ],
  },
  {
    id: 'children',
    title: 'Children’s Privacy',
    icon: 'shield',
    paragraphs: [
      'Our store is for businesses and adults. We do not knowingly collect personal data from children under 16; if you believe a child has given us data, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    icon: 'refresh',
    paragraphs: [
      `We may update this policy. The date at the top shows the last change; we will tell registered customers about significant changes by e-mail at least 30 days before they apply. Questions: ${email}.`,
    ],
  },
];
