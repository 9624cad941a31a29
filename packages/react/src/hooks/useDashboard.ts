import {
  type Banner,
  type DashboardStat,
  dashboardMessages,
  queryKeys,
  type RecentOrder,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { type UseQueryResult, useQuery } from './useQuery';
import { useTranslator } from './useTranslator';

/** The three parts of the dashboard home, each loading and failing on its own. */
export interface UseDashboardResult {
  /** Total Products, Total Brands, Total Solutions: `{ name, count }`. */
  readonly stats: UseQueryResult<readonly DashboardStat[]>;
  /** Recent Activities: the customer's five latest orders. */
  readonly recentOrders: UseQueryResult<readonly RecentOrder[]>;
  /** Featured Promotions; a failure reads 'Failed to load promotional banners'. */
  readonly banners: UseQueryResult<readonly Banner[]>;
}

/**
 * The customer dashboard's home (spec 2): stats, recent orders and promotions. User-scoped:
 * forgotten when the customer signs out or another signs in.
 *
 * @example const { stats, recentOrders, banners } = useDashboard();
 */
export function useDashboard(): UseDashboardResult {
  const { client } = useStorefront();
  const t = useTranslator(dashboardMessages);
  const stats = useQuery(
    queryKeys.dashboardStats,
    ({ signal }) => client.dashboard.stats({ signal }).then((answer) => answer.data),
    { userScoped: true },
  );
  const recentOrders = useQuery(
    queryKeys.dashboardRecentOrders,
    ({ signal }) => client.dashboard.recentOrders({ signal }).then((answer) => answer.data),
    { userScoped: true },
  );
  const banners = useQuery(
    queryKeys.dashboardBanners,
    ({ signal }) => client.dashboard.banners({ signal }).then((answer) => answer.data),
    { userScoped: true, errorMessage: t('dashboard.bannersFailed') },
  );
  return { stats, recentOrders, banners };
}
