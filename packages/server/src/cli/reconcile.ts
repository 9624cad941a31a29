import { loadConfig } from '../config';
import { startServer } from '../server';
import { reconcilePayments } from '../services/reconcilePayments';

// `pnpm --filter @storefront-kit/server reconcile`: one run of the reconcile job against the
// configured database and gateway (the server runs it every RECONCILE_INTERVAL seconds too):
// payments captured but never verified become orders (or refunds), lapsed reservations give
// their units and coupon uses back, failed refunds are tried again. Prints what it did.
const config = loadConfig(process.env, process.argv);
const server = await startServer(
  { ...config, reconcileIntervalSeconds: 0, logLevel: 'warn' },
  { listen: false, seed: false },
);
try {
  const summary = await reconcilePayments(server.ctx);
  console.log(
    `Reconciled: ${summary.completed} paid orders completed, ${summary.expired} reservations released, ${summary.refunded} refunds made, ${summary.failed} to try again.`,
  );
  process.exitCode = summary.failed > 0 ? 2 : 0;
} finally {
  await server.close();
}
