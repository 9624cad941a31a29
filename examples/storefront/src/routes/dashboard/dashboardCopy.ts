import { copyText } from '../../siteMessages';

/**
 * The dashboard shell's own copy (navigation labels, the sidebar and the mobile menu); the
 * home's is `dashboardHomeCopy`. The spec's strings (Sign Out, session messages) come from
 * core's catalogues.
 */
export const dashboardCopy = {
  'nav.label': 'Dashboard',
  'nav.account': 'My Account',
  'nav.more': 'More',
  'nav.myOrders': 'My Orders',
  'nav.supportTicket': 'Support Ticket',
  'nav.wishlist': 'Wishlist',
  'nav.profile': 'Profile',
  'nav.rewards': 'Reward Points',
  'nav.services': 'Services',
  'nav.consultancy': 'Consultancy',
  'nav.sample': 'Sample',
  'nav.backToShop': 'Back to Shop',
  'nav.signingOut': 'Signing Out...',
  'sidebar.toggle': 'Sidebar',
  'sidebar.label': 'Dashboard sidebar',
  'menu.open': 'Open dashboard menu',
  'menu.title': 'Dashboard menu',
} as const;

/** One string of the dashboard's own copy. */
export const dashboardText = copyText(dashboardCopy);
