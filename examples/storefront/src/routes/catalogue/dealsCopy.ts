import { copyText } from '../../siteMessages';

/** The copy of /deals that core's catalogue does not hold (it loads with that page only). */
export const dealsCopy = {
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
} as const;

/** One string of the /deals page's copy. */
export const dealsText = copyText(dealsCopy);
