import { copyText } from '../../siteMessages';

/** The copy of /solutions that core's catalogue does not hold (it loads with that page only). */
export const solutionsCopy = {
  'solutions.title': 'Business Solutions',
  'solutions.description':
    'Automation solutions for Indian industry: the products behind building automation, energy management, machine safety and more.',
  'solutions.lead':
    'Products grouped by the job they do: pick a solution to see everything it needs.',
  'solutions.viewProducts': 'View products',
  'solutions.viewAll': 'All solution products',
  'solutions.failed': 'Failed to load solutions.',
  'solutions.empty': 'No solutions available at the moment.',
} as const;

/** One string of the /solutions page's copy. */
export const solutionsText = copyText(solutionsCopy);
