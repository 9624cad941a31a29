#!/usr/bin/env node
// The script tag on a dealer's page (issue 18, "Light"): what the widgets weigh beside the
// peers a distributor would compare them with, bundled from npm in the same run, and what they
// cost the dealer's own page in Lighthouse (mobile emulation, simulated Slow 4G): the same page
// (examples/embed/host-page.html) with and without the tag (and the README's reservation snippet
// in <head>; also measured without it), the widget files and the API each on an origin of their
// own, the median of RUNS runs each.
//
//   node scripts/bench/08-host-page.mjs [--runs=N] [--sizes-only] [--details]
//
// --details prints, for every audit, the LCP element and its phases, the layout shifts and their
// elements, the long tasks and the scripts' boot-up time.
//
// Run after `pnpm build` (needs packages/widgets/dist/script). Exits 1 only when a measurement
// fails; the figures are compared with the issue's goals in the output.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse, { defaultConfig } from 'lighthouse';
import { build } from 'vite';
import { startEmbedServer } from '../../examples/embed/serve.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import { startReferenceServer } from '../lib/referenceServer.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const widgetsDir = join(root, 'packages', 'widgets', 'dist', 'script');
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const PORT = 9800 + Math.floor(Math.random() * 100);
const DETAILS = process.argv.includes('--details');
const GOALS = { performance: -2, cls: 0, lcpMs: 200, tbtMs: 50 };

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;
const gz = (code) => gzipSync(code, { level: 9 }).length;

/**
 * Bundles `code` (an entry importing from npm, written in a folder of the repository so its
 * imports resolve) as a page would ship it: min+gzip bytes.
 */
async function bundled(code) {
  const dir = mkdtempSync(join(root, '.bench-peer-'));
  try {
    writeFileSync(join(dir, 'entry.js'), code);
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root,
      define: { 'process.env.NODE_ENV': '"production"' },
      resolve: { conditions: ['module', 'browser', 'production'] },
      build: {
        write: false,
        target: 'es2022',
        minify: true,
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: 'peer' },
        rollupOptions: { output: { minify: true, comments: false, codeSplitting: false } },
      },
    });
    const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    return gz(
      chunks
        .filter((chunk) => chunk.type === 'chunk')
        .map((chunk) => chunk.code)
        .join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Our script tag's download sets, from the build's manifest (as script-size.mjs counts them). */
function ours() {
  const manifest = JSON.parse(readFileSync(join(widgetsDir, 'manifest.json'), 'utf8'));
  const set = (entries) => {
    const files = new Set(['storefront-kit.js']);
    for (const entry of entries) for (const file of manifest.chunks[entry]) files.add(file);
    return [...files].reduce((sum, file) => sum + gz(readFileSync(join(widgetsDir, file))), 0);
  };
  return {
    search: set(['search-box']),
    searchCartCard: set(['search-box', 'cart', 'product-card']),
  };
}

async function sizes() {
  const [autocomplete, autocompleteWithClient, buyButton] = await Promise.all([
    bundled(
      `import { autocomplete } from '@algolia/autocomplete-js'; export const used = [autocomplete];`,
    ),
    bundled(
      `import { autocomplete, getAlgoliaResults } from '@algolia/autocomplete-js'; import { liteClient } from 'algoliasearch/lite'; export const used = [autocomplete, getAlgoliaResults, liteClient];`,
    ),
    bundled(`import ShopifyBuy from '@shopify/buy-button-js'; export const used = [ShopifyBuy];`),
  ]);
  const own = ours();
  console.log('Script-tag weight beside the peers, min+gzip, bundled from npm in this run:');
  console.log(
    `  search box (loader + search, every file)          ${kb(own.search).padStart(9)}   Algolia autocomplete-js ${kb(autocomplete)} (${(own.search / autocomplete).toFixed(2)}x), with algoliasearch/lite ${kb(autocompleteWithClient)} (${(own.search / autocompleteWithClient).toFixed(2)}x)`,
  );
  console.log(
    `  search + cart + product card                      ${kb(own.searchCartCard).padStart(9)}   Shopify Buy Button ${kb(buyButton)} (${(own.searchCartCard / buyButton).toFixed(2)}x)`,
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(url) {
  const result = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: defaultConfig.settings?.throttling,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError)
    throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const bytes = (lhr.audits['total-byte-weight'].details?.items ?? []).reduce(
    (sum, item) => sum + item.totalBytes,
    0,
  );
  if (DETAILS) {
    const items = (id) => lhr.audits[id]?.details?.items ?? [];
    const lcpItem = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
    console.log(
      `    ${url}\n      LCP element: ${lcpItem?.selector ?? '?'} ${lcpItem?.snippet ?? ''}`,
    );
    for (const phase of items('largest-contentful-paint-element')[1]?.items ?? [])
      console.log(`        ${phase.phase}: ${Math.round(phase.timing)} ms`);
    for (const shift of items('layout-shifts'))
      console.log(
        `      shift ${shift.score.toFixed(3)}: ${shift.node?.selector ?? '?'} ${shift.node?.snippet ?? ''}`,
      );
    for (const task of items('long-tasks').slice(0, 6))
      console.log(
        `      long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)}: ${task.url}`,
      );
    for (const script of items('bootup-time').slice(0, 6))
      console.log(
        `      bootup ${Math.round(script.total)} ms (script ${Math.round(script.scripting)}): ${script.url}`,
      );
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    // What the page did in Chromium, unthrottled: when its largest paint happened, before
    // Lighthouse's simulation of a phone on Slow 4G (the figure above) re-times the requests and
    // tasks that came before it.
    observedLcp:
      lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    bytes,
  };
}

async function hostPage() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sk-host-page-'));
  let apiUrl = '';
  const cdn = await startEmbedServer({ host: 'localhost', apiUrl: () => apiUrl });
  const page = await startEmbedServer({
    apiUrl: () => apiUrl,
    // A CDN of its own, or (`?from=api`) the API's origin, which serves the bundle at /widgets/
    // (the README's tag): the loader then shares the connection the cards' pictures open.
    widgetsUrl: (url) =>
      url.searchParams.get('from') === 'api'
        ? `${new URL(apiUrl).origin}/widgets`
        : `${cdn.url}/widgets`,
  });
  // (Vite's build above set NODE_ENV=production in this process; the API runs as in development.)
  const api = await startReferenceServer(dataDir, {
    CORS_ORIGINS: page.url,
    NODE_ENV: 'development',
    // The bundle at /widgets/ on the API's origin too (the README's tag; the "from the API" row).
    WIDGETS_DIR: widgetsDir,
  });
  apiUrl = `${api.url}/api/v1`;
  const browser = await launchChromium([`--remote-debugging-port=${PORT}`]);
  try {
    const results = {};
    for (const [label, path] of [
      ['without the tag', '/host-page.html'],
      ['with the widgets', '/host-page.html?widgets=1'],
      // The tag without the README's reservation snippet in <head> (the loader's sheet only).
      ['tag, no snippet', '/host-page.html?widgets=1&reserve=0'],
      // The dealer's markup for the widgets (the elements, the cards' pictures, the snippet) with
      // the script tag removed: what the page costs without our code.
      ['markup, no tag', '/host-page.html?widgets=1&tag=0'],
      // The README's tag: the widgets from the API's origin (/widgets/), two origins in all.
      ['tag from the API', '/host-page.html?widgets=1&from=api'],
    ]) {
      await fetch(`${page.url}${path}`); // warm-up
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${page.url}${path}`));
      results[label] = {
        performance: median(runs.map((r) => r.performance)),
        lcp: median(runs.map((r) => r.lcp)),
        observedLcp: median(runs.map((r) => r.observedLcp)),
        cls: median(runs.map((r) => r.cls)),
        tbt: median(runs.map((r) => r.tbt)),
        bytes: median(runs.map((r) => r.bytes)),
      };
    }
    const base = results['without the tag'];
    const tag = results['with the widgets'];
    console.log(
      `\nA dealer's page with and without the tag (Lighthouse mobile, Slow 4G, median of ${RUNS}):`,
    );
    console.log(
      '  page               perf     LCP      CLS      TBT    bytes   LCP observed (unthrottled)',
    );
    for (const [label, r] of Object.entries(results)) {
      console.log(
        `  ${label.padEnd(17)} ${String(r.performance).padStart(4)}  ${`${(r.lcp / 1000).toFixed(2)} s`.padStart(7)}  ${r.cls.toFixed(3).padStart(6)}  ${`${Math.round(r.tbt)} ms`.padStart(7)}  ${kb(r.bytes).padStart(9)}   ${`${Math.round(r.observedLcp)} ms`.padStart(7)}`,
      );
    }
    const delta = {
      performance: tag.performance - base.performance,
      cls: tag.cls - base.cls,
      lcp: tag.lcp - base.lcp,
      tbt: tag.tbt - base.tbt,
    };
    const verdict = (ok) => (ok ? 'met' : 'NOT met');
    console.log(
      `  delta: performance ${delta.performance >= 0 ? '+' : ''}${delta.performance} (goal ≥ ${GOALS.performance}: ${verdict(delta.performance >= GOALS.performance)}), CLS +${delta.cls.toFixed(3)} (goal +0.00: ${verdict(delta.cls <= 0.005)}), LCP +${Math.round(delta.lcp)} ms (goal ≤ ${GOALS.lcpMs}: ${verdict(delta.lcp <= GOALS.lcpMs)}), TBT +${Math.round(delta.tbt)} ms (goal ≤ ${GOALS.tbtMs}: ${verdict(delta.tbt <= GOALS.tbtMs)}), +${kb(tag.bytes - base.bytes)}`,
    );
    // The tag's own cost: against the same markup without the script tag (the cards' pictures
    // are the dealer's content, on the shop's origin, and cost what any picture there costs).
    const markup = results['markup, no tag'];
    console.log(
      `  the script tag alone (against "markup, no tag"): performance ${tag.performance - markup.performance >= 0 ? '+' : ''}${tag.performance - markup.performance}, CLS +${(tag.cls - markup.cls).toFixed(3)}, LCP ${tag.lcp - markup.lcp >= 0 ? '+' : ''}${Math.round(tag.lcp - markup.lcp)} ms, TBT ${tag.tbt - markup.tbt >= 0 ? '+' : ''}${Math.round(tag.tbt - markup.tbt)} ms`,
    );
    const fromApi = results['tag from the API'];
    console.log(
      `  the README's tag (widgets from the API's origin) against the page without it: performance ${fromApi.performance - base.performance >= 0 ? '+' : ''}${fromApi.performance - base.performance}, CLS +${(fromApi.cls - base.cls).toFixed(3)}, LCP +${Math.round(fromApi.lcp - base.lcp)} ms (goal ≤ ${GOALS.lcpMs}: ${verdict(fromApi.lcp - base.lcp <= GOALS.lcpMs)}), TBT ${fromApi.tbt - base.tbt >= 0 ? '+' : ''}${Math.round(fromApi.tbt - base.tbt)} ms (goal ≤ ${GOALS.tbtMs}: ${verdict(fromApi.tbt - base.tbt <= GOALS.tbtMs)})`,
    );
  } finally {
    await browser.close();
    await api.stop();
    await page.close();
    await cdn.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await sizes();
if (!process.argv.includes('--sizes-only')) await hostPage();
