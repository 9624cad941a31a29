// The driver side shared by the server benches (latency.mjs, mixedLoad.mjs): command-line
// options, deterministic randomness, exact percentiles, the bench server in its own child
// process (benchServer.ts, through tsx) and a realistic catalogue query mix.
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** `--name N`: a positive number, else `fallback`. */
export const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// ---- Deterministic randomness, so every run sends the same mix. ----

export function random(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/** The exact percentile of sorted latencies (nearest rank). */
export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// ---- The server, in its own process (its own core). ----

/**
 * Forks bench/support/benchServer.ts with `env` (BENCH_* settings, see there) and resolves with
 * its first message ({ url, … }), `child` and `stop()`. `databaseUrl` selects PostgreSQL.
 */
export function startBenchServer(databaseUrl, env = {}) {
  const child = fork(join(serverDir, 'bench', 'support', 'benchServer.ts'), [], {
    cwd: serverDir,
    // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. '--cpu-prof'.
    execArgv: [
      '--conditions=@storefront-kit/source',
      '--import',
      'tsx',
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ],
    env: {
      ...process.env,
      ...env,
      BENCH_DATABASE_URL: databaseUrl ?? '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      if (message.error) reject(new Error(message.error));
      else resolve({ ...message, child, stop: () => stopChild(child) });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Stops the child by its own handle (SIGTERM; SIGKILL after 20 s) and waits for it to exit. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

// ---- A realistic, varied query mix drawn from the catalogue itself (through the API). ----

export async function getJson(base, path) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()).data;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * `queries` distinct search-autocomplete and listing paths (filters, sort, pages) drawn from the
 * catalogue, and `sample`, the products read to draw them.
 */
export async function queryMix(base, queries) {
  const menu = await getJson(base, '/product-sub-sub-category/menu-list');
  const brands = (await getJson(base, '/brands/web/list/?per_page=-1')).map((b) => b.title);
  const solutions = (await getJson(base, '/solution/active')).map((s) => s.title);
  const badges = (await getJson(base, '/badges/web/list/?per_page=-1')).map((b) => b.name);
  const sample = [];
  for (const [page, sort] of [
    [1, 'newest'],
    [7, 'price_asc'],
    [13, 'name_desc'],
    [29, 'rating'],
  ]) {
    // The same 1,000 products as a page of 1,000 gave, in pages of the server's largest, 100.
    for (let part = 1; part <= 10; part += 1) {
      const pageNo = (page - 1) * 10 + part;
      sample.push(
        ...(await getJson(
          base,
          `/products/web/list/?per_page=100&page_no=${pageNo}&sort_by=${sort}`,
        )),
      );
    }
  }
  const categories = menu.map((c) => c.name);
  const subcategories = menu.flatMap((c) => c.subcategories.map((s) => s.name));
  const leaves = menu.flatMap((c) =>
    c.subcategories.flatMap((s) => s.subsubcategories.map((l) => l.name)),
  );
  const names = sample.map((p) => p.product_name);
  const models = sample.map((p) => p.model_number).filter(Boolean);
  const words = [...new Set(names.flatMap((n) => n.match(WORD) ?? []))].filter((w) => w.length > 1);
  const prices = sample.map((p) => p.product_selling_price).filter((v) => v > 0);

  const r = random(3);
  const prefix = (word, min, max) => word.slice(0, r.int(min, Math.min(max, word.length)));
  const searches = new Set();
  while (searches.size < queries) {
    const roll = r.next();
    let text;
    if (roll < 0.3)
      text = prefix(r.pick(words), 2, 3); // what a shopper has typed after 300 ms
    else if (roll < 0.55) text = prefix(r.pick(words), 4, 9);
    else if (roll < 0.75) text = prefix(r.pick(models), 3, 10);
    else if (roll < 0.95) {
      const name = r.pick(names).match(WORD) ?? [];
      const start = r.int(0, Math.max(0, name.length - 2));
      text = `${name[start]} ${prefix(name[start + 1] ?? r.pick(words), 2, 6)}`;
    } else text = `${prefix(r.pick(words), 3, 5)}zq`; // no match
    if (text.trim().length >= 2)
      searches.add(`search=${encodeURIComponent(text)}&limit=${r.chance(0.8) ? 8 : 6}`);
  }

  const listings = new Set();
  const sorts = ['name_asc', 'name_desc', 'price_asc', 'price_desc', 'rating', 'newest'];
  while (listings.size < queries) {
    const params = new URLSearchParams({
      page_no: String(r.chance(0.7) ? 1 : r.int(2, 6)),
      per_page: '20',
    });
    const facet = r.next();
    if (facet < 0.3) params.set('category', r.pick(categories));
    else if (facet < 0.5) params.set('subcategory', r.pick(subcategories));
    else if (facet < 0.6 && leaves.length) params.set('subsubcategory', r.pick(leaves));
    else if (facet < 0.8) params.set('brand', r.pick(brands));
    if (r.chance(0.25) && facet >= 0.8) params.set('brand', r.pick(brands));
    if (r.chance(0.4)) params.set('in_stock', 'true');
    if (r.chance(0.35)) {
      const a = r.pick(prices);
      const b = r.pick(prices);
      params.set('price_range', `${Math.floor(Math.min(a, b))},${Math.ceil(Math.max(a, b))}`);
    }
    if (r.chance(0.1) && solutions.length) params.set('solution', r.pick(solutions));
    if (r.chance(0.1) && badges.length) params.set('badges', r.pick(badges));
    if (r.chance(0.08)) params.set('min_rating', String(r.int(2, 4)));
    if (r.chance(0.15)) params.set('search', prefix(r.pick(words), 3, 8));
    params.set('sort_by', r.pick(sorts));
    listings.add(params.toString());
  }
  return {
    search: [...searches].map((q) => `/api/v1/products/search-autocomplete?${q}`),
    listing: [...listings].map((q) => `/api/v1/products/web/list/?${q}`),
    sample,
  };
}

// ---- Load. ----

/**
 * Drives `url` for `seconds` with autocannon at `connections`, cycling through `paths`, and
 * records every response's latency: { requests, rps, p50, p95, p99, max, errors } (a non-200
 * answer, a connection error or a timeout is an error).
 */
export function loadPaths(url, paths, seconds, connections) {
  let next = 0;
  const latencies = [];
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(summarise(latencies, seconds, failed + result.errors + result.timeouts));
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) failed++;
    });
  });
}

/** Latencies (ms, sorted in place) over `seconds` as { requests, rps, p50, p95, p99, max, errors }. */
export function summarise(latencies, seconds, errors) {
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors,
  };
}
