import { SiteDialog } from '../../components/SiteDialog';
import { DashboardUser } from './DashboardHeader';
import './DashboardLayout.css';
import { DashboardNav } from './DashboardNav';
import { dashboardText } from './dashboardCopy';

/**
 * The dashboard's off-canvas menu on narrow screens: the user and the sidebar's navigation in
 * a modal `<dialog>` sliding in from the start (Escape or the backdrop closes it, focus returns
 * to the menu button). Loaded the first time it is wanted.
 */
export function DashboardMenu({
  open,
  onOpenChange,
  signingOut,
  onSignOut,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  signingOut: boolean;
  onSignOut(): void;
}) {
  return (
    <SiteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={dashboardText('menu.title')}
      variant="start"
      bodyClassName="dashboard-layout-menu-body"
    >
      <DashboardUser className="dashboard-layout-menu-user" />
      <DashboardNav collapsed={false} signingOut={signingOut} onSignOut={onSignOut} />
    </SiteDialog>
  );
}
