import { copyText } from '../../siteMessages';

/** The reward points page's own copy ('Failed to load reward points' is core's). */
export const rewardsCopy = {
  'rewards.title': 'Reward Points',
  'rewards.description':
    'Your reward points balance, your tier and how you earned each point: paid orders, reviews and daily sign-ins.',
  'rewards.lead': 'Earn points on every paid order, every review and every day you sign in.',
  'rewards.loading': 'Loading your reward points…',
  'rewards.retry': 'Try Again',
  'rewards.balance': 'Points balance',
  'rewards.points': '{points} points',
  'rewards.pointsOne': '1 point',
  'rewards.tier': 'Your tier',
  'rewards.tierValue': '{tier} member',
  'rewards.lifetime': 'Lifetime points earned',
  'rewards.next': '{points} more points to reach {tier}',
  'rewards.top': 'You have reached our highest tier.',
  'rewards.nextProgress': 'Progress to {tier}',
  'rewards.howTitle': 'How to earn points',
  'rewards.rule.order': '1 point for every ₹10 you pay on an order',
  'rewards.rule.orderNote': 'Credited when the payment is confirmed.',
  'rewards.rule.review': '10 points for each product review you publish',
  'rewards.rule.reviewNote': 'For products you bought.',
  'rewards.rule.login': '5 points for signing in',
  'rewards.rule.loginNote': 'Once a day.',
  'rewards.historyTitle': 'Points history',
  'rewards.historyCaption': 'Your reward point transactions, newest first',
  'rewards.empty':
    'No points yet. Sign in daily, review a product or place an order to start earning.',
  'rewards.column.date': 'Date',
  'rewards.column.description': 'Description',
  'rewards.column.type': 'Type',
  'rewards.column.points': 'Points',
  'rewards.type.order': 'Order',
  'rewards.type.review': 'Review',
  'rewards.type.daily_login': 'Daily login',
  'rewards.showing': 'Showing {from} to {to} of {total} transactions',
  'rewards.page': 'Page {page}',
  'rewards.pagination': 'Points history pages',
} as const;

/** One string of the reward points page's copy. */
export const rewardsText = copyText(rewardsCopy);
