import { useSession } from '@storefront-kit/react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { ScrollToTop } from '../../layout/ScrollToTop';
import { SiteToaster } from '../../layout/SiteToaster';

/**
 * The dashboard's shell, first cut: the sidebar's links and the page; a visitor without a
 * session goes to /auth and comes back after signing in.
 */
export function DashboardLayout() {
  const session = useSession();
  const location = useLocation();
  if (!session.isLoggedIn) {
    return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname)}`} replace />;
  }
  return (
    <>
      <nav aria-label="Dashboard">
        <NavLink to="/dashboard" end>
          Dashboard
        </NavLink>
        <NavLink to="/dashboard/products">My Orders</NavLink>
        <NavLink to="/dashboard/support">Support Ticket</NavLink>
        <NavLink to="/dashboard/wishlist">Wishlist</NavLink>
        <NavLink to="/dashboard/profile">Profile</NavLink>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteToaster />
      <ScrollToTop />
    </>
  );
}
