import { authFormMessages, sessionMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { DashboardIcon, type DashboardIconName } from './DashboardIcon';
import './DashboardLayout.css';
import { dashboardText } from './dashboardCopy';

/** The core strings this file shows. */
const strings = { ...authFormMessages, ...sessionMessages };

interface NavItem {
  readonly to: string;
  readonly label: string;
  readonly icon: DashboardIconName;
  /** A page of sample data (decisions.md: labelled as such). */
  readonly sample?: boolean;
  /** Active only on exactly this path (the dashboard home). */
  readonly end?: boolean;
}

/** The props of {@link DashboardNav}. */
export interface DashboardNavProps {
  /** Icons only, the labels kept for assistive technology (the collapsed sidebar). */
  collapsed: boolean;
  /** A sign-out is in flight (the button is busy). */
  signingOut: boolean;
  onSignOut(): void;
  /** The id of the `nav`, for a control's `aria-controls`. */
  id?: string;
}

function Item({ item, collapsed }: { item: NavItem; collapsed: boolean }) {
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.end}
        className="dashboard-layout-nav-link"
        title={collapsed ? item.label : undefined}
      >
        <DashboardIcon name={item.icon} className="dashboard-layout-nav-icon" />
        <span className="dashboard-layout-nav-label">{item.label}</span>
        {item.sample ? (
          <span className="dashboard-layout-sample-tag">{dashboardText('nav.sample')}</span>
        ) : null}
      </NavLink>
    </li>
  );
}

/**
 * The dashboard's navigation (spec 2 'Dashboard layout'): Dashboard, My Orders, Support
 * Ticket, Wishlist, Profile and Reward Points; Services and Consultancy marked as sample
 * pages; Back to Shop and Sign Out. The sidebar and the mobile menu both show it.
 */
export function DashboardNav({ collapsed, signingOut, onSignOut, id }: DashboardNavProps) {
  const t = useTranslator(strings);
  const prefix = useId();
  const account: readonly NavItem[] = [
    { to: '/dashboard', label: t('session.dashboard'), icon: 'grid', end: true },
    { to: '/dashboard/products', label: dashboardText('nav.myOrders'), icon: 'box' },
    { to: '/dashboard/support', label: dashboardText('nav.supportTicket'), icon: 'chat' },
    { to: '/dashboard/wishlist', label: dashboardText('nav.wishlist'), icon: 'heart' },
    { to: '/dashboard/profile', label: dashboardText('nav.profile'), icon: 'user' },
    { to: '/dashboard/rewards', label: dashboardText('nav.rewards'), icon: 'gift' },
  ];
  const more: readonly NavItem[] = [
    {
      to: '/dashboard/services',
      label: dashboardText('nav.services'),
      icon: 'wrench',
      sample: true,
    },
    {
      to: '/dashboard/consultancy',
      label: dashboardText('nav.consultancy'),
      icon: 'briefcase',
      sample: true,
    },
  ];
  return (
    <nav id={id} className="dashboard-layout-nav" aria-label={dashboardText('nav.label')}>
      <p className="dashboard-layout-nav-heading" id={`${prefix}-account`}>
        {dashboardText('nav.account')}
      </p>
      <ul className="dashboard-layout-nav-list" aria-labelledby={`${prefix}-account`}>
        {account.map((item) => (
          <Item key={item.to} item={item} collapsed={collapsed} />
        ))}
      </ul>
      <p className="dashboard-layout-nav-heading" id={`${prefix}-more`}>
        {dashboardText('nav.more')}
      </p>
      <ul className="dashboard-layout-nav-list" aria-labelledby={`${prefix}-more`}>
        {more.map((item) => (
          <Item key={item.to} item={item} collapsed={collapsed} />
        ))}
      </ul>
      <ul className="dashboard-layout-nav-list dashboard-layout-nav-footer">
        <li>
          <Link
            to="/"
            className="dashboard-layout-nav-link"
            title={collapsed ? dashboardText('nav.backToShop') : undefined}
          >
            <DashboardIcon name="store" className="dashboard-layout-nav-icon" />
            <span className="dashboard-layout-nav-label">{dashboardText('nav.backToShop')}</span>
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="dashboard-layout-nav-link"
            onClick={onSignOut}
            disabled={signingOut}
            aria-busy={signingOut || undefined}
            title={collapsed ? t('auth.signOut') : undefined}
          >
            <DashboardIcon name="logout" className="dashboard-layout-nav-icon" />
            <span className="dashboard-layout-nav-label">
              {signingOut ? dashboardText('nav.signingOut') : t('auth.signOut')}
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
