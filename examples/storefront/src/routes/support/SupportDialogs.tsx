/*
 * The support page's modals, in a chunk of their own: the create form (with the attachment
 * picker and its upload progress), the ticket view (with the edit form) and the add-comment
 * form. None shows before a click, so the list paints without them; they load when the
 * browser is first idle after it, or at once on a click (see `supportDialogs`).
 */

export { CommentDialog } from './CommentDialog';
export { CreateTicketDialog } from './CreateTicketDialog';
export { ViewTicketDialog } from './ViewTicketDialog';
