#!/usr/bin/env node
// What rendering the storefront's pages on the server costs (issue 6): the production build
// served by the reference server (PGlite, 1,000 products), loaded with autocannon over loopback
// at 10 connections for each kind of page in turn, every response's latency recorded (p50, p95,
// p99 are exact). The same pages with SITE_SSR=0 (the shell the browser renders) give the
// baseline. Exits 1 when a request fails or the server cannot start.
//
//   node scripts/bench/06-server-render.mjs [--duration S] [--connections C]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startReferenceServer } from '../lib/referenceServer.mjs';
import { buildSite, SITE_ROOT } from '../lib/siteBuild.mjs';

const autocannon = createRequire(join(SITE_ROOT, '..', '..', 'packages', 'server', 'package.json'))(
  'autocannon',
);

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const DURATION = option('duration', 8);
const CONNECTIONS = option('connections', 10);

/** Loads `paths` (cycled) for DURATION seconds; every response's latency in ms. */
async function load(url, paths) {
  const latencies = [];
  let failures = 0;
  const requests = paths.map((path) => ({
    path,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    onResponse: (status) => {
      if (status >= 500) failures += 1;
    },
  }));
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    rate: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    count: latencies.length,
    errors: result.errors + result.non2xx - result['4xx'] + failures,
  };
}

const outDir = mkdtempSync(join(tmpdir(), 'sk-render-site-'));
const servers = [];
let failed = false;
try {
  buildSite(outDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'sk-render-data-'));
  const rendered = await startReferenceServer(dataDir, { SITE_DIR: outDir, LOG_LEVEL: 'error' });
  servers.push({ server: rendered, dataDir });
  const products = await fetch(`${rendered.url}/api/v1/products/web/list/?page_no=1&per_page=50`)
    .then((response) => response.json())
    .then((answer) => answer.data.map((product) => `/products/details/x/${product.id}`));
  const kinds = [
    ['home /', ['/']],
    [
      'listing /products',
      ['/products', '/products?category=Sensors', '/products?sort_by=price_asc'],
    ],
    ['product pages (50)', products],
    ['search', ['/search?q=relay', '/search?q=sensor', '/search?q=plc']],
  ];
  const shellDir = mkdtempSync(join(tmpdir(), 'sk-render-data-'));
  const shell = await startReferenceServer(shellDir, {
    SITE_DIR: outDir,
    SITE_SSR: '0',
    LOG_LEVEL: 'error',
  });
  servers.push({ server: shell, dataDir: shellDir });
  const page = await fetch(`${rendered.url}${products[0]}`, { headers: { accept: 'text/html' } });
  if (!(await page.text()).includes('data-server-rendered')) {
    throw new Error('The product page was not rendered on the server');
  }

  console.log(
    `Server rendering (autocannon, ${CONNECTIONS} connections, ${DURATION} s per kind, 1,000 products, PGlite):`,
  );
  const ms = (value) => `${value.toFixed(1)} ms`;
  for (const [label, paths] of kinds) {
    for (const [mode, server] of [
      ['rendered', rendered],
      ['shell   ', shell],
    ]) {
      const figures = await load(server.url, paths);
      failed ||= figures.errors > 0;
      console.log(
        `  ${label.padEnd(20)} ${mode} ${String(Math.round(figures.rate)).padStart(5)} req/s  p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  (${figures.count} responses${figures.errors ? `, ${figures.errors} ERRORS` : ''})`,
      );
    }
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  for (const { server, dataDir } of servers) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
