import { COMPANY_PROFILE, createSafeStorage } from '@storefront-kit/core';
import { useSession } from '@storefront-kit/react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { Icon } from '../../components/Icon';
import { MarkHydrated } from '../../layout/MarkHydrated';
import { ScrollToTop } from '../../layout/ScrollToTop';
import { SiteToaster } from '../../layout/SiteToaster';
import { siteText } from '../../siteMessages';
import { DashboardHeader } from './DashboardHeader';
import './DashboardLayout.css';
import { DashboardNav } from './DashboardNav';
import { dashboardText } from './dashboardCopy';

// The mobile menu's dialog loads when first wanted (pointer or focus on its button), not with
// the shell.
const loadMenu = () => import('./DashboardMenu');
const DashboardMenu = lazy(() => loadMenu().then((m) => ({ default: m.DashboardMenu })));

/** Where the sidebar's collapsed state is remembered (the session's own 'sk:' prefix). */
const SIDEBAR_KEY = 'sk:dashboard-sidebar';

/**
 * The sidebar's collapsed state, remembered in `localStorage` through core's safe storage (a
 * blocked or full storage falls back to memory instead of throwing).
 */
function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [storage] = useState(() => createSafeStorage());
  const [collapsed, setCollapsed] = useState(() => storage.getItem(SIDEBAR_KEY) === 'collapsed');
  return [
    collapsed,
    (next) => {
      setCollapsed(next);
      storage.setItem(SIDEBAR_KEY, next ? 'collapsed' : 'expanded');
    },
  ];
}

/**
 * The customer dashboard's shell (spec 2 'Dashboard layout'): skip link, a collapsible sidebar
 * (an off-canvas menu on narrow screens), the header with the live search and the user, and
 * the page in `<main id="main">` (each page renders its own `<h1>`). Without a session it
 * sends the visitor to `/auth?next={this page}`; that also happens when the session expires
 * (core's 60 s check logs out with 'Your session has expired. Please login again.'). Sign Out
 * ends the session ('Logged out successfully') and goes to the shop's home.
 */
export function DashboardLayout() {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [signingOut, setSigningOut] = useState(false);
  // The mobile menu is open only on the page it was opened on: following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [menuUsed, setMenuUsed] = useState(false);
  const sidebarNavId = useId();

  if (!session.isLoggedIn) {
    if (signingOut) return <Navigate to="/" replace />;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }

  const signOut = () => {
    setSigningOut(true);
    void session.signOut();
  };
  const menuOpen = menuOpenAt === location.key;
  const busy = navigation.state !== 'idle';

  return (
    <div className="dashboard-layout-shell">
      <a className="dashboard-layout-skip" href="#main">
        {siteText('site.skipToContent')}
      </a>
      <div
        className="dashboard-layout-progress"
        data-state={busy ? 'loading' : 'idle'}
        aria-hidden="true"
      />
      <aside
        className="dashboard-layout-sidebar"
        data-state={collapsed ? 'collapsed' : 'expanded'}
        aria-label={dashboardText('sidebar.label')}
      >
        <div className="dashboard-layout-sidebar-head">
          <Link to="/" className="dashboard-layout-logo">
            <span className="dashboard-layout-logo-mark" aria-hidden="true">
              S
            </span>
            <span className="dashboard-layout-logo-text">{COMPANY_PROFILE.name}</span>
          </Link>
          <button
            type="button"
            className="dashboard-layout-collapse"
            aria-expanded={!collapsed}
            aria-controls={sidebarNavId}
            aria-label={dashboardText('sidebar.toggle')}
            title={dashboardText('sidebar.toggle')}
            onClick={() => setCollapsed(!collapsed)}
          >
            <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          </button>
        </div>
        <DashboardNav
          id={sidebarNavId}
          collapsed={collapsed}
          signingOut={signingOut}
          onSignOut={signOut}
        />
      </aside>
      <div className="dashboard-layout-content">
        <DashboardHeader
          menuOpen={menuOpen}
          onWantMenu={() => void loadMenu()}
          onOpenMenu={() => {
            setMenuUsed(true);
            setMenuOpenAt(location.key);
          }}
        />
        <main
          id="main"
          className="dashboard-layout-main"
          tabIndex={-1}
          aria-busy={busy || undefined}
        >
          <Outlet />
          <MarkHydrated />
        </main>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <DashboardMenu
            open={menuOpen}
            onOpenChange={(open) => setMenuOpenAt(open ? location.key : null)}
            signingOut={signingOut}
            onSignOut={signOut}
          />
        </Suspense>
      ) : null}
      <SiteToaster />
      <ScrollToTop />
    </div>
  );
}
