#!/usr/bin/env node
// Renders every story of the built Storybook (storybook-static/) in real Chromium and fails on
// a story that throws, a play function that fails, an error in the console, or an axe
// violation. Run after `pnpm build-storybook`; CI runs both.
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
try {
  const context = await browser.newContext();
  for (const story of stories) {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // Error-state stories answer with 4xx/5xx on purpose; the browser logs each such answer.
      if (
        message.type() !== 'error' ||
        /^Failed to load resource: the server responded/.test(message.text())
      )
        return;
      problems.push(`console error: ${message.text()}`);
    });
    await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
    // Storybook marks the body once the story (and its play function) has run or failed.
    const outcome = await page
      .waitForFunction(
        () =>
          document.body.classList.contains('sb-show-errordisplay')
            ? 'error'
            : document.body.classList.contains('sb-show-main') &&
                document.querySelector('#storybook-root')
              ? 'rendered'
              : false,
        undefined,
        { timeout: 20_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => 'timeout');
    if (outcome !== 'rendered') {
      const shown = await page
        .locator('#error-message, #error-stack')
        .allInnerTexts()
        .catch(() => []);
      problems.push(`story ${outcome}: ${shown.join(' ').slice(0, 500)}`);
    } else {
      // Let effects, MSW answers and play functions settle before checking accessibility.
      await page.waitForTimeout(300);
      await page.addScriptTag({ url: `${origin}/__smoke/axe.min.js` });
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
      for (const violation of violations) problems.push(`axe: ${violation}`);
    }
    checked += 1;
    if (problems.length) failures.push({ id: story.id, problems });
    console.log(`${problems.length ? '✗' : '✓'} ${story.id}`);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

for (const failure of failures) {
  console.error(`✗ ${failure.id}`);
  for (const problem of failure.problems) console.error(`    ${problem}`);
}
console.log(
  `${checked} stories rendered in Chromium: ${checked - failures.length} clean, ${failures.length} with problems`,
);
process.exit(failures.length ? 1 : 0);
