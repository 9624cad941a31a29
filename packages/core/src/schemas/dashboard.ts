import * as z from 'zod/mini';
import { envelope, optionalString } from './common';

/** Catalogue counts: `{ name: 'Product' | 'Brand' | 'Solution', count }`. */
export const dashboardStatSchema = z.object({ name: z.string(), count: z.number() });
export type DashboardStat = z.output<typeof dashboardStatSchema>;

export const recentOrderSchema = z.object({
  order_id: z.string(),
  createdAt: z.string(),
  total_amount: z.number(),
  items: z.array(z.object({ name: z.string(), category: optionalString })),
  payment: z.nullish(z.object({ status: z.string() })),
});
export type RecentOrder = z.output<typeof recentOrderSchema>;

export const dashboardStatsResponseSchema = envelope(z.array(dashboardStatSchema));
export const recentOrdersResponseSchema = envelope(z.array(recentOrderSchema));
