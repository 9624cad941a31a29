import {
  type Banner,
  contentMessages,
  type DashboardStat,
  dashboardMessages,
  queryKeys,
  type RecentOrder,
  type RewardSummary,
} from '@storefront-kit/core';
import {
  type UseQueryResult,
  useDashboard,
  useQuery,
  useSession,
  useStorefront,
  useTranslator,
} from '@storefront-kit/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { formatOrderDate, formatRupees } from '../orders/formatOrder';
import { StatusBadge } from '../orders/StatusBadge';
import './DashboardHome.css';
import { DashboardIcon, type DashboardIconName } from './DashboardIcon';
import './DashboardPage.css';
import { dashboardHomeText } from './dashboardHomeCopy';

/** The core strings this file shows. */
const strings = { ...dashboardMessages, ...contentMessages };

/** The stat cards: which server figure (`name`) each shows. */
const STAT_CARDS = [
  { name: 'Product', label: 'dashboard.totalProducts', icon: 'box' },
  { name: 'Brand', label: 'dashboard.totalBrands', icon: 'tag' },
  { name: 'Solution', label: 'dashboard.totalSolutions', icon: 'shield' },
] as const satisfies readonly {
  name: string;
  label: keyof typeof dashboardMessages;
  icon: DashboardIconName;
}[];

const countFormat = new Intl.NumberFormat('en-IN');

/** Featured Promotions: the dashboard's banners, with loading, error and empty states. */
function Promotions({ banners }: { banners: UseQueryResult<readonly Banner[]> }) {
  const t = useTranslator(strings);
  const { assetUrl } = useStorefront();
  let body: ReactNode;
  if (banners.status === 'error' && !banners.data) {
    body = (
      <div className="notice notice-error dashboard-home-state" role="alert">
        <p className="dashboard-home-state-title">{t('dashboard.bannersFailedTitle')}</p>
        <p>{t('dashboard.bannersFailed')}</p>
        <button type="button" className="button" onClick={() => void banners.refetch()}>
          {t('home.tryAgain')}
        </button>
      </div>
    );
  } else if (!banners.data) {
    body = (
      <div className="dashboard-home-promo-grid" role="status">
        <span className="visually-hidden">{dashboardHomeText('home.promotionsLoading')}</span>
        {[0, 1, 2].map((slot) => (
          <span key={slot} className="skeleton dashboard-home-promo-skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (banners.data.length === 0) {
    body = <p className="notice">{dashboardHomeText('home.noPromotions')}</p>;
  } else {
    body = (
      <ul className="dashboard-home-promo-grid">
        {banners.data.map((banner) => (
          <li key={banner.id} className="dashboard-home-promo">
            <img
              className="dashboard-home-promo-image"
              src={assetUrl(banner.image)}
              alt=""
              width={800}
              height={300}
              loading="lazy"
            />
            <div className="dashboard-home-promo-text">
              {banner.badge ? (
                <span className="dashboard-home-promo-badge">{banner.badge}</span>
              ) : null}
              <h3 className="dashboard-home-promo-title">{banner.title}</h3>
              {banner.subtitle ? (
                <p className="dashboard-home-promo-subtitle">{banner.subtitle}</p>
              ) : null}
              {banner.primaryButtonText && banner.link ? (
                <Link to={banner.link} className="button button-small">
                  {banner.primaryButtonText}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="dashboard-home-section" aria-labelledby="dashboard-promotions">
      <h2 id="dashboard-promotions" className="dashboard-home-section-title">
        {dashboardHomeText('home.promotions')}
      </h2>
      {body}
    </section>
  );
}

/** Total Products, Total Brands, Total Solutions. */
function Stats({ stats }: { stats: UseQueryResult<readonly DashboardStat[]> }) {
  const t = useTranslator(strings);
  const failed = stats.status === 'error' && !stats.data;
  return (
    <section className="dashboard-home-section" aria-labelledby="dashboard-stats">
      <h2 id="dashboard-stats" className="visually-hidden">
        {dashboardHomeText('home.stats')}
      </h2>
      {stats.data || failed ? null : (
        <p className="visually-hidden" role="status">
          {dashboardHomeText('home.statsLoading')}
        </p>
      )}
      {failed ? (
        <div className="notice notice-error" role="alert">
          <p>{dashboardHomeText('home.statsFailed')}</p>
          <button
            type="button"
            className="button button-small"
            onClick={() => void stats.refetch()}
          >
            {t('home.tryAgain')}
          </button>
        </div>
      ) : (
        <ul className="dashboard-home-stats" aria-busy={!stats.data || undefined}>
          {STAT_CARDS.map((card) => {
            const count = stats.data?.find((stat) => stat.name === card.name)?.count;
            return (
              <li key={card.name} className="dashboard-home-stat">
                <span className="dashboard-home-stat-icon" aria-hidden="true">
                  <DashboardIcon name={card.icon} size={22} />
                </span>
                <span className="dashboard-home-stat-text">
                  <span className="dashboard-home-stat-label">{t(card.label)}</span>
                  {stats.data ? (
                    <span className="dashboard-home-stat-value">
                      {countFormat.format(count ?? 0)}
                    </span>
                  ) : (
                    <span className="skeleton dashboard-home-stat-skeleton" aria-hidden="true" />
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The first item's name (and how many more), for the Name column. */
function orderName(order: RecentOrder): string {
  const [first, ...rest] = order.items;
  if (!first) return '';
  return rest.length
    ? dashboardHomeText('home.moreItems', { name: first.name, count: rest.length })
    : first.name;
}

/** Recent Activities: the five latest orders, View All to My Orders. */
function RecentActivities({ orders }: { orders: UseQueryResult<readonly RecentOrder[]> }) {
  const t = useTranslator(strings);
  let body: ReactNode;
  if (orders.status === 'error' && !orders.data) {
    body = (
      <div className="notice notice-error" role="alert">
        <p>{dashboardHomeText('home.recentFailed')}</p>
        <button type="button" className="button button-small" onClick={() => void orders.refetch()}>
          {t('home.tryAgain')}
        </button>
      </div>
    );
  } else if (!orders.data) {
    body = (
      <div className="dashboard-home-table-skeleton" role="status">
        <span className="visually-hidden">{dashboardHomeText('home.recentLoading')}</span>
        {[0, 1, 2].map((row) => (
          <span key={row} className="skeleton dashboard-home-row-skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (orders.data.length === 0) {
    body = <p className="notice">{dashboardHomeText('home.noRecent')}</p>;
  } else {
    body = (
      <section
        className="dashboard-home-table-scroll"
        aria-label={dashboardHomeText('home.recentCaption')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
        tabIndex={0}
      >
        <table className="dashboard-page-table dashboard-home-table">
          <caption className="visually-hidden">{dashboardHomeText('home.recentCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{dashboardHomeText('col.name')}</th>
              <th scope="col">{dashboardHomeText('col.category')}</th>
              <th scope="col">{dashboardHomeText('col.orderId')}</th>
              <th scope="col">{dashboardHomeText('col.date')}</th>
              <th scope="col" className="dashboard-home-numeric">
                {dashboardHomeText('col.amount')}
              </th>
              <th scope="col">{dashboardHomeText('col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.map((order) => {
              const paid = order.payment?.status === 'Paid';
              return (
                <tr key={order.order_id}>
                  <td className="dashboard-home-name-cell">{orderName(order)}</td>
                  <td>{order.items[0]?.category ?? ''}</td>
                  <td>
                    <Link
                      to={`/dashboard/orders-details/${encodeURIComponent(order.order_id)}`}
                      className="dashboard-home-order-link"
                    >
                      {order.order_id}
                    </Link>
                  </td>
                  <td className="dashboard-home-nowrap">{formatOrderDate(order.createdAt)}</td>
                  <td className="dashboard-home-numeric">{formatRupees(order.total_amount)}</td>
                  <td>
                    <StatusBadge
                      status={paid ? 'paid' : 'pending'}
                      label={t(paid ? 'orders.statusSuccess' : 'orders.statusPending')}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    );
  }
  return (
    <section
      className="dashboard-home-section dashboard-home-panel"
      aria-labelledby="dashboard-recent"
    >
      <div className="dashboard-home-panel-head">
        <h2 id="dashboard-recent" className="dashboard-home-section-title">
          {t('dashboard.recentActivities')}
        </h2>
        <Link to="/dashboard/products" className="button button-secondary button-small">
          {t('dashboard.viewAll')}
        </Link>
      </div>
      {body}
    </section>
  );
}

/** The reward points at a glance (decisions.md: real points), when the server has them. */
function RewardsCard() {
  const { client } = useStorefront();
  const summary = useQuery<RewardSummary>(
    queryKeys.rewardSummary,
    ({ signal }) => client.rewards.summary({ signal }).then((answer) => answer.data),
    { userScoped: true },
  );
  if (!summary.data) return null;
  const { points, tier, next_tier, points_to_next_tier } = summary.data;
  return (
    <li>
      <Link to="/dashboard/rewards" className="dashboard-home-action">
        <span className="dashboard-home-action-icon" aria-hidden="true">
          <DashboardIcon name="gift" size={22} />
        </span>
        <span className="dashboard-home-action-text">
          <span className="dashboard-home-action-title">{dashboardHomeText('home.rewards')}</span>
          <span className="dashboard-home-reward-points">
            {dashboardHomeText('home.rewardsPoints', { points: countFormat.format(points) })}
          </span>
          <span className="dashboard-home-action-hint">
            {dashboardHomeText('home.rewardsTier', { tier })}
            {next_tier && points_to_next_tier
              ? ` · ${dashboardHomeText('home.rewardsNext', {
                  points: countFormat.format(points_to_next_tier),
                  tier: next_tier,
                })}`
              : ''}
          </span>
          <span className="visually-hidden">{dashboardHomeText('home.rewardsLink')}</span>
        </span>
      </Link>
    </li>
  );
}

/** Quick Actions: Buy Product and Support Ticket, and the reward points. */
function QuickActions() {
  const t = useTranslator(strings);
  return (
    <section className="dashboard-home-section" aria-labelledby="dashboard-actions">
      <h2 id="dashboard-actions" className="dashboard-home-section-title">
        {dashboardHomeText('home.quickActions')}
      </h2>
      <ul className="dashboard-home-actions">
        <li>
          <Link to="/products" className="dashboard-home-action">
            <span className="dashboard-home-action-icon" aria-hidden="true">
              <DashboardIcon name="cart" size={22} />
            </span>
            <span className="dashboard-home-action-text">
              <span className="dashboard-home-action-title">{t('dashboard.buyProduct')}</span>
              <span className="dashboard-home-action-hint">
                {dashboardHomeText('home.buyProductHint')}
              </span>
            </span>
          </Link>
        </li>
        <li>
          <Link to="/dashboard/support" className="dashboard-home-action">
            <span className="dashboard-home-action-icon" aria-hidden="true">
              <DashboardIcon name="chat" size={22} />
            </span>
            <span className="dashboard-home-action-text">
              <span className="dashboard-home-action-title">{t('dashboard.supportTicket')}</span>
              <span className="dashboard-home-action-hint">
                {dashboardHomeText('home.supportHint')}
              </span>
            </span>
          </Link>
        </li>
        <RewardsCard />
      </ul>
    </section>
  );
}

/**
 * `/dashboard` (spec 2 'Dashboard home'): Featured Promotions, the three stat cards, Recent
 * Activities and Quick Actions; each part loads and fails on its own.
 */
export function DashboardHome() {
  const { stats, recentOrders, banners } = useDashboard();
  const { user } = useSession();
  usePageMeta(dashboardHomeText('home.title'), dashboardHomeText('home.description'));
  return (
    <div className="dashboard-home-page">
      <div className="dashboard-page-intro">
        <h1 className="dashboard-page-large-title">{dashboardHomeText('home.title')}</h1>
        <p className="dashboard-home-lead">
          {user?.name ? `${dashboardHomeText('home.welcome', { name: user.name })}. ` : ''}
          {dashboardHomeText('home.lead')}
        </p>
      </div>
      <Promotions banners={banners} />
      <Stats stats={stats} />
      <QuickActions />
      <RecentActivities orders={recentOrders} />
    </div>
  );
}
