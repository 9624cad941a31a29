#!/usr/bin/env node
// Full-page screenshots of the storefront as a buyer meets it (issue 23's before/after): the
// home page, the listing, a product page, a search and the sign-in page, at 390x844 (a phone)
// and 1280x900, each once hydrated, its deferred parts and every picture (lazy ones too) loaded,
// under prefers-reduced-motion (the carousel holds still), not scrolled (the infinite scroll
// stays on the first page).
//
//   node examples/storefront/scripts/screenshots.mjs [--url=http://127.0.0.1:PORT] [--out=DIR]
//        [--before=<sha>]
//
// --url=     a storefront already running (site at /, API at /api/v1); without it the current
//            checkout's site is built into a temporary folder and served by its reference server
//            (PGlite seeded in a temporary folder), stopped at the end.
// --before=  also the storefront of that revision: a git worktree of it in /tmp/sk-before,
//            installed from the lockfile, started as its `npm start` does (scripts/start.ts: the
//            site and the widget bundle built, the API on a fresh seeded PGlite, on free ports),
//            shot into DIR/before/, then stopped (by PID) and the worktree removed; the current
//            one goes to DIR/after/. Without --before the shots go to DIR itself.
// --out=     default examples/storefront/e2e/artifacts/before-after/ (gitignored, beside the
//            e2e tests' screenshots).
//
// Files are named <page>-<width>.png. Prints the files written and each page's height.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const siteRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(siteRoot, '..', '..');
const WORKTREE = '/tmp/sk-before';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const option = (name) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const urlOption = option('url')?.replace(/\/$/, '');
const beforeSha = option('before');
const out = resolve(option('out') ?? join(siteRoot, 'e2e', 'artifacts', 'before-after'));

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

/** Runs a command to its end, its output shown; throws when it fails. */
function run(cmd, args, cwd, env = process.env) {
  console.log(`  $ ${[cmd, ...args].join(' ')}   (in ${cwd})`);
  const result = spawnSync(cmd, args, { cwd, env, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
}

/** The environment of a server started here: quiet, no rate limits, embedded database. */
function serverEnv(extra) {
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: '0',
    DATABASE_URL: '',
    ...extra,
  };
  // The server's production checks and the site's builds choose their own mode.
  delete env.NODE_ENV;
  return env;
}

/**
 * Starts `script` (relative to `cwd`) with Node, the workspace's sources and tsx, and resolves
 * once it prints where it listens: `{ url, stop }`. `stop` ends that process by its PID.
 */
async function startServer(cwd, script, env) {
  const child = spawn(
    process.execPath,
    ['--conditions=@storefront-kit/source', '--import', 'tsx', script],
    { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let exited = false;
  const exit = new Promise((done) =>
    child.once('exit', (code) => {
      exited = true;
      done(code);
    }),
  );
  const stop = async () => {
    if (exited) return;
    process.kill(child.pid, 'SIGTERM');
    const timer = setTimeout(() => !exited && process.kill(child.pid, 'SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  };
  try {
    const url = await new Promise((done, fail) => {
      // A stale site is built first (two Vite builds): minutes on a busy 2-core machine.
      const timer = setTimeout(
        () => fail(new Error(`the server did not start in 15 min:\n${output}`)),
        15 * 60_000,
      );
      const onData = (chunk) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/[^\s)]+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          done(match[1]);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      exit.then((code) => {
        clearTimeout(timer);
        fail(new Error(`the server exited with ${code}:\n${output}`));
      });
    });
    console.log(`  server (PID ${child.pid}) at ${url}`);
    return { url: url.replace(/\/$/, ''), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The current checkout's site, built into `outDir` (browser files, then the server renderer). */
function buildCurrentSite(outDir) {
  const vite = join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const env = { ...process.env, NODE_ENV: 'production' };
  run(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    siteRoot,
    env,
  );
  run(
    process.execPath,
    [
      vite,
      'build',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      join(outDir, '.server'),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    siteRoot,
    env,
  );
}

/**
 * Waits for the page's deferred parts and pictures: no scrolling (on /products and /search it
 * would load further pages by the infinite scroll, as many as the timing allows, so heights
 * would not compare); lazy pictures are made eager instead, then awaited with the fonts.
 */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('main .skeleton'), undefined, {
      timeout: 15_000,
    })
    .catch(() => console.warn(`  (${page.url()}: a skeleton still shows after 15 s)`));
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page
    .waitForFunction(
      () => [...document.images].every((image) => image.complete || !image.checkVisibility()),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => console.warn(`  (${page.url()}: a picture still loads after 20 s)`));
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => image.complete && image.naturalWidth)
        .map((image) => image.decode().catch(() => undefined)),
    );
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** Shoots every page at every width from the storefront at `url` into `dir`: heights by file. */
async function shoot(browser, url, dir) {
  mkdirSync(dir, { recursive: true });
  const list = await (await fetch(`${url}/api/v1/products/web/list/?per_page=1`)).json();
  const product = list?.data?.[0];
  if (!product) throw new Error(`${url}: the catalogue has no product`);
  const pages = [
    { name: 'home', path: '/' },
    { name: 'products', path: '/products' },
    { name: 'product', path: `/products/details/x/${product._id ?? product.id}` },
    { name: 'search', path: '/search?q=relay' },
    { name: 'auth', path: '/auth' },
  ];
  // Whether this build marks <html data-hydrated> (older builds may not): learnt on the first page.
  let marksHydration;
  const heights = new Map();
  for (const viewport of WIDTHS) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    });
    try {
      for (const { name, path } of pages) {
        const page = await context.newPage();
        await page.goto(`${url}${path}`, { waitUntil: 'load', timeout: 60_000 });
        if (marksHydration !== false) {
          const marked = await page
            .waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 })
            .then(() => true)
            .catch(() => false);
          marksHydration ??= marked;
          if (!marked && marksHydration) console.warn(`  (${path}: not marked hydrated in 20 s)`);
        }
        await settle(page);
        const file = `${name}-${viewport.width}.png`;
        await page.screenshot({ path: join(dir, file), fullPage: true });
        heights.set(file, await page.evaluate(() => document.documentElement.scrollHeight));
        console.log(`  ${relative(process.cwd(), join(dir, file))}`);
        await page.close();
      }
    } finally {
      await context.close();
    }
  }
  return heights;
}

/** The revision's storefront, as its `npm start` runs it, in a worktree: shot into `dir`. */
async function shootRevision(browser, sha, dir) {
  if (existsSync(WORKTREE)) {
    throw new Error(
      `${WORKTREE} exists (an earlier run's?): git worktree remove --force ${WORKTREE}`,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sk-before-data-'));
  let server;
  run('git', ['worktree', 'add', '--detach', WORKTREE, sha], repoRoot);
  try {
    const install = existsSync(join(WORKTREE, 'scripts', 'pnpm.mjs'))
      ? [process.execPath, ['scripts/pnpm.mjs', 'install', '--frozen-lockfile', '--prefer-offline']]
      : ['npx', ['--yes', 'pnpm@10', 'install', '--frozen-lockfile', '--prefer-offline']];
    run(install[0], install[1], WORKTREE);
    console.log(`  starting ${sha} as its npm start does (builds the site and the widget bundle)…`);
    server = await startServer(
      WORKTREE,
      'scripts/start.ts',
      serverEnv({
        PORT: String(await freePort()),
        EMBED_PORT: String(await freePort()),
        DATA_DIR: dataDir,
      }),
    );
    return await shoot(browser, server.url, dir);
  } finally {
    await server?.stop();
    run('git', ['worktree', 'remove', '--force', WORKTREE], repoRoot);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The current checkout's storefront (or the one at --url): shot into `dir`. */
async function shootCurrent(browser, dir) {
  if (urlOption) return shoot(browser, urlOption, dir);
  const work = mkdtempSync(join(tmpdir(), 'sk-after-'));
  let server;
  try {
    console.log('  building the current checkout’s site…');
    buildCurrentSite(join(work, 'site'));
    server = await startServer(
      repoRoot,
      'packages/server/src/main.ts',
      serverEnv({
        PORT: String(await freePort()),
        DATA_DIR: join(work, 'data'),
        SITE_DIR: join(work, 'site'),
      }),
    );
    return await shoot(browser, server.url, dir);
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
let before;
let after;
try {
  if (beforeSha) {
    console.log(`before: ${beforeSha}`);
    before = await shootRevision(browser, beforeSha, join(out, 'before'));
  }
  console.log(`after: ${urlOption ?? 'the current checkout'}`);
  after = await shootCurrent(browser, beforeSha ? join(out, 'after') : out);
} finally {
  await browser.close();
}

const files = [...new Set([...(before?.keys() ?? []), ...after.keys()])];
const rows = files.map((file) => [
  file,
  before?.has(file) ? `${before.get(file)} px` : '',
  after.has(file) ? `${after.get(file)} px` : '',
]);
const head = beforeSha ? ['file', 'before', 'after'] : ['file', 'height'];
const table = [head, ...rows.map((row) => (beforeSha ? row : [row[0], row[2]]))];
const widths = head.map((_, i) => Math.max(...table.map((row) => row[i].length)));
console.log(
  `\nwritten to ${relative(process.cwd(), out) || '.'}${beforeSha ? '/{before,after}' : ''}:`,
);
for (const row of table)
  console.log(`  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`);
