#!/usr/bin/env node
// Catalogue scale (issue 21, item 5): for each catalogue size, the reference API's own start
// (from its process's start to ready to serve, without the database's preparation), its RSS after
// the load, search-autocomplete and listing (filters + sort) p95 / p99 and errors, 20 connections
// (autocannon, loopback); on PGlite (10,000 and 100,000 products only) and on PostgreSQL when
// DATABASE_URL is set. Beside the API's search, the anchor on the same data in the same run: a
// plain PostgreSQL pg_trgm query for the same search strings, from 20 pooled `pg` connections for
// the same duration, with its GIN indexes' build time. The machine's load (os.loadavg) and cores
// are printed at the start and the end. Prints a Markdown table (for the README). Exits non-zero
// on any error or when a server cannot start.
//
//   pnpm bench                          (from the repository root; runs every bench)
//   node packages/server/bench/catalogScale.mjs [--sizes 10000,100000,1000000] [--duration S]
//                                               [--connections C]
// The 1,000,000 row is run by hand; the in-memory catalogue index needs a large heap there:
//   BENCH_SERVER_NODE_ARGS=--max-old-space-size=14000 node packages/server/bench/catalogScale.mjs \
//     --sizes 1000000
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import {
  loadPaths,
  option,
  queryMix,
  startBenchServer,
  summarise,
} from './support/benchProcess.mjs';

const SIZES = (() => {
  const at = process.argv.indexOf('--sizes');
  const list = at >= 0 ? (process.argv[at + 1] ?? '').split(',').map(Number) : [];
  const sizes = list.filter((n) => Number.isInteger(n) && n > 0);
  return sizes.length ? sizes : [10_000, 100_000];
})();
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 20);
const WARMUP = Math.min(3, DURATION);
const QUERIES = 800;
/** PGlite, in the API's own process, runs the 10,000 and 100,000 rows only. */
const PGLITE_MAX = 100_000;
const DATABASE_URL = process.env.DATABASE_URL || undefined;

/**
 * The anchor, pg_trgm's own "nearest by word similarity" (its documentation's KNN search): the
 * LIMIT active products whose name, or whose model number, is nearest the search text by
 * word-similarity distance (`q <<-> column`, 1 − word_similarity), each served in order by a GiST
 * trigram index, merged by distance. $1 the search text, $2 the API's limit for the query (8 or 6).
 * (A GIN index with `ILIKE '%q%'` ranked by similarity() computes the similarity of every match:
 * 1.5 s a query for "relay" at 100,000 products, p95 7.5 s under this load.)
 */
const ANCHOR_SQL = `SELECT id, name FROM (
    (SELECT id, name, $1 <<-> name AS distance FROM products WHERE is_active
      ORDER BY $1 <<-> name LIMIT $2)
    UNION ALL
    (SELECT id, name, $1 <<-> model_number AS distance FROM products WHERE is_active
      ORDER BY $1 <<-> model_number LIMIT $2)
  ) AS nearest GROUP BY id, name ORDER BY min(distance), id LIMIT $2`;
const ANCHOR_INDEXES = [
  ['bench_anchor_name_trgm', 'name'],
  ['bench_anchor_model_trgm', 'model_number'],
];

// ---- Figures. ----

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const pair = (stats) => (stats ? `${ms(stats.p95).slice(0, -3)} / ${ms(stats.p99)}` : '–');
const seconds = (value) => `${(value / 1000).toFixed(1)} s`;
const megabytes = (kb) =>
  kb >= 1024 * 1024 ? `${(kb / 1024 / 1024).toFixed(2)} GB` : `${Math.round(kb / 1024)} MB`;
const count = (n) => n.toLocaleString('en-US'); // as the issue's table

function machine() {
  const [one, five, fifteen] = os.loadavg().map((v) => v.toFixed(2));
  return `load average ${one}, ${five}, ${fifteen} (1, 5, 15 min) on ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, Node ${process.version}`;
}

/** A process's resident and peak resident memory in kB (Linux /proc). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1]);
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { rss: Number.NaN, peak: Number.NaN };
  }
}

const line = (title, stats) =>
  `    ${title.padEnd(26)} ${count(Math.round(stats.rps)).padStart(6)} req/s  p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}  p99 ${ms(stats.p99)}  max ${ms(stats.max)}  (${count(stats.requests)} requests, ${stats.errors} errors)`;

// ---- The API under load (autocannon; every response's latency recorded). ----

const load = (url, paths, duration) => loadPaths(url, paths, duration, CONNECTIONS);

/** The search strings (and limits) of the API's search paths, for the anchor. */
function searchesOf(paths) {
  return paths.map((path) => {
    const params = new URL(path, 'http://x').searchParams;
    const text = params.get('search') ?? '';
    return { text, limit: Number(params.get('limit') ?? 8) };
  });
}

async function benchApi(database, products) {
  const forked = performance.now();
  const server = await startBenchServer(database.url, { BENCH_PRODUCTS: String(products) });
  // The process's start to ready, less the bench's own database preparation (a reused database:
  // opened and counted; a new one: seeded): module loading, opening the database, the catalogue.
  const startMs = performance.now() - forked - server.prepareMs;
  try {
    console.log(
      `    ${server.source}; ${server.location}; database prepared in ${seconds(server.prepareMs)}; API ready ${seconds(startMs)} after its process started (${seconds(server.startMs)} in startServer) with ${count(server.products)} active products`,
    );
    const mix = await queryMix(`${server.url}/api/v1`, QUERIES);
    const result = {
      startMs,
      products: server.products,
      pgSchema: server.pgSchema,
      searches: searchesOf(mix.search),
    };
    for (const scenario of ['search', 'listing']) {
      await load(server.url, mix[scenario], WARMUP);
      result[scenario] = await load(server.url, mix[scenario], DURATION);
      console.log(
        line(
          scenario === 'search' ? 'search autocomplete' : 'listing, filters + sort',
          result[scenario],
        ),
      );
    }
    result.memory = memoryOf(server.child.pid);
    console.log(
      `    API process RSS after the load ${megabytes(result.memory.rss)} (peak ${megabytes(result.memory.peak)})`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

// ---- The anchor: plain pg_trgm on the same schema, 20 pooled connections. ----

async function benchAnchor(schema, searches) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema ?? '')) throw new Error(`no bench schema (${schema})`);
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  let created = false;
  const indexes = ANCHOR_INDEXES.map(([name]) => `${schema}.${name}`);
  try {
    let [extension] = (
      await admin.query(
        "SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'",
      )
    ).rows;
    if (!extension) {
      // In the bench's schema, and removed again after the anchor: the project's migrations and
      // other schemas on this database see no change.
      await admin.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA ${schema}`);
      created = true;
      extension = { schema };
    }
    const ext = extension.schema;
    await admin.query(`DROP INDEX IF EXISTS ${indexes.join(', ')}`);
    await admin.query("SET maintenance_work_mem = '256MB'");
    const building = performance.now();
    for (const [name, column] of ANCHOR_INDEXES) {
      await admin.query(
        `CREATE INDEX ${name} ON ${schema}.products USING gist (${column} ${ext}.gist_trgm_ops)`,
      );
    }
    await admin.query(`ANALYZE ${schema}.products`);
    const buildMs = performance.now() - building;
    console.log(
      `    pg_trgm ${created ? `created in ${schema}` : `found in ${ext}`}; GiST trigram indexes on name and model_number built (and analysed) in ${seconds(buildMs)} (maintenance_work_mem 256MB)`,
    );

    const pool = new pg.Pool({
      connectionString: DATABASE_URL,
      max: CONNECTIONS,
      options: `-c search_path=${schema},${ext}`,
    });
    try {
      const run = async (duration) => {
        const clients = await Promise.all(
          Array.from({ length: CONNECTIONS }, () => pool.connect()),
        );
        const latencies = [];
        let errors = 0;
        let next = 0;
        const started = performance.now();
        const end = started + duration * 1000;
        await Promise.all(
          clients.map(async (client) => {
            try {
              while (performance.now() < end) {
                const query = searches[next++ % searches.length];
                const t = performance.now();
                try {
                  await client.query(ANCHOR_SQL, [query.text, query.limit]);
                  latencies.push(performance.now() - t);
                } catch (error) {
                  errors++;
                  if (errors === 1) console.error(`    anchor query failed: ${error.message}`);
                }
              }
            } finally {
              client.release();
            }
          }),
        );
        return summarise(latencies, (performance.now() - started) / 1000, errors);
      };
      await run(WARMUP);
      const stats = await run(DURATION);
      console.log(line('pg_trgm anchor (search)', stats));
      return { ...stats, buildMs };
    } finally {
      await pool.end();
    }
  } finally {
    // Leave the database as it was: the anchor's indexes, and the extension if this run made it.
    await admin.query(`DROP INDEX IF EXISTS ${indexes.join(', ')}`).catch(() => undefined);
    if (created) await admin.query('DROP EXTENSION IF EXISTS pg_trgm').catch(() => undefined);
    await admin.end();
  }
}

// ---- The run. ----

console.log(
  `Catalogue scale: ${SIZES.map(count).join(', ')} products; ${CONNECTIONS} connections, ${DURATION} s per scenario after ${WARMUP} s of warm-up`,
);
console.log(`  at the start: ${machine()}`);
const rows = [];
const notes = [];
let failures = 0;
for (const products of SIZES) {
  const databases = [];
  if (products <= PGLITE_MAX) databases.push({ name: 'PGlite', url: undefined });
  else
    notes.push(`${count(products)} on PGlite: not run (PGlite rows stop at ${count(PGLITE_MAX)})`);
  if (DATABASE_URL) databases.push({ name: 'PostgreSQL', url: DATABASE_URL });
  else
    notes.push(
      `${count(products)} on PostgreSQL, and its pg_trgm anchor: not run (set DATABASE_URL)`,
    );
  for (const database of databases) {
    console.log(`\n  ${count(products)} products, ${database.name}:`);
    const row = { products, database: database.name };
    rows.push(row);
    try {
      const api = await benchApi(database, products);
      Object.assign(row, api);
      failures += api.search.errors + api.listing.errors;
      if (database.url) {
        row.anchor = await benchAnchor(api.pgSchema, api.searches);
        failures += row.anchor.errors;
      }
    } catch (error) {
      console.error(error);
      row.failed = String(error?.message ?? error).split('\n')[0];
      failures++;
    }
  }
}

console.log(`\n  at the end: ${machine()}`);
console.log(
  `\n| products | database | start | RSS | search p95 / p99 | listing p95 / p99 | errors | pg_trgm anchor p95 / p99 | anchor index build |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  const cells = row.failed
    ? [count(row.products), row.database, `failed: ${row.failed}`, '', '', '', '', '', '']
    : [
        count(row.products),
        row.database,
        seconds(row.startMs),
        megabytes(row.memory.rss),
        pair(row.search),
        pair(row.listing),
        String(row.search.errors + row.listing.errors + (row.anchor?.errors ?? 0)),
        row.anchor ? pair(row.anchor) : 'not run (PGlite)',
        row.anchor ? seconds(row.anchor.buildMs) : '–',
      ];
  console.log(`| ${cells.join(' | ')} |`);
}
console.log(
  `\n  pg_trgm anchor: GiST gist_trgm_ops on name and model_number; the API's search strings, ${CONNECTIONS} pooled pg connections:\n  ${ANCHOR_SQL.replace(/\s+/g, ' ')}`,
);
for (const note of notes) console.log(`  ${note}`);
process.exit(failures > 0 ? 1 : 0);
