#!/usr/bin/env node
// Renders every story of the built Storybook (storybook-static/) in real Chromium and fails on
// a story that throws, a play function that fails, an error in the console, or an axe
// violation. Run after `pnpm build-storybook`; CI runs both.
//
// One preview page runs the stories one after another, switched over Storybook's channel as its
// manager switches them (a page load each took three times as long). A story's outcome comes
// from the channel's events, so a failing play function fails the run (it shows no error
// display: the page-load version of this script passed such stories). A story that fails after
// others in the shared page is checked again in a page of its own, and only that result counts.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './lib/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(root, 'storybook-static');
const only = process.argv[2]; // optional: a story id prefix, e.g. headless-cartdrawer

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/index.json is missing: run `pnpm build-storybook` first.');
  process.exit(1);
}
const axeSource = readFileSync(
  createRequire(join(root, 'package.json')).resolve('axe-core/axe.min.js'),
  'utf8',
);

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
// Every story loads the same preview (over 1 MB of script) and axe: they are served cacheable, so
// Chromium keeps them, and the code it compiled for them, from one story to the next.
const cacheable = { 'cache-control': 'public, max-age=3600' };
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  if (path === '/__smoke/axe.min.js') {
    return void response
      .writeHead(200, { 'content-type': 'text/javascript', ...cacheable })
      .end(axeSource);
  }
  let file = join(staticDir, path);
  if (!file.startsWith(staticDir)) return void response.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, {
    'content-type': types[extname(file)] ?? 'application/octet-stream',
    ...(extname(file) === '.html' ? {} : cacheable),
  });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.startsWith(only)),
);

const browser = await launchChromium();
const failures = [];
let checked = 0;
let rerun = 0;

/** Problems reported by the page while a story runs: page errors and console errors. */
function listen(page, problems) {
  page.on('pageerror', (error) => problems.current.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Error-state stories answer with 4xx/5xx on purpose; the browser logs each such answer.
    if (
      message.type() !== 'error' ||
      /^Failed to load resource: the server responded/.test(message.text())
    )
      return;
    problems.current.push(`console error: ${message.text()}`);
  });
}

/** axe on the story as it is now (after effects, MSW answers and its play function). */
async function axeProblems(page) {
  // Let effects, MSW answers and play functions settle before checking accessibility.
  await page.waitForTimeout(300);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ url: `${origin}/__smoke/axe.min.js` });
  // The a11y addon may be running its own axe pass in the preview: wait for it to finish.
  const violations = await page.evaluate(async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        // `region` (content inside landmarks) is a page-level rule: a story is one component.
        const result = await window.axe.run(document.body, {
          resultTypes: ['violations'],
          rules: { region: { enabled: false } },
        });
        return result.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      } catch (error) {
        if (attempt > 50 || !String(error).includes('already running')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return violations.map((violation) => `axe: ${violation}`);
}

/**
 * In every page, before Storybook's preview runs: `__smokeWatch(channel, storyId)` resolves with
 * the story's outcome, from the events of Storybook's channel: 'rendered' once it rendered and
 * its play function passed, else what failed (a play function that throws shows no error
 * display, only an event). The channel is caught as the preview creates it, so the outcome of
 * the story in the page's URL is watched from its first render (`__smokeFirst`).
 */
function installWatcher() {
  const watch = (channel, storyId) =>
    new Promise((resolve) => {
      const events = {
        storyRendered: () => 'rendered',
        storyErrored: (error) => `error: ${error?.title ?? ''} ${error?.description ?? ''}`,
        storyThrewException: (error) => `exception: ${error?.message ?? error}`,
        playFunctionThrewException: (error) => `play function failed: ${error?.message ?? error}`,
        storyMissing: () => 'missing',
      };
      const handlers = {};
      const finish = (value) => {
        clearTimeout(timer);
        for (const [name, handler] of Object.entries(handlers)) channel.off(name, handler);
        resolve(value);
      };
      const timer = setTimeout(() => finish('timeout (20 s)'), 20_000);
      for (const [name, describe] of Object.entries(events)) {
        handlers[name] = (payload) => {
          // storyRendered carries the story's id; the error events carry the error.
          if (name === 'storyRendered' && payload !== storyId) return;
          finish(describe(payload));
        };
        channel.on(name, handlers[name]);
      }
    });
  window.__smokeWatch = watch;
  let current;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel) => {
      current = channel;
      const id = new URLSearchParams(location.search).get('id');
      if (id && !window.__smokeFirst) window.__smokeFirst = watch(channel, id);
    },
  });
}

/** Opens a page on `story` (its iframe URL, as a reader opening it would); its problems. */
async function openOn(context, story, problems) {
  const page = await context.newPage();
  listen(page, problems);
  await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
  const outcome = await page
    .waitForFunction(() => window.__smokeFirst)
    .then(() => page.evaluate(() => window.__smokeFirst))
    .catch((error) => `no Storybook preview: ${error.message}`);
  return { page, outcome };
}

/**
 * Switches the preview already loaded in `page` to `story` over Storybook's channel (as its
 * manager does when a reader picks a story) instead of loading the 1 MB preview again: about
 * a third of the time per story.
 */
const switchTo = (page, story) =>
  page.evaluate((storyId) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const outcome = window.__smokeWatch(channel, storyId);
    channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    return outcome;
  }, story.id);

/** The problems of a story that ran: its failure, or page errors and axe violations. */
async function problemsAfter(page, outcome, problems) {
  if (outcome !== 'rendered') return [...problems.current, `story ${outcome}`];
  return [...problems.current, ...(await axeProblems(page))];
}

try {
  const context = await browser.newContext();
  await context.addInitScript(installWatcher);
  let page = null;
  const problems = { current: [] };
  for (const story of stories) {
    problems.current = [];
    let found;
    if (page) {
      const outcome = await switchTo(page, story).catch(
        (error) => `switch failed: ${error.message}`,
      );
      found = await problemsAfter(page, outcome, problems);
      if (found.length) {
        // Told apart: a story that fails after others in the same preview (state they left, a
        // custom element already defined) is checked again alone; only what fails alone counts.
        rerun += 1;
        console.log(`  ${story.id} in the shared preview: ${found.join('; ').slice(0, 300)}`);
        console.log('  checked again in a page of its own:');
        await page.close().catch(() => {});
        page = null;
      }
    }
    if (!page) {
      problems.current = [];
      const opened = await openOn(context, story, problems);
      page = opened.page;
      found = await problemsAfter(page, opened.outcome, problems);
    }
    checked += 1;
    if (found.length) failures.push({ id: story.id, problems: found });
    console.log(`${found.length ? '✗' : '✓'} ${story.id}`);
  }
  await page?.close();
} finally {
  await browser.close();
  server.close();
}

for (const failure of failures) {
  console.error(`✗ ${failure.id}`);
  for (const problem of failure.problems) console.error(`    ${problem}`);
}
console.log(
  `${checked} stories rendered in Chromium: ${checked - failures.length} clean, ${failures.length} with problems (${rerun} checked again in a page of their own)`,
);
process.exit(failures.length ? 1 : 0);
