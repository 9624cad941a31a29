import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketPriority,
  type TicketStatus,
} from '@storefront-kit/core';
import { type UseTicketsResult, useTranslator } from '@storefront-kit/react';
import { useId } from 'react';
import { Icon } from '../../components/Icon';
import '../dashboard/DashboardPage.css';
import './SupportPage.css';
import { supportMessages, supportText } from './supportCopy';

const isStatus = (value: string): value is TicketStatus =>
  (TICKET_STATUSES as readonly string[]).includes(value);
const isPriority = (value: string): value is TicketPriority =>
  (TICKET_PRIORITIES as readonly string[]).includes(value);

/** The list's search box (reloads 300 ms after typing stops), Status and Priority filters, Clear Filters. */
export function TicketFilters({ tickets }: { tickets: UseTicketsResult }) {
  const t = useTranslator(supportMessages);
  const id = useId();
  const { filters } = tickets;
  return (
    <search className="support-page-filters" aria-label={supportText('support.filters')}>
      <div className="support-page-filter support-page-search-filter">
        <label htmlFor={`${id}-search`} className="dashboard-page-label">
          {supportText('support.search')}
        </label>
        <div className="support-page-search-box">
          <Icon name="search" size={18} className="support-page-search-icon" />
          <input
            id={`${id}-search`}
            type="search"
            className="input support-page-search-input"
            placeholder={supportText('support.searchPlaceholder')}
            value={filters.search}
            onChange={(event) => tickets.setSearch(event.currentTarget.value)}
          />
        </div>
      </div>
      <div className="support-page-filter">
        <label htmlFor={`${id}-status`} className="dashboard-page-label">
          {supportText('support.status')}
        </label>
        <select
          id={`${id}-status`}
          className="input"
          value={filters.status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            tickets.setStatusFilter(isStatus(value) ? value : 'all');
          }}
        >
          <option value="all">{supportText('support.allStatuses')}</option>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </div>
      <div className="support-page-filter">
        <label htmlFor={`${id}-priority`} className="dashboard-page-label">
          {supportText('support.priority')}
        </label>
        <select
          id={`${id}-priority`}
          className="input"
          value={filters.priority}
          onChange={(event) => {
            const value = event.currentTarget.value;
            tickets.setPriorityFilter(isPriority(value) ? value : 'all');
          }}
        >
          <option value="all">{supportText('support.allPriorities')}</option>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {priority}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="button button-secondary support-page-clear"
        onClick={tickets.clearFilters}
      >
        {t('tickets.clearFilters')}
      </button>
    </search>
  );
}
