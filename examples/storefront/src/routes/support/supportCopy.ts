import { copyText } from '../../siteMessages';

/**
 * The support page's own copy: headings, the filters, the table and the empty states (the
 * modals' is `supportDialogCopy`, loaded with them). The spec's strings (errors, success
 * messages, validation, 'Clear Filters', 'New Ticket', 'Uploaded') come from core's
 * `dashboardMessages`.
 */
export const supportCopy = {
  'support.title': 'Support Tickets',
  'support.description':
    'Raise a support ticket about an order, a product or your account, follow its status and reply to our team.',
  'support.lead': 'Ask our application engineers for help and follow every request in one place.',
  'support.loading': 'Loading support tickets…',
  'support.count': '{count} tickets',
  'support.countOne': '1 ticket',
  'support.filters': 'Filter tickets',
  'support.search': 'Search tickets',
  'support.searchPlaceholder': 'Search by subject or description',
  'support.status': 'Status',
  'support.priority': 'Priority',
  'support.allStatuses': 'All statuses',
  'support.allPriorities': 'All priorities',
  'support.emptyTitle': 'No support tickets yet',
  'support.emptyText': 'When you need help with an order or a product, open a ticket here.',
  'support.noMatchTitle': 'No tickets match your filters',
  'support.noMatchText': 'Try another search, or clear the filters to see every ticket.',
  'support.tableCaption': 'Your support tickets',

  'column.ticket': 'Ticket',
  'column.status': 'Status',
  'column.priority': 'Priority',
  'column.category': 'Category',
  'column.created': 'Created',
  'column.comments': 'Comments',
  'column.actions': 'Actions',

  'action.view': 'View',
  'action.viewHidden': ' ticket: {subject}',
  'action.comment': 'Comment',
  'action.commentHidden': ' on ticket: {subject}',
} as const;

/** One string of the support page's copy. */
export const supportText = copyText(supportCopy);
