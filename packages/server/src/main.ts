import { loadConfig } from './config';
import { DEMO_CUSTOMER } from './seed/seedDatabase';
import { startServer } from './server';

const started = Date.now();
const config = loadConfig(process.env, process.argv);
const server = await startServer(config);
const { database, ctx } = server;
const origin = config.publicUrl ?? `http://localhost:${config.port}`;
const where =
  database.kind === 'pglite' ? `PGlite at ${database.location}` : `PostgreSQL ${database.location}`;
console.log(
  [
    '',
    `  storefront-kit API  ${origin}/api/v1  (listening on ${server.url})`,
    ...(config.siteDir ? [`  storefront          ${origin}/`] : []),
    ...(config.widgetsDir ? [`  widget script tag   ${origin}/widgets/storefront-kit.js`] : []),
    `  database            ${where}${server.seeded ? ', seeded now' : ''}, ${ctx.catalog.size} products`,
    `  payments            ${config.razorpayKeyId ? 'Razorpay' : 'offline sandbox gateway'}`,
    `  demo customer       ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    `  started in          ${((Date.now() - started) / 1000).toFixed(1)} s`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
