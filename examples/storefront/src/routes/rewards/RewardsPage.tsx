import type { RewardSummary, RewardTransaction } from '@storefront-kit/core';
import { useRewards } from '@storefront-kit/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { DashboardIcon } from '../dashboard/DashboardIcon';
import '../dashboard/DashboardPage.css';
import { ListPagination } from '../dashboard/ListPagination';
import { formatDate } from '../support/dates';
import './RewardsPage.css';
import { rewardsText } from './rewardsCopy';

/** Transactions per page of the history. */
const PER_PAGE = 5;

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);
const numberFormat = new Intl.NumberFormat('en-IN');

const pointsText = (points: number) =>
  Math.abs(points) === 1
    ? rewardsText('rewards.pointsOne')
    : rewardsText('rewards.points', { points: numberFormat.format(points) });

const typeText = (type: string) => {
  switch (type) {
    case 'order':
      return rewardsText('rewards.type.order');
    case 'review':
      return rewardsText('rewards.type.review');
    case 'daily_login':
      return rewardsText('rewards.type.daily_login');
    default:
      return type;
  }
};

/**
 * /dashboard/rewards (decisions.md: real points from the server): the balance, the tier (Gold,
 * Platinum) and how far the next one is, the earning rules, and the history with pages.
 */
export function RewardsPage() {
  usePageMeta(rewardsText('rewards.title'), rewardsText('rewards.description'));
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { summary, transactions } = useRewards({ page_no: page, per_page: PER_PAGE });

  const failed = summary.status === 'error' ? summary.error : null;
  return (
    <div className="dashboard-page-page">
      <header>
        <h1 className="dashboard-page-title">{rewardsText('rewards.title')}</h1>
        <p className="dashboard-page-lead">{rewardsText('rewards.lead')}</p>
      </header>

      {failed ? (
        <section
          className="dashboard-page-state dashboard-page-failure"
          aria-labelledby="rewards-error"
        >
          <DashboardIcon name="alert" size={32} className="dashboard-page-danger-icon" />
          <div role="alert">
            <h2 id="rewards-error" className="dashboard-page-state-title">
              {failed.message}
            </h2>
          </div>
          <button
            type="button"
            className="button"
            onClick={() => {
              void summary.refetch();
              void transactions.refetch();
            }}
          >
            <DashboardIcon name="refresh" size={18} />
            {rewardsText('rewards.retry')}
          </button>
        </section>
      ) : summary.data ? (
        <SummaryCards summary={summary.data} />
      ) : (
        <div className="rewards-page-cards" aria-busy="true">
          <p className="visually-hidden" role="status">
            {rewardsText('rewards.loading')}
          </p>
          <span className="skeleton rewards-page-skeleton-card" />
          <span className="skeleton rewards-page-skeleton-card" />
        </div>
      )}

      <section className="rewards-page-card" aria-labelledby="rewards-how">
        <h2 id="rewards-how" className="rewards-page-card-title">
          {rewardsText('rewards.howTitle')}
        </h2>
        <ul className="rewards-page-rules">
          <li>
            <DashboardIcon name="box" size={22} className="rewards-page-rule-icon" />
            <span>
              <strong>{rewardsText('rewards.rule.order')}</strong>
              <span className="rewards-page-note">{rewardsText('rewards.rule.orderNote')}</span>
            </span>
          </li>
          <li>
            <DashboardIcon name="star" size={22} className="rewards-page-rule-icon" />
            <span>
              <strong>{rewardsText('rewards.rule.review')}</strong>
              <span className="rewards-page-note">{rewardsText('rewards.rule.reviewNote')}</span>
            </span>
          </li>
          <li>
            <DashboardIcon name="clock" size={22} className="rewards-page-rule-icon" />
            <span>
              <strong>{rewardsText('rewards.rule.login')}</strong>
              <span className="rewards-page-note">{rewardsText('rewards.rule.loginNote')}</span>
            </span>
          </li>
        </ul>
      </section>

      {failed ? null : (
        <section className="rewards-page-card" aria-labelledby="rewards-history">
          <h2 id="rewards-history" className="rewards-page-card-title">
            {rewardsText('rewards.historyTitle')}
          </h2>
          {transactions.status === 'error' ? (
            <p className="notice notice-error" role="alert">
              {transactions.error.message}
            </p>
          ) : transactions.data ? (
            <History
              items={transactions.data.items}
              page={page}
              totalRows={transactions.data.pagination?.total_rows ?? transactions.data.items.length}
              busy={transactions.status === 'refreshing'}
              onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          ) : (
            <span className="skeleton rewards-page-skeleton-rows" aria-hidden="true" />
          )}
        </section>
      )}
    </div>
  );
}

/** The balance card and the tier card. */
function SummaryCards({ summary }: { summary: RewardSummary }) {
  const next = summary.next_tier;
  const toNext = summary.points_to_next_tier ?? 0;
  // The share of the way from this tier to the next, by lifetime points.
  const target = summary.lifetime_points + toNext;
  const progress = next && target > 0 ? Math.round((summary.lifetime_points / target) * 100) : 100;
  return (
    <div className="rewards-page-cards">
      <section className="rewards-page-card rewards-page-balance" aria-labelledby="rewards-balance">
        <h2 id="rewards-balance" className="rewards-page-card-label">
          {rewardsText('rewards.balance')}
        </h2>
        <p className="rewards-page-points">{pointsText(summary.points)}</p>
        <p className="rewards-page-note">
          {rewardsText('rewards.lifetime')}: {numberFormat.format(summary.lifetime_points)}
        </p>
      </section>
      <section className="rewards-page-card" aria-labelledby="rewards-tier">
        <h2 id="rewards-tier" className="rewards-page-card-label">
          {rewardsText('rewards.tier')}
        </h2>
        <p className="rewards-page-tier-name" data-tier={summary.tier.toLowerCase()}>
          <DashboardIcon name="star" size={22} />
          {rewardsText('rewards.tierValue', { tier: summary.tier })}
        </p>
        {next ? (
          <>
            <progress
              className="rewards-page-tier-bar"
              max={100}
              value={progress}
              aria-label={rewardsText('rewards.nextProgress', { tier: next })}
            />
            <p className="rewards-page-note">
              {rewardsText('rewards.next', { points: numberFormat.format(toNext), tier: next })}
            </p>
          </>
        ) : (
          <p className="rewards-page-note">{rewardsText('rewards.top')}</p>
        )}
      </section>
    </div>
  );
}

interface HistoryProps {
  items: readonly RewardTransaction[];
  page: number;
  totalRows: number;
  busy: boolean;
  onPage(page: number): void;
}

/** The transactions, newest first, with pages when there is more than one. */
function History({ items, page, totalRows, busy, onPage }: HistoryProps) {
  const table = useRef<HTMLTableElement>(null);
  if (!items.length) return <p className="rewards-page-note">{rewardsText('rewards.empty')}</p>;
  return (
    <>
      <div className="rewards-page-table-wrap">
        <table ref={table} className="rewards-page-table" aria-busy={busy || undefined}>
          <caption className="visually-hidden">{rewardsText('rewards.historyCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{rewardsText('rewards.column.date')}</th>
              <th scope="col">{rewardsText('rewards.column.description')}</th>
              <th scope="col">{rewardsText('rewards.column.type')}</th>
              <th scope="col" className="rewards-page-numeric">
                {rewardsText('rewards.column.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                </td>
                <td>{item.description}</td>
                <td>{typeText(item.type)}</td>
                <td className="rewards-page-numeric" data-sign={item.points < 0 ? 'minus' : 'plus'}>
                  {item.points > 0 ? '+' : ''}
                  {numberFormat.format(item.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListPagination
        aria-label={rewardsText('rewards.pagination')}
        page={page}
        total={totalRows}
        perPage={PER_PAGE}
        onPageChange={(next) => {
          onPage(next);
          table.current?.scrollIntoView({ block: 'nearest' });
        }}
        summary={(range) => rewardsText('rewards.showing', { ...range })}
        pageLabel={(number) => rewardsText('rewards.page', { page: number })}
      />
    </>
  );
}
