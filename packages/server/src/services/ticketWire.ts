import { attachmentUrl } from './ticketAttachments';
import type { TicketCommentRow, TicketRow } from './tickets';

/** The ticket's owner as answers show it. */
export interface TicketOwner {
  id: string;
  name: string;
  email: string | null;
}

/**
 * A ticket as the support endpoints answer it (core's `ticketSchema`): `attachments` as URLs
 * (the spec's), and `attachment_files` the same with the names the files were uploaded with
 * (`names` by attachment path, see `attachmentNames`; null where none is known).
 */
export function toTicketWire(
  row: TicketRow,
  comments: readonly TicketCommentRow[],
  owner: TicketOwner,
  origin: string,
  names: ReadonlyMap<string, string> = new Map(),
) {
  return {
    _id: row.id,
    id: row.id,
    ticket_number: row.ticketNumber,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    description: row.description,
    status: row.status,
    attachments: row.attachments.map((path) => attachmentUrl(path, origin)),
    attachment_files: row.attachments.map((path) => ({
      url: attachmentUrl(path, origin),
      name: names.get(path) ?? null,
    })),
    comments: comments.map((comment) => ({
      _id: comment.id,
      message: comment.message,
      user: { name: comment.authorName },
      createdAt: comment.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    user: { id: owner.id, name: owner.name, email: owner.email },
    orders: row.relatedOrderId,
  };
}
