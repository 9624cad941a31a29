import { copyText } from '../../siteMessages';

/**
 * The dashboard home's own copy (headings, loading and empty states, table captions). The
 * spec's strings (stat cards, Recent Activities, View All, Quick Actions' buttons, the banners'
 * errors, statuses) come from core's catalogues.
 */
export const dashboardHomeCopy = {
  'home.title': 'Dashboard',
  'home.description':
    'Your account at a glance: promotions, the catalogue, your recent orders and quick actions.',
  'home.welcome': 'Welcome back, {name}',
  'home.lead': 'Here is what is happening with your account today.',
  'home.promotions': 'Featured Promotions',
  'home.promotionsLoading': 'Loading promotions…',
  'home.noPromotions': 'No promotions right now. Check back soon.',
  'home.stats': 'Catalogue',
  'home.statsLoading': 'Loading catalogue figures…',
  'home.statsFailed': 'Could not load the catalogue figures.',
  'home.recentLoading': 'Loading recent activities…',
  'home.recentFailed': 'Could not load your recent orders.',
  'home.noRecent': 'No orders yet. Your orders will show here.',
  'home.recentCaption': 'Your five most recent orders',
  'home.moreItems': '{name} and {count} more',
  'home.quickActions': 'Quick Actions',
  'home.buyProductHint': 'Browse the catalogue of automation parts',
  'home.supportHint': 'Ask our engineers about an order or a product',
  'home.rewards': 'Reward Points',
  'home.rewardsPoints': '{points} points',
  'home.rewardsTier': '{tier} tier',
  'home.rewardsNext': '{points} points to {tier}',
  'home.rewardsLink': 'View reward points',

  'col.name': 'Name',
  'col.category': 'Category',
  'col.orderId': 'Order ID',
  'col.date': 'Date',
  'col.amount': 'Amount',
  'col.status': 'Status',
} as const;

/** One string of the dashboard home's own copy. */
export const dashboardHomeText = copyText(dashboardHomeCopy);
