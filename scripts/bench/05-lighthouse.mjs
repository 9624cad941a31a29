#!/usr/bin/env node
// Lighthouse 12 on the reference storefront (issue 6): the production build served by the
// reference server (site at `/`, API at `/api/v1`, one origin, PGlite seeded), audited in
// Chromium with Lighthouse's default mobile emulation and simulated throttling (Slow 4G, 4x
// CPU). Prints per page the Performance, Accessibility, Best Practices and SEO scores, LCP, CLS
// and TBT against the targets (scores ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05), and the audits that cost
// points. Exits 1 only when the measurement fails; `--strict` also fails on a missed target.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startReferenceServer } from '../lib/referenceServer.mjs';
import { buildSite } from '../lib/siteBuild.mjs';

const TARGETS = { score: 95, lcpMs: 2000, cls: 0.05 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const PORT = 9300 + Math.floor(Math.random() * 500);

const outDir = mkdtempSync(join(tmpdir(), 'sk-lighthouse-site-'));
const dataDir = mkdtempSync(join(tmpdir(), 'sk-lighthouse-data-'));
let server;
let browser;
let missed = 0;
try {
  // The production build (what `npm start` serves); `--no-ssr` leaves the server renderer out,
  // to measure pages rendered in the browser.
  buildSite(outDir, { ssr: !process.argv.includes('--no-ssr') });
  server = await startReferenceServer(dataDir, { SITE_DIR: outDir });
  const products = await fetch(`${server.url}/api/v1/products/web/list/?page_no=1&per_page=1`).then(
    (response) => response.json(),
  );
  const product = products.data[0];
  const all = [
    ['/', '/'],
    ['/products', '/products'],
    ['product page', `/products/details/x/${product.id}`],
    ['/search?q=relay', '/search?q=relay'],
  ];
  // `--only=/products` audits the pages whose label contains the text.
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
  const pages = only ? all.filter(([label]) => label.includes(only)) : all;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--remote-debugging-port=${PORT}`,
    ],
  });
  console.log(
    `Lighthouse 12 (mobile emulation, simulated Slow 4G and 4x CPU), production build on localhost, ${process.argv.includes('--no-ssr') ? 'rendered in the browser (--no-ssr)' : 'rendered on the server'}:`,
  );
  console.log(
    `  ${'page'.padEnd(18)} perf  a11y  best   seo     LCP     CLS     TBT   (targets: ≥${TARGETS.score}, LCP ≤${TARGETS.lcpMs / 1000} s, CLS ≤${TARGETS.cls})`,
  );
  for (const [label, path] of pages) {
    // A warm-up load, so the server's first-request costs are not the page's; and a check that
    // the page is what the bench says it measures.
    const warm = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
    const rendered = (await warm.text()).includes('data-server-rendered');
    if (rendered !== !process.argv.includes('--no-ssr')) {
      throw new Error(`${path} was ${rendered ? '' : 'not '}rendered on the server`);
    }
    const result = await lighthouse(`${server.url}${path}`, {
      port: PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const lcp = lhr.audits['largest-contentful-paint'].numericValue;
    const cls = lhr.audits['cumulative-layout-shift'].numericValue;
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    const ok =
      scores.every((score) => score >= TARGETS.score) && lcp <= TARGETS.lcpMs && cls <= TARGETS.cls;
    if (!ok) missed += 1;
    console.log(
      `  ${label.padEnd(18)} ${scores.map((s) => String(s).padStart(4)).join('  ')}  ${`${(lcp / 1000).toFixed(2)} s`.padStart(7)}  ${cls.toFixed(3).padStart(6)}  ${`${Math.round(tbt)} ms`.padStart(6)}   ${ok ? 'meets the targets' : 'MISSES a target'}`,
    );
    // Which elements moved, when anything did.
    const shifts = lhr.audits['layout-shifts']?.details?.items ?? [];
    for (const item of shifts.slice(0, 3)) {
      const node = item.node?.selector ?? item.node?.snippet ?? 'unknown element';
      console.log(`      layout shift ${item.score.toFixed(3)}: ${node}`);
    }
    // What cost points: failing audits with weight, in each category under 100.
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      if (!category || category.score === 1) continue;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit.id} (${audit.displayValue ?? Math.round(audit.score * 100)})`);
      if (failing.length > 0) console.log(`      ${id}: ${failing.join(', ')}`);
    }
  }
  console.log(
    missed === 0
      ? '  every page meets the targets'
      : `  ${missed} of ${pages.length} pages miss a target`,
  );
  if (process.argv.includes('--strict') && missed > 0) process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
