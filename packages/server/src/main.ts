import { SANDBOX_IN_PRODUCTION } from './app';
import { loadConfig } from './config';
import { DEMO_CUSTOMER } from './seed/seedDatabase';
import { startServer } from './server';

const started = Date.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env, process.argv);
} catch (error) {
  // A configuration problem is the operator's to fix: its message, no stack trace.
  console.error(`storefront-kit API: ${(error as Error).message}`);
  process.exit(1);
}
const server = await startServer(config);
const { database, ctx } = server;
const origin = config.publicUrl ?? `http://localhost:${config.port}`;
if (config.production && config.payments === 'sandbox') {
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n  WARNING: ${SANDBOX_IN_PRODUCTION}\n${line}\n`);
}

const where =
  database.kind === 'pglite' ? `PGlite at ${database.location}` : `PostgreSQL ${database.location}`;
console.log(
  [
    '',
    `  storefront-kit API  ${origin}/api/v1  (listening on ${server.url})`,
    ...(config.siteDir ? [`  storefront          ${origin}/`] : []),
    ...(config.widgetsDir ? [`  widget script tag   ${origin}/widgets/storefront-kit.js`] : []),
    `  database            ${where}${server.seeded ? ', seeded now' : ''}, ${ctx.catalog.size} products`,
    `  payments            ${config.payments === 'razorpay' ? 'Razorpay' : 'offline sandbox gateway (PAYMENTS=sandbox: no money is taken)'}`,
    ...(config.demo
      ? [`  demo customer       ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`]
      : []),
    `  trusted proxies     ${config.trustProxy === false ? 'none' : Array.isArray(config.trustProxy) ? config.trustProxy.join(', ') : `${config.trustProxy} hop(s)`}`,
    `  started in          ${((Date.now() - started) / 1000).toFixed(1)} s`,
    '',
  ].join('\n'),
);

// A signal closes gracefully (requests in flight get SHUTDOWN_GRACE seconds); should the close
// itself hang, the process still exits 20 s after that, and a second signal exits at once.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    const deadline = config.shutdownGraceSeconds * 1000 + 20_000;
    setTimeout(() => {
      console.error(`shutdown did not finish within ${deadline} ms; exiting`);
      process.exit(1);
    }, deadline).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error);
        process.exit(1);
      },
    );
  });
}
