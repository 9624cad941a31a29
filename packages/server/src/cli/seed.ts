import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { DEMO_CUSTOMER, seedIfEmpty } from '../seed/seedDatabase';

// `pnpm --filter @storefront-kit/server seed [--products N] [--demo]`: seeds the configured
// database (DATABASE_URL, else PGlite in DATA_DIR) if it is empty, and says what it did. The
// demo customers and their history only with --demo (or SEED_DEMO=1), or in development.
// (Seeding needs no keys or public URL: production's start checks do not apply.)
const config = loadConfig(process.env, process.argv, { checkProduction: false });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const where =
  database.kind === 'pglite' ? `PGlite at ${database.location}` : `PostgreSQL ${database.location}`;
try {
  const { seeded, summary } = await seedIfEmpty(database.db, {
    products: config.seedProducts,
    scryptN: config.scryptN,
    demo: config.demo,
  });
  if (!seeded || !summary) {
    console.log(`${where} already holds data: nothing seeded.`);
  } else {
    const { durationMs, ...counts } = summary;
    console.log(`Seeded ${where} in ${(durationMs / 1000).toFixed(1)} s:`);
    for (const [name, count] of Object.entries(counts)) {
      console.log(`  ${name.padEnd(18)} ${count.toLocaleString('en-IN')}`);
    }
    if (config.demo)
      console.log(`Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  }
} finally {
  await database.close();
}
