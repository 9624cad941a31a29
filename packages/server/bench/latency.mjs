#!/usr/bin/env node
// Catalogue latency under load (issue 3): search autocomplete and the product listing with
// filters and sort, on 100,000 products, 20 connections, autocannon over loopback; PGlite
// always, PostgreSQL when DATABASE_URL is set. Every response's latency is recorded, so
// p50/p95/p99 are exact. Exits non-zero when a request fails or a server cannot start.
//
//   pnpm bench                      (from the repository root; runs every bench)
//   node packages/server/bench/latency.mjs [--products N] [--duration S] [--connections C]
//                                           [--scenario search|listing]
import { loadPaths, option, queryMix, startBenchServer } from './support/benchProcess.mjs';

const PRODUCTS = option('products', 100_000);
const DURATION = option('duration', 20);
const CONNECTIONS = option('connections', 20);
const WARMUP = Math.min(5, DURATION);
const ONLY = process.argv.includes('--scenario')
  ? process.argv[process.argv.indexOf('--scenario') + 1]
  : undefined;
const QUERIES = 800;

const TARGETS = {
  search: { p95: 10, p99: 25 },
  listing: { p99: 50 },
};

// ---- Load. ----

const load = (url, paths, seconds) => loadPaths(url, paths, seconds, CONNECTIONS);

const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (stats, target) =>
  Object.entries(target)
    .map(([key, limit]) => `${key} ≤ ${limit} ms ${stats[key] <= limit ? 'met' : 'NOT MET'}`)
    .concat(stats.errors === 0 ? 'no errors' : `${stats.errors} ERRORS`)
    .join(', ');

async function benchDatabase(label, databaseUrl) {
  console.log(`\n${label}: preparing ${PRODUCTS.toLocaleString('en-IN')} products…`);
  const server = await startBenchServer(databaseUrl, { BENCH_PRODUCTS: String(PRODUCTS) });
  try {
    console.log(
      `  catalogue: ${server.source}; ${server.location}; database ready in ${(server.prepareMs / 1000).toFixed(1)} s, server started in ${(server.startMs / 1000).toFixed(1)} s with ${server.products.toLocaleString('en-IN')} active products`,
    );
    const mix = await queryMix(`${server.url}/api/v1`, QUERIES);
    console.log(
      `  query mix: ${mix.search.length} distinct searches, ${mix.listing.length} distinct listing queries`,
    );
    let errors = 0;
    for (const [scenario, title] of [
      ['search', 'search autocomplete'],
      ['listing', 'listing, filters + sort'],
    ]) {
      if (ONLY && ONLY !== scenario) continue;
      await load(server.url, mix[scenario], WARMUP);
      const stats = await load(server.url, mix[scenario], DURATION);
      errors += stats.errors;
      console.log(
        `  ${title.padEnd(24)} ${Math.round(stats.rps).toLocaleString('en-IN').padStart(6)} req/s  p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}  p99 ${ms(stats.p99)}  max ${ms(stats.max)}  (${stats.requests.toLocaleString('en-IN')} requests; ${verdict(stats, TARGETS[scenario])})`,
      );
    }
    return errors;
  } finally {
    await server.stop();
  }
}

console.log(
  `Catalogue latency: ${PRODUCTS.toLocaleString('en-IN')} products, autocannon on loopback, ${CONNECTIONS} connections, ${DURATION} s per scenario after ${WARMUP} s of warm-up`,
);
let failures = 0;
try {
  failures += await benchDatabase('PGlite', undefined);
  if (process.env.DATABASE_URL)
    failures += await benchDatabase('PostgreSQL', process.env.DATABASE_URL);
  else console.log('\nPostgreSQL: skipped (set DATABASE_URL to run it)');
} catch (error) {
  console.error(error);
  failures++;
}
process.exit(failures > 0 ? 1 : 0);
