import { copyText } from '../../siteMessages';

/**
 * The copy of the Services and Consultancy pages. They show sample data (decisions.md: clearly
 * labelled as such); 'Sample data' itself is core's `dashboard.sampleData`.
 */
export const demoCopy = {
  'demo.noticeText':
    'These are examples of what we offer, not records of your account. Booking and managing services online is not available yet.',
  'demo.contact': 'Contact us to book',
  'demo.search': 'Search',
  'demo.noMatch': 'Nothing matches “{query}”.',
  'demo.count': '{count} examples',
  'demo.countOne': '1 example',

  'services.title': 'Services',
  'services.description':
    'Examples of the installation, commissioning, maintenance and repair services our engineers provide.',
  'services.lead':
    'Installation, commissioning, maintenance and repair by our application engineers.',
  'services.loading': 'Loading services…',
  'services.searchPlaceholder': 'Search services',
  'services.listLabel': 'Sample services',
  'services.engineer': 'Engineer',
  'services.schedule': 'Scheduled',
  'services.price': 'Typical price',

  'consultancy.title': 'Consultancy',
  'consultancy.description':
    'Examples of automation consultancy projects: audits, retrofits, safety assessments and training.',
  'consultancy.lead': 'Audits, retrofits, safety assessments and training for your plant.',
  'consultancy.loading': 'Loading consultancy projects…',
  'consultancy.searchPlaceholder': 'Search projects',
  'consultancy.listLabel': 'Sample consultancy projects',
  'consultancy.consultant': 'Consultant',
  'consultancy.duration': 'Duration',
  'consultancy.week': '1 week',
  'consultancy.weeks': '{count} weeks',
  'consultancy.progress': 'Progress',
  'consultancy.progressLabel': 'Progress of {title}',
} as const;

/** One string of the demo pages' copy. */
export const demoText = copyText(demoCopy);
