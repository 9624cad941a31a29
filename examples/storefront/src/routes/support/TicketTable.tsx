import type { Ticket } from '@storefront-kit/core';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import { formatDate } from './dates';
import './SupportPage.css';
import { supportText } from './supportCopy';
import { TicketBadge } from './TicketBadge';

interface TicketTableProps {
  tickets: readonly Ticket[];
  /** A reload (new filters) is running: the rows shown are the previous answer's. */
  busy: boolean;
  onView(id: string): void;
  onComment(id: string): void;
}

/**
 * The tickets table: Ticket, Status, Priority, Category, Created, Comments, Actions. Under
 * 48rem each row becomes a card whose cells carry their column's name.
 */
export function TicketTable({ tickets, busy, onView, onComment }: TicketTableProps) {
  return (
    <div className="support-page-table-wrap">
      <table className="support-page-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">{supportText('support.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{supportText('column.ticket')}</th>
            <th scope="col">{supportText('column.status')}</th>
            <th scope="col">{supportText('column.priority')}</th>
            <th scope="col">{supportText('column.category')}</th>
            <th scope="col">{supportText('column.created')}</th>
            <th scope="col">{supportText('column.comments')}</th>
            <th scope="col">{supportText('column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} data-ticket={ticket.id}>
              <td data-label={supportText('column.ticket')} className="support-page-ticket-cell">
                <span className="support-page-subject">{ticket.subject}</span>
                {ticket.ticket_number ? (
                  <span className="support-page-number">{ticket.ticket_number}</span>
                ) : null}
              </td>
              <td data-label={supportText('column.status')}>
                <TicketBadge value={ticket.status} />
              </td>
              <td data-label={supportText('column.priority')}>
                <TicketBadge value={ticket.priority} />
              </td>
              <td data-label={supportText('column.category')}>{ticket.category}</td>
              <td data-label={supportText('column.created')} className="support-page-nowrap">
                <time dateTime={ticket.createdAt}>{formatDate(ticket.createdAt)}</time>
              </td>
              <td data-label={supportText('column.comments')}>{ticket.comments?.length ?? 0}</td>
              <td data-label={supportText('column.actions')} className="support-page-actions-cell">
                <div className="support-page-actions">
                  <RowAction
                    icon="eye"
                    label={supportText('action.view')}
                    hidden={supportText('action.viewHidden', { subject: ticket.subject })}
                    onClick={() => onView(ticket.id)}
                  />
                  <RowAction
                    icon="chat"
                    label={supportText('action.comment')}
                    hidden={supportText('action.commentHidden', { subject: ticket.subject })}
                    onClick={() => onComment(ticket.id)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row's dialog-opening button: icon, visible label and the ticket it acts on (hidden). */
function RowAction({
  icon,
  label,
  hidden,
  onClick,
}: {
  icon: 'eye' | 'chat';
  label: string;
  hidden: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <DashboardIcon name={icon} size={16} />
      {label}
      <span className="visually-hidden">{hidden}</span>
    </button>
  );
}
