import { useTickets, useTranslator } from '@storefront-kit/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageMeta } from '../../components/usePageMeta';
import { whenIdle } from '../../components/whenIdle';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import '../dashboard/DashboardPage.css';
import './SupportPage.css';
import { supportMessages, supportText } from './supportCopy';
import { TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';

// The modals (create, view with edit, comment) are closed until a click, so not in the page's
// chunk: they load when the browser is first idle after the list's first paint, or at once on
// the click that opens one (the modal shows as soon as its code is there).
const loadDialogs = () => import('./SupportDialogs');
const CreateTicketDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.CreateTicketDialog })),
);
const ViewTicketDialog = lazy(() => loadDialogs().then((m) => ({ default: m.ViewTicketDialog })));
const CommentDialog = lazy(() => loadDialogs().then((m) => ({ default: m.CommentDialog })));

/**
 * /dashboard/support (spec 2 §2 Support tickets): the customer's tickets with search, status
 * and priority filters; New Ticket opens the create form (attachments uploaded first, with
 * progress); each row opens the ticket or the add-comment form. A failed load replaces the page
 * with 'Error Loading Support Tickets' and Retry.
 */
export function SupportPage() {
  const t = useTranslator(supportMessages);
  usePageMeta(supportText('support.title'), supportText('support.description'));
  const tickets = useTickets();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState(false);
  const [commenting, setCommenting] = useState(false);
  // The (closed) modals mount once the browser is idle, or with the first one opened.
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const wantDialogs = () => void loadDialogs().catch(() => undefined);

  const { filters } = tickets;
  const filtered =
    filters.search.trim() !== '' || filters.status !== 'all' || filters.priority !== 'all';
  const firstLoad =
    tickets.status === 'idle' || (tickets.status === 'loading' && !tickets.tickets.length);

  const view = (id: string) => {
    wantDialogs();
    void tickets.open(id);
    setViewing(true);
  };
  const comment = (id: string) => {
    wantDialogs();
    void tickets.open(id);
    setCommenting(true);
  };
  const closeView = () => {
    setViewing(false);
    setCommenting(false);
    tickets.close();
  };
  const closeComment = () => {
    setCommenting(false);
    if (!viewing) tickets.close();
  };

  return (
    <div className="dashboard-page-page">
      <header className="dashboard-page-header">
        <div>
          <h1 className="dashboard-page-title">{supportText('support.title')}</h1>
          <p className="dashboard-page-lead">{supportText('support.lead')}</p>
        </div>
        {tickets.status === 'error' ? null : (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            onPointerEnter={wantDialogs}
            onFocus={wantDialogs}
            onClick={() => {
              wantDialogs();
              setCreating(true);
            }}
          >
            <span aria-hidden="true">+</span>
            {t('tickets.newTicket')}
          </button>
        )}
      </header>

      {tickets.status === 'error' ? (
        <section
          className="dashboard-page-state dashboard-page-failure"
          aria-labelledby="tickets-error"
        >
          <DashboardIcon name="alert" size={32} className="dashboard-page-danger-icon" />
          <h2 id="tickets-error" className="dashboard-page-state-title">
            {t('tickets.errorTitle')}
          </h2>
          <p role="alert">{tickets.error ?? t('tickets.fetchFailed')}</p>
          <button type="button" className="button" onClick={() => void tickets.reload()}>
            <DashboardIcon name="refresh" size={18} />
            {t('tickets.retry')}
          </button>
        </section>
      ) : (
        <>
          <TicketFilters tickets={tickets} />
          <p className="visually-hidden" role="status">
            {firstLoad
              ? supportText('support.loading')
              : tickets.status === 'loaded'
                ? tickets.tickets.length === 1
                  ? supportText('support.countOne')
                  : supportText('support.count', { count: tickets.tickets.length })
                : ''}
          </p>
          {firstLoad ? (
            <div className="support-page-skeletons" aria-hidden="true">
              {[0, 1, 2].map((row) => (
                <span key={row} className="skeleton support-page-skeleton-row" />
              ))}
            </div>
          ) : tickets.tickets.length ? (
            <TicketTable
              tickets={tickets.tickets}
              busy={tickets.status === 'loading'}
              onView={view}
              onComment={comment}
            />
          ) : (
            <section className="dashboard-page-state" aria-labelledby="tickets-empty">
              <DashboardIcon name="file" size={32} className="dashboard-page-state-icon" />
              <h2 id="tickets-empty" className="dashboard-page-state-title">
                {supportText(filtered ? 'support.noMatchTitle' : 'support.emptyTitle')}
              </h2>
              <p>{supportText(filtered ? 'support.noMatchText' : 'support.emptyText')}</p>
              {filtered ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={tickets.clearFilters}
                >
                  {t('tickets.clearFilters')}
                </button>
              ) : null}
            </section>
          )}
        </>
      )}

      {idle || creating || viewing || commenting ? (
        <Suspense fallback={null}>
          <CreateTicketDialog tickets={tickets} open={creating} onOpenChange={setCreating} />
          <ViewTicketDialog
            tickets={tickets}
            open={viewing}
            onClose={closeView}
            onAddComment={() => setCommenting(true)}
          />
          <CommentDialog tickets={tickets} open={commenting} onClose={closeComment} />
        </Suspense>
      ) : null}
    </div>
  );
}
