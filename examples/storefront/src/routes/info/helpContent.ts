import type { contentMessages } from '@storefront-kit/core';
import type { PageIconName } from '../../components/PageIcon';
import type { FaqEntry } from './InfoParts';

/** A help topic: a page of the site and what it is for. */
export interface HelpTopic {
  readonly icon: PageIconName;
  /** The page's name: its own text, or the id of core's string (the menu's labels). */
  readonly title: string | { readonly message: keyof typeof contentMessages };
  readonly text: string;
  readonly to: string;
}

/** The Help Center's copy (For Buyers, For Suppliers as in the header's Help Center panel). */
export const helpCopy = {
  title: 'Help Center',
  description:
    'Help with orders, payments, GST invoices, delivery, returns and disputes, and how to reach the Storefront Automation team.',
  lead: 'Answers about ordering, payment, delivery and returns, and the quickest way to reach our team.',
  buyersTitle: 'For Buyers',
  suppliersTitle: 'For Suppliers',
  policiesTitle: 'Policies',
  faqTitle: 'Frequently asked questions',
  contactTitle: 'Still need help?',
  contactIntro: 'Our team replies within 24 hours on business days.',
  hoursTitle: 'Business Hours',
} as const;

export const BUYER_TOPICS: readonly HelpTopic[] = [
  {
    icon: 'alert',
    title: { message: 'menu.openDispute' },
    text: 'A problem with an order: not received, damaged, or not as described.',
    to: '/dispute',
  },
  {
    icon: 'refresh',
    title: 'Returns & Exchanges',
    text: 'Return or exchange an item within 30 days of delivery.',
    to: '/returns-and-exchanges',
  },
  {
    icon: 'shield',
    title: { message: 'menu.reportIpr' },
    text: 'A listing that uses a trademark, copyright, design or patent without permission.',
    to: '/report-ipr',
  },
  {
    icon: 'alert',
    title: { message: 'menu.reportAbuse' },
    text: 'Fraud, counterfeit products, spam or offensive content.',
    to: '/report-abuse',
  },
  {
    icon: 'mail',
    title: { message: 'menu.contactUs' },
    text: 'Questions about a part, an order or a quote.',
    to: '/contact',
  },
];

export const SUPPLIER_TOPICS: readonly HelpTopic[] = [
  {
    icon: 'tag',
    title: 'Become a Seller',
    text: 'Sell your automation products to buyers across India.',
    to: '/seller',
  },
];

export const POLICY_TOPICS: readonly HelpTopic[] = [
  {
    icon: 'lock',
    title: 'Privacy Policy',
    text: 'What data we collect and how we protect it.',
    to: '/privacy-policy',
  },
  {
    icon: 'file',
    title: 'Terms & Conditions',
    text: 'The terms of using the store and buying from us.',
    to: '/terms-and-conditions',
  },
];

export const HELP_FAQ: readonly FaqEntry[] = [
  {
    id: 'order',
    question: 'How do I place an order?',
    answer:
      'Sign in, add products to your cart, open the cart and choose Proceed to Checkout. Enter your shipping and billing details, then pay online.',
  },
  {
    id: 'payment',
    question: 'Which payment methods do you accept?',
    answer: 'Cards and UPI through our payment gateway, GPay, Paytm and PhonePe.',
  },
  {
    id: 'gst',
    question: 'Will I get a GST invoice?',
    answer:
      'Yes. Every paid order gets a GST tax invoice with HSN codes; add your GST number at checkout to claim input tax credit.',
  },
  {
    id: 'price-on-request',
    question: 'A product shows "Price on Request". How do I buy it?',
    answer:
      'Open the product and choose Request a Quote. Our team replies with a price and delivery time within 24 hours.',
  },
  {
    id: 'track',
    question: 'Where can I see my orders?',
    answer: 'In your dashboard, under My Orders: each order’s status, payment and invoice.',
  },
  {
    id: 'cart-login',
    question: 'Why am I asked to log in when I add to the cart?',
    answer:
      'Your cart is kept on your account, so it follows you across devices. Create an account or sign in, then add the product again.',
  },
];
