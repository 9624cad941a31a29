import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../context';
import { orders } from '../db/schema';
import { HttpError } from '../http/errors';
import { takeJobLease } from './jobLease';
import { completePayment, refundOrder } from './orderPayment';
import { releaseReservation } from './orderReservation';
import { paymentGateways } from './paymentGateway';

/** An unpaid order younger than this is left to the shopper's browser to verify. */
export const RECONCILE_GRACE_MS = 2 * 60 * 1000;
/** Orders looked at per kind and run (the job runs every minute; the command loops). */
const BATCH = 200;

/** What a reconcile run did. */
export interface ReconcileSummary {
  /** Paid at the provider but never verified (a closed tab): now paid, or refunded. */
  completed: number;
  /** Reservations that lapsed unpaid: units and coupon uses given back. */
  expired: number;
  /** Refunds the provider confirmed on this run (earlier attempts had failed). */
  refunded: number;
  /** Orders the provider could not be asked about or refund now (tried again next run). */
  failed: number;
}

/**
 * The reconcile job (`pnpm --filter @storefront-kit/server reconcile`, and every
 * `RECONCILE_INTERVAL` seconds in the server): for each unpaid order older than the grace time
 * it asks the gateway for a captured payment and completes the order (paid, or cancelled and
 * refunded when its units are gone); an order whose reservation lapsed with no payment releases
 * its units and coupon use ('expired'); refunds that failed earlier are tried again. Safe to run
 * on several instances at once: every change is conditional on the order's state.
 */
export async function reconcilePayments(ctx: AppContext): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { completed: 0, expired: 0, refunded: 0, failed: 0 };
  const gateways = await paymentGateways(ctx);
  const now = ctx.now();

  const unpaid = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'created'),
        isNotNull(orders.reservedUntil),
        lt(orders.createdAt, new Date(now.getTime() - RECONCILE_GRACE_MS)),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(BATCH);
  const released: string[] = [];
  for (const order of unpaid) {
    const gateway = gateways.gatewayOf(order.paymentGateway);
    const captured = gateway ? await gateway.capturedPayment(order.orderId) : null;
    if (captured) {
      try {
        await completePayment(ctx, order, captured);
      } catch (error) {
        // A 409: the order could not be fulfilled and its payment was refunded (or will be).
        if (!(error instanceof HttpError) || error.status !== 409) {
          summary.failed += 1;
          continue;
        }
      }
      summary.completed += 1;
      continue;
    }
    if (order.reservedUntil && order.reservedUntil.getTime() <= now.getTime()) {
      const changed = await ctx.db.transaction((tx) => releaseReservation(tx, order.id, now));
      if (changed.length > 0) summary.expired += 1;
      released.push(...changed);
    }
  }
  if (released.length > 0) await ctx.catalog.reload([...new Set(released)]);

  const pending = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.paymentStatus, 'refund_pending'))
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH);
  for (const order of pending) {
    if (await refundOrder(ctx, order)) summary.refunded += 1;
    else summary.failed += 1;
  }
  return summary;
}

/**
 * Runs `reconcilePayments` every `seconds`; a tick that comes while a run is still going (a slow
 * provider) is skipped, not queued behind it. A failed run is logged and the next one tries
 * again. Returns the function that stops it (after the run in progress, if any).
 */
export function startReconcileJob(
  ctx: AppContext,
  seconds: number,
  log: (message: string, error?: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  // Every instance ticks; the one holding the lease for the period does the work.
  const holder = `instance-${randomUUID()}`;
  const leaseMs = Math.max(1000, seconds * 1000 - 500);
  const timer = setInterval(() => {
    if (running) return;
    running = takeJobLease(ctx.db, 'reconcile', holder, Date.now(), leaseMs)
      .then((mine) => (mine ? reconcilePayments(ctx) : undefined))
      .then(
        (summary) => {
          if (!summary) return;
          if (summary.completed + summary.expired + summary.refunded + summary.failed > 0)
            log(`reconcile: ${JSON.stringify(summary)}`);
        },
        (error: unknown) => log('reconcile failed', error),
      )
      .finally(() => {
        running = undefined;
      });
  }, seconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
