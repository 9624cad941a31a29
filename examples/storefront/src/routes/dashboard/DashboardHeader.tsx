import { sessionMessages } from '@storefront-kit/core';
import { useSession, useTranslator } from '@storefront-kit/react';
import { Icon } from '../../components/Icon';
import { SiteSearch } from '../../layout/SiteSearch';
import './DashboardLayout.css';
import { dashboardText } from './dashboardCopy';

/** The signed-in user's name and first user type (spec 2: default 'Customer'). */
export function useDashboardUser(): { name: string; type: string; initial: string } {
  const t = useTranslator(sessionMessages);
  const { user } = useSession();
  const name = user?.name ?? '';
  const type = user?.user_types?.[0]?.name || t('session.defaultUserType');
  return { name, type, initial: name.trim().charAt(0).toUpperCase() || '?' };
}

/** The user's avatar initial, name and user type. */
export function DashboardUser({ className }: { className?: string }) {
  const user = useDashboardUser();
  return (
    <div className={`dashboard-layout-user ${className ?? ''}`}>
      <span className="dashboard-layout-avatar" aria-hidden="true">
        {user.initial}
      </span>
      <span className="dashboard-layout-user-text">
        <span className="dashboard-layout-user-name">{user.name}</span>
        <span className="dashboard-layout-user-type">{user.type}</span>
      </span>
    </div>
  );
}

/**
 * The dashboard's header (spec 2 'Dashboard layout'): on narrow screens the menu button, the
 * site's live search (suggestions from 2 characters, debounced 300 ms), the user's name and
 * first user type.
 */
export function DashboardHeader({
  menuOpen,
  onOpenMenu,
  onWantMenu,
}: {
  menuOpen: boolean;
  onOpenMenu(): void;
  /** The menu may be opened soon (pointer or focus on its button): load it. */
  onWantMenu(): void;
}) {
  return (
    <header className="dashboard-layout-header">
      <button
        type="button"
        className="dashboard-layout-menu-button"
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onPointerEnter={onWantMenu}
        onFocus={onWantMenu}
        onClick={onOpenMenu}
      >
        <Icon name="menu" size={22} />
        <span className="visually-hidden">{dashboardText('menu.open')}</span>
      </button>
      <div className="dashboard-layout-search">
        <SiteSearch />
      </div>
      <DashboardUser className="dashboard-layout-header-user" />
    </header>
  );
}
