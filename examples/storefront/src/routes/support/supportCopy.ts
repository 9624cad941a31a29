import { copyText } from '../../siteMessages';

/**
 * The support page's own copy: headings, labels, hints and empty states. The spec's strings
 * (errors, success messages, validation, 'Clear Filters', 'New Ticket', 'Uploaded') come from
 * core's `dashboardMessages`.
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

  'create.title': 'New Support Ticket',
  'create.subject': 'Subject',
  'create.category': 'Category',
  'create.categoryPlaceholder': 'Select a category',
  'create.priority': 'Priority',
  'create.description': 'Description',
  'create.descriptionHint':
    'Describe the problem: the part number, what you expected and what happened.',
  'create.order': 'Related order (optional)',
  'create.noOrder': 'No related order',
  'create.attachments': 'Attachments (optional)',
  'create.attachmentsHint': 'Images, PDF, DOC, DOCX or TXT, up to 10 MB each.',
  'create.chooseFiles': 'Choose files',
  'create.submit': 'Create Ticket',
  'create.submitting': 'Creating ticket...',
  'create.cancel': 'Cancel',
  'create.requiredNote': 'Fields marked * are required.',

  'file.waiting': 'Waiting…',
  'file.reading': 'Preparing {percent}%',
  'file.uploading': 'Uploading {percent}%',
  'file.progress': 'Upload of {name}',
  'file.remove': 'Remove {name}',
  'file.removed': '{message}. The file was removed.',

  'view.title': 'Ticket details',
  'view.number': 'Ticket {number}',
  'view.loading': 'Loading the ticket…',
  'view.description': 'Description',
  'view.created': 'Created',
  'view.updated': 'Last updated',
  'view.commentCount': 'Comments',
  'view.relatedOrder': 'Related order',
  'view.attachments': 'Attachments',
  'view.attachment': 'Attachment {number} (opens in a new tab)',
  'view.comments': 'Conversation',
  'view.noComments': 'No comments yet.',
  'view.someone': 'Support',
  'view.addComment': 'Add Comment',
  'view.close': 'Close',

  'edit.open': 'Edit Ticket',
  'edit.title': 'Edit ticket',
  'edit.hint': 'You can edit the subject, description and priority while the ticket is Open.',
  'edit.save': 'Save Changes',
  'edit.saving': 'Saving...',
  'edit.cancel': 'Cancel',
  'edit.saved': 'Ticket updated successfully!',
  'edit.failed': 'Failed to update ticket. Please try again.',

  'comment.title': 'Add a Comment',
  'comment.on': 'On ticket: {subject}',
  'comment.label': 'Your comment',
  'comment.hint': 'Minimum {min} characters.',
  'comment.counter': '{count} characters',
  'comment.submit': 'Add Comment',
  'comment.submitting': 'Adding comment...',
  'comment.cancel': 'Cancel',
} as const;

/** One string of the support page's copy. */
export const supportText = copyText(supportCopy);
