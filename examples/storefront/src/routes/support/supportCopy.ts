import type { dashboardMessages } from '@storefront-kit/core';
import { copyText } from '../../siteMessages';

/**
 * The support page's own copy: headings, the filters, the table and the empty states (the
 * modals' is `supportDialogCopy`, loaded with them). The spec's strings (errors, success
 * messages, validation, 'Clear Filters', 'New Ticket', 'Uploaded') come from core's
 * `dashboardMessages`: the page itself shows only `supportMessages`' five.
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

/**
 * The spec's strings the page shows before a modal opens (New Ticket, the failed list with
 * Retry, Clear Filters): core's `dashboardMessages` defaults, repeated here and checked equal
 * to them by the type checker (the same ids, so the storefront's overrides apply alike), so
 * that the page's first render does not load the whole catalogue (the modals load it).
 */
export const supportMessages = {
  'tickets.newTicket': 'New Ticket',
  'tickets.errorTitle': 'Error Loading Support Tickets',
  'tickets.fetchFailed': 'Failed to fetch support tickets',
  'tickets.retry': 'Retry',
  'tickets.clearFilters': 'Clear Filters',
} as const satisfies Pick<
  typeof dashboardMessages,
  | 'tickets.newTicket'
  | 'tickets.errorTitle'
  | 'tickets.fetchFailed'
  | 'tickets.retry'
  | 'tickets.clearFilters'
>;
