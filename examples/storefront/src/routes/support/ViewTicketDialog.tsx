import type { Ticket } from '@storefront-kit/core';
import type { UseTicketsResult } from '@storefront-kit/react';
import { useState } from 'react';
import { SiteDialog } from '../../components/SiteDialog';
import { formatDateTime } from './dates';
import { EditTicketForm } from './EditTicketForm';
import './SupportPage.css';
import { supportDialogText } from './supportDialogCopy';
import { TicketBadge } from './TicketBadge';

interface ViewTicketDialogProps {
  tickets: UseTicketsResult;
  open: boolean;
  onClose(): void;
  /** Opens the add-comment modal over this one. */
  onAddComment(): void;
}

/** The name the attachment at `index` was uploaded with, when the server knows it. */
function attachmentName(ticket: Ticket, index: number): string | null {
  const file = ticket.attachment_files?.[index];
  return file && file.url === ticket.attachments?.[index] ? file.name : null;
}

/**
 * The view modal (spec 2 §2): description, created and updated times, comment count, the
 * attachments by their file names ('Attachment 1' where the server has none; each opens in a
 * new tab) and the comments. It shows the list's copy of the
 * ticket at once, then the server's. While the ticket is Open its owner may edit the subject,
 * description and priority (decisions.md).
 */
export function ViewTicketDialog({ tickets, open, onClose, onAddComment }: ViewTicketDialogProps) {
  const { ticket, status, error } = tickets.selected;
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
    onClose();
  };
  const saved = async (id: string) => {
    setEditing(false);
    await tickets.reload();
    await tickets.open(id);
  };
  return (
    <SiteDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={ticket?.subject ?? supportDialogText('view.title')}
      className="support-page-dialog-wide"
    >
      <div className="support-page-view" aria-busy={status === 'loading' || undefined}>
        {ticket && editing ? (
          <EditTicketForm
            ticket={ticket}
            onSaved={() => void saved(ticket.id)}
            onCancel={() => setEditing(false)}
          />
        ) : ticket ? (
          <>
            <div className="support-page-view-meta">
              {ticket.ticket_number ? (
                <span className="support-page-number">
                  {supportDialogText('view.number', { number: ticket.ticket_number })}
                </span>
              ) : null}
              <TicketBadge value={ticket.status} />
              <TicketBadge value={ticket.priority} />
              <span className="support-page-category">{ticket.category}</span>
            </div>
            <section aria-labelledby="ticket-description">
              <h3 id="ticket-description" className="support-page-view-heading">
                {supportDialogText('view.description')}
              </h3>
              <p className="support-page-description">{ticket.description}</p>
            </section>
            <dl className="support-page-facts">
              <div>
                <dt>{supportDialogText('view.created')}</dt>
                <dd>
                  <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
                </dd>
              </div>
              <div>
                <dt>{supportDialogText('view.updated')}</dt>
                <dd>
                  {ticket.updatedAt ? (
                    <time dateTime={ticket.updatedAt}>{formatDateTime(ticket.updatedAt)}</time>
                  ) : (
                    '—'
                  )}
                </dd>
              </div>
              <div>
                <dt>{supportDialogText('view.commentCount')}</dt>
                <dd>{ticket.comments?.length ?? 0}</dd>
              </div>
              {ticket.orders ? (
                <div>
                  <dt>{supportDialogText('view.relatedOrder')}</dt>
                  <dd>{ticket.orders}</dd>
                </div>
              ) : null}
            </dl>
            {ticket.attachments?.length ? (
              <section aria-labelledby="ticket-attachments">
                <h3 id="ticket-attachments" className="support-page-view-heading">
                  {supportDialogText('view.attachments')}
                </h3>
                <ul className="support-page-links">
                  {ticket.attachments.map((url, index) => {
                    const name = attachmentName(ticket, index);
                    return (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noopener noreferrer">
                          {name
                            ? supportDialogText('view.attachmentNamed', { name })
                            : supportDialogText('view.attachment', { number: index + 1 })}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="ticket-comments">
              <h3 id="ticket-comments" className="support-page-view-heading">
                {supportDialogText('view.comments')}
              </h3>
              {ticket.comments?.length ? (
                <ol className="support-page-comments">
                  {ticket.comments.map((comment, index) => {
                    const at = comment.createdAt ?? comment.timestamp;
                    return (
                      <li key={comment._id ?? index} className="support-page-comment">
                        <p className="support-page-comment-head">
                          <strong>{comment.user?.name ?? supportDialogText('view.someone')}</strong>
                          {at ? <time dateTime={at}>{formatDateTime(at)}</time> : null}
                        </p>
                        <p className="support-page-comment-text">{comment.message}</p>
                      </li>
                    );
                  })}
                </ol>
              ) : (
                <p className="support-page-note">{supportDialogText('view.noComments')}</p>
              )}
            </section>
          </>
        ) : status === 'error' ? null : (
          <p role="status">{supportDialogText('view.loading')}</p>
        )}
        {status === 'error' && error ? (
          <p className="notice notice-error" role="alert">
            {error}
          </p>
        ) : null}
        {ticket?.status === 'Open' && !editing ? (
          <p id="ticket-edit-hint" className="support-page-note">
            {supportDialogText('edit.hint')}
          </p>
        ) : null}
        {editing ? null : (
          <div className="support-page-form-actions">
            <button type="button" className="button button-secondary" onClick={close}>
              {supportDialogText('view.close')}
            </button>
            {ticket?.status === 'Open' ? (
              <button
                type="button"
                className="button button-secondary"
                aria-describedby="ticket-edit-hint"
                onClick={() => setEditing(true)}
              >
                {supportDialogText('edit.open')}
              </button>
            ) : null}
            {ticket ? (
              <button
                type="button"
                className="button"
                aria-haspopup="dialog"
                onClick={onAddComment}
              >
                {supportDialogText('view.addComment')}
              </button>
            ) : null}
          </div>
        )}
      </div>
    </SiteDialog>
  );
}
