import { PLACED_ORDER_STATUSES } from '@storefront-kit/core';
import { and, count, desc, eq, exists, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { badRequest } from '../http/errors';
import type { OrderRow } from './orderPayment';

/** Filters of the orders list (spec 2 §7; decisions.md: the filters work). */
export interface OrderFilters {
  /** Part of the order id, the receipt or an item name. */
  search?: string;
  status?: string;
  payment_status?: string;
  /** YYYY-MM-DD, inclusive, India time. */
  date_from?: string;
  /** YYYY-MM-DD, inclusive, India time. */
  date_to?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight IST starting a YYYY-MM-DD day, `days` later; a malformed day is a 400. */
function istMidnight(day: string, field: string, days = 0): Date {
  const date = DATE.test(day) ? new Date(`${day}T00:00:00+05:30`) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw badRequest(`${field} must be a date (YYYY-MM-DD)`);
  return new Date(date.getTime() + days * DAY_MS);
}

/** `%text%` for ILIKE, with the text's own wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isSet = (value: string | undefined): value is string =>
  Boolean(value?.trim()) && value?.trim() !== 'all';

/**
 * A user's placed orders: a checkout attempt that no payment reached ('created', 'expired') is
 * not an order (decisions.md: one order per checkout), so lists and counts leave it out.
 */
export const placedOrdersOf = (userId: string): SQL | undefined =>
  and(eq(orders.userId, userId), inArray(orders.status, [...PLACED_ORDER_STATUSES]));

/** The WHERE of a user's placed orders under the filters. */
function orderConditions(db: Executor, userId: string, filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [placedOrdersOf(userId)];
  const search = filters.search?.trim();
  if (search) {
    const pattern = containing(search);
    const itemNamed = db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orders.id), ilike(orderItems.name, pattern)));
    conditions.push(
      or(ilike(orders.orderId, pattern), ilike(orders.receipt, pattern), exists(itemNamed)),
    );
  }
  if (isSet(filters.status)) conditions.push(eq(orders.status, filters.status.trim()));
  if (isSet(filters.payment_status)) {
    conditions.push(eq(orders.paymentStatus, filters.payment_status.trim()));
  }
  if (filters.date_from) {
    conditions.push(gte(orders.createdAt, istMidnight(filters.date_from, 'date_from')));
  }
  if (filters.date_to) {
    conditions.push(lt(orders.createdAt, istMidnight(filters.date_to, 'date_to', 1)));
  }
  return and(...conditions);
}

/** One page of a user's placed orders, newest first, and how many match. */
export async function listOrders(
  db: Executor,
  userId: string,
  filters: OrderFilters,
  page: { offset: number; limit: number | undefined },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = orderConditions(db, userId, filters);
  const query = db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(page.offset);
  const [rows, [counted]] = await Promise.all([
    page.limit === undefined ? query : query.limit(page.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A user's order by its provider id (`order_…`) or its internal id; another's is undefined. */
export async function findUserOrder(
  db: Executor,
  userId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), or(eq(orders.orderId, id), eq(orders.id, id))));
  return row;
}
