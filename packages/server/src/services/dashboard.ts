import { toRupees } from '@storefront-kit/core';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { banners, brands, orderItems, orders, solutions } from '../db/schema';
import { bannerWire } from './bannerWire';
import { placedOrdersOf } from './orderQueries';

/** The payment status Recent Activities shows for a placed order. */
function dashboardPaymentStatus(status: string, paymentStatus: string): string {
  if (status === 'paid') return 'Paid';
  if (paymentStatus === 'refunded') return 'Refunded';
  if (paymentStatus === 'refund_pending') return 'Refund Pending';
  return 'Pending';
}

/** Orders on the dashboard's Recent Activities. */
export const RECENT_ORDERS = 5;

/** The Featured Promotions: banners placed on the dashboard, in their order. */
export async function dashboardBanners(db: Database) {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.placement, 'dashboard'))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map(bannerWire);
}

/** The three stat cards: active products (the catalogue's size), brands, active solutions. */
export async function dashboardStats(db: Database, activeProducts: number) {
  const [[brandCount], [solutionCount]] = await Promise.all([
    db.select({ total: count() }).from(brands),
    db.select({ total: count() }).from(solutions).where(eq(solutions.isActive, true)),
  ]);
  return [
    { name: 'Product', count: activeProducts },
    { name: 'Brand', count: brandCount?.total ?? 0 },
    { name: 'Solution', count: solutionCount?.total ?? 0 },
  ];
}

/**
 * The user's most recent placed orders for Recent Activities (core's `recentOrderSchema`; an
 * unpaid checkout attempt is not an activity): the provider's order id, the total in rupees,
 * the lines' names and categories, and the payment status the dashboard shows ('Paid', or for
 * an order that could not be fulfilled 'Refund Pending' / 'Refunded').
 */
export async function recentOrders(db: Database, userId: string) {
  const rows = await db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(placedOrdersOf(userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ORDERS);
  const items = rows.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          name: orderItems.name,
          category: orderItems.category,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  return rows.map((row) => ({
    order_id: row.orderId,
    createdAt: row.createdAt.toISOString(),
    total_amount: toRupees(row.total),
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({ name: item.name, category: item.category })),
    payment: { status: dashboardPaymentStatus(row.status, row.paymentStatus) },
  }));
}
