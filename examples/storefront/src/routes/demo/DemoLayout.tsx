import { dashboardMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import '../dashboard/DashboardPage.css';
import './DemoPage.css';
import { demoText } from './demoCopy';

interface DemoLayoutProps {
  title: string;
  lead: string;
  status: 'loading' | 'loaded';
  loadingText: string;
  searchPlaceholder: string;
  query: string;
  onQuery(query: string): void;
  /** Records matching the search. */
  count: number;
  children: ReactNode;
}

/**
 * The frame of a sample-data page: heading, the 'Sample data' notice (with no buttons that
 * pretend to work: booking goes through the contact page), a search over the samples, the
 * 1-second loading state, and the no-match message.
 */
export function DemoLayout({
  title,
  lead,
  status,
  loadingText,
  searchPlaceholder,
  query,
  onQuery,
  count,
  children,
}: DemoLayoutProps) {
  const t = useTranslator(dashboardMessages);
  const id = useId();
  return (
    <div className="dashboard-page-page">
      <header>
        <h1 className="dashboard-page-title">{title}</h1>
        <p className="dashboard-page-lead">{lead}</p>
      </header>
      <aside className="demo-page-sample" aria-labelledby={`${id}-sample`}>
        <DashboardIcon name="alert" size={22} className="demo-page-sample-icon" />
        <div>
          <h2 id={`${id}-sample`} className="demo-page-sample-title">
            {t('dashboard.sampleData')}
          </h2>
          <p>{demoText('demo.noticeText')}</p>
        </div>
        <Link to="/contact" className="button button-secondary button-small">
          {demoText('demo.contact')}
        </Link>
      </aside>
      {status === 'loading' ? (
        <div className="demo-page-loading" aria-busy="true">
          <p role="status" className="demo-page-loading-text">
            {loadingText}
          </p>
          {[0, 1, 2].map((key) => (
            <span key={key} className="skeleton demo-page-skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : (
        <>
          <search className="demo-page-search" aria-label={searchPlaceholder}>
            <label htmlFor={`${id}-search`} className="visually-hidden">
              {demoText('demo.search')}
            </label>
            <Icon name="search" size={18} className="demo-page-search-icon" />
            <input
              id={`${id}-search`}
              type="search"
              className="input demo-page-search-input"
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => onQuery(event.currentTarget.value)}
            />
          </search>
          <p className="visually-hidden" role="status">
            {count === 1 ? demoText('demo.countOne') : demoText('demo.count', { count })}
          </p>
          {count ? (
            children
          ) : (
            <p className="demo-page-no-match">
              {demoText('demo.noMatch', { query: query.trim() })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** Whether a record's texts contain the search (case-insensitive); an empty search keeps all. */
export function matchesQuery(query: string, texts: readonly string[]): boolean {
  const wanted = query.trim().toLowerCase();
  return !wanted || texts.some((text) => text.toLowerCase().includes(wanted));
}
