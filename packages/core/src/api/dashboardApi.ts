import type { Http, RequestOptions } from '../http/createHttp';
import { bannerListResponseSchema } from '../schemas/content';
import { dashboardStatsResponseSchema, recentOrdersResponseSchema } from '../schemas/dashboard';

/** The customer dashboard's home. */
export function dashboardApi(http: Http) {
  return {
    /** `GET /dashboard-banners/get-all`: Featured Promotions. */
    banners: (options?: RequestOptions) =>
      http.get('dashboard-banners/get-all', bannerListResponseSchema, undefined, options),
    /** `GET /users-dashboard/stats`: counts of products, brands, solutions. */
    stats: (options?: RequestOptions) =>
      http.get('users-dashboard/stats', dashboardStatsResponseSchema, undefined, options),
    /** `GET /users-dashboard/top-5-orders`: Recent Activities. */
    recentOrders: (options?: RequestOptions) =>
      http.get('users-dashboard/top-5-orders', recentOrdersResponseSchema, undefined, options),
  };
}
export type DashboardApi = ReturnType<typeof dashboardApi>;
