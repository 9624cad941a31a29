import { copyText } from '../../siteMessages';

/**
 * The support modals' own copy (create, attachments, view, edit, comment), in their chunk. The
 * spec's strings come from core's `dashboardMessages`.
 */
export const supportDialogCopy = {
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
  'view.attachmentNamed': '{name} (opens in a new tab)',
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

/** One string of the support modals' copy. */
export const supportDialogText = copyText(supportDialogCopy);
