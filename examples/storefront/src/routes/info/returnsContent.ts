import type { FaqEntry, InfoTile } from './InfoParts';

/** A step of the return process (spec 2 §3: number, title, description). */
export interface ReturnStep {
  readonly number: number;
  readonly title: string;
  readonly description: string;
}

/**
 * The returns and exchanges page's copy (spec 2 'Static information pages' and §9: 30 days
 * from delivery; unused items in their original packaging; free return and exchange shipping;
 * size exchanges free within 30 days, upgrades pay the difference; refunds processed 3-5
 * business days after inspection, arriving in 5-10 business days; the non-returnable list;
 * bundle deals returned whole).
 */
export const returnsCopy = {
  title: 'Returns & Exchanges',
  description:
    'Return or exchange industrial automation products within 30 days of delivery: free return shipping, refunds processed in 3-5 business days.',
  lead: 'Not the right part? Return or exchange it within 30 days of delivery. Return shipping is on us, and refunds are processed within 3-5 business days of inspection.',
  statsLabel: 'Our returns promise',
  processTitle: 'How to return an item',
  policyTitle: 'Return and exchange policy',
  returnPolicyTitle: 'Return policy',
  exchangePolicyTitle: 'Exchange policy',
  nonReturnableTitle: 'Items that cannot be returned',
  helpTitle: 'Need help with a return?',
  helpIntro: 'Our support team will guide you through it.',
  faqTitle: 'Frequently asked questions',
  ctaTitle: 'Ready to start a return?',
  ctaText: 'Send us your order ID and the items you want to return or exchange.',
  ctaStart: 'Start Return Process',
  ctaChat: 'Chat with Support',
  mailSubject: 'Return request',
} as const;

/** 30 Days return window, Free return shipping, 3-5 Days refund processing, 100% satisfaction. */
export const RETURNS_STATS: readonly InfoTile[] = [
  { icon: 'clock', title: '30 Days', caption: 'Return window' },
  { icon: 'truck', title: 'Free', caption: 'Return shipping' },
  { icon: 'refresh', title: '3-5 Days', caption: 'Refund processing' },
  { icon: 'star', title: '100%', caption: 'Satisfaction' },
];

/** The 4-step process. */
export const RETURN_STEPS: readonly ReturnStep[] = [
  {
    number: 1,
    title: 'Request a return',
    description:
      'E-mail or chat with us within 30 days of delivery with your order ID and the items to return or exchange.',
  },
  {
    number: 2,
    title: 'Pack the items',
    description:
      'Pack them unused, in their original packaging, with every accessory, manual and part they came with.',
  },
  {
    number: 3,
    title: 'Free pickup',
    description: 'Our courier partner collects the parcel from your address at no cost to you.',
  },
  {
    number: 4,
    title: 'Refund or exchange',
    description:
      'After inspection we process your refund within 3-5 business days, or ship the exchange item.',
  },
];

export const RETURN_POLICY: readonly string[] = [
  'Returns are accepted within 30 days from the date of delivery.',
  'Items must be unused and in their original packaging, with all accessories and parts.',
  'Return shipping is free.',
  'Refunds are processed within 3-5 business days after we inspect the item, and reach your account within 5-10 business days.',
  'Bundle deals must be returned as a whole.',
];

export const EXCHANGE_POLICY: readonly string[] = [
  'Exchange shipping is free.',
  'Size or variant exchanges are free within 30 days of delivery.',
  'Upgrading to a higher-priced model? You pay only the difference.',
  'Exchanges depend on stock; if the new item is unavailable, we refund you instead.',
];

export const NON_RETURNABLE: readonly string[] = [
  'Personalized or customized products',
  'Items damaged by misuse',
  'Items without original packaging',
  'Items returned after 30 days',
  'Digital products or software licenses',
  'Items with missing accessories or parts',
];

/** The FAQ's 8 entries. */
export const RETURNS_FAQ: readonly FaqEntry[] = [
  {
    id: 'how-long',
    question: 'How long do I have to return an item?',
    answer: 'You can return an item within 30 days from the date of delivery.',
  },
  {
    id: 'shipping-cost',
    question: 'Do I pay for return shipping?',
    answer:
      'No. Return and exchange shipping is free: our courier partner picks the parcel up from you.',
  },
  {
    id: 'refund-time',
    question: 'When will I get my refund?',
    answer:
      'We process the refund within 3-5 business days after inspecting the returned item. It then takes 5-10 business days to reach your account, depending on your bank.',
  },
  {
    id: 'refund-method',
    question: 'How is the refund paid?',
    answer: 'To the original payment method: the card, UPI or wallet you paid with.',
  },
  {
    id: 'opened',
    question: 'Can I return an item I have opened?',
    answer:
      'Yes, if it is unused and you return it in its original packaging with all accessories and parts. Items damaged by misuse cannot be returned.',
  },
  {
    id: 'exchange',
    question: 'Can I exchange an item for a different model?',
    answer:
      'Yes. Size or variant exchanges are free within 30 days; if you upgrade to a higher-priced model, you pay only the difference.',
  },
  {
    id: 'bundle',
    question: 'Can I return part of a bundle deal?',
    answer: 'No. Bundle deals must be returned as a whole.',
  },
  {
    id: 'software',
    question: 'Can I return software licenses?',
    answer:
      'No. Digital products and software licenses cannot be returned once delivered, nor can personalized or customized products.',
  },
];
