#!/usr/bin/env node
// The whole test suite (`npm test`): the unit and API tests with coverage, and the browser suites
// (the storefront in Chromium, the script-tag widgets on a distributor page), in two phases that
// each keep both cores of a small CI machine busy:
//   1. the unit and API tests on two workers (core and react with coverage, then the widgets and
//      the server without it), and beside them the widgets' browser suite, a file at a time
//      (its three origins share one API server);
//   2. the storefront's browser journeys, two files at a time (SK_E2E_WORKERS), each worker with
//      a server and a database of its own.
// Measured on 2 cores: the units alone 335 s on two workers; the journeys 870 s on two workers
// with nothing beside them, where running them beside the units had stretched both (a journey
// keeps Chromium's renderer, the server and Vitest busy: about one core).
// The browser suites load no package source into Vitest's workers (the code they exercise runs
// in Chromium and in the server's own process), so the coverage report is the same.
// Coverage is measured for core and react (held to 90 % of lines); `TEST_SERIAL=1` measures
// every package, in one Vitest run of everything.
//
//   node scripts/test-all.mjs            the two phases; fails if any run fails
//   TEST_SERIAL=1 node scripts/test-all.mjs   one Vitest run of everything
//   node scripts/test-all.mjs <args…>    one Vitest run with <args> (e.g. --project core)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
/**
 * Runs Vitest with `args` over the projects of `group` (vitest.config.ts's SK_TEST_GROUP; all
 * when undefined); each line of its output goes through `line` when given.
 */
function run(args, group, line, extraEnv = {}) {
  return new Promise((resolve) => {
    const env = { ...process.env, ...extraEnv };
    if (group) env.SK_TEST_GROUP = group;
    if (line) env.FORCE_COLOR = process.env.FORCE_COLOR ?? '0';
    const child = spawn(process.execPath, [vitest, 'run', ...args], {
      cwd: root,
      stdio: line ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    if (line) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const text of lines) line(text);
        });
        stream.on('end', () => rest && line(rest));
      }
    }
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Vitest's lines that name a failure: failed files and tests, unmet coverage, the totals. */
const FAILURE_LINE = /^\s*(FAIL\b|×)|ERROR: Coverage|^\s*(Test Files|Tests|Errors)\s/;
/** The header of Vitest's closing report of failed tests or unhandled errors, with their causes. */
const FAILURE_REPORT = /⎯ (Failed Tests|Unhandled Error)/;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code
const ANSI = /\u001b\[[0-9;]*m/g;

/** The unit projects whose coverage is measured (and held to thresholds), and the others. */
const COVERED = ['core', 'core-mocked', 'react'];
const UNCOVERED = ['widgets', 'server', 'server-mocked', 'test-utils'];
/** The packages whose sources the covered projects measure (`core-mocked` is core's too). */
const COVERED_PACKAGES = [...new Set(COVERED.map((name) => name.replace(/-mocked$/, '')))];

/** The browser suites: beside the unit runs (phase 1), and after them (phase 2). */
const BROWSER_BESIDE_UNITS = ['widgets-browser'];
const BROWSER_AFTER_UNITS = ['storefront-e2e'];

/** The projects of each package folder's `files` that exist, named `<folder><suffix>`. */
const packages = readdirSync(join(root, 'packages'));
const packageProjects = (files) =>
  packages.flatMap((name) =>
    Object.entries(files)
      .filter(([file]) => existsSync(join(root, 'packages', name, file)))
      .map(([, suffix]) => `${name}${suffix}`),
  );
/** Fails unless every one of `projects` is in `listed`: a new package's tests never drop out. */
function requireListed(projects, listed, where) {
  const missing = projects.filter((name) => !listed.includes(name));
  if (missing.length > 0)
    throw new Error(`scripts/test-all.mjs: add ${missing.join(', ')} to ${where}`);
}
// vitest.config.ts's units group: each package's vitest.config.ts (named as its folder) and its
// vitest.mocked.config.ts (`<folder>-mocked`); its browser group: each vitest.browser.config.ts
// (`<folder>-browser`) and the storefront's e2e.
requireListed(
  packageProjects({ 'vitest.config.ts': '', 'vitest.mocked.config.ts': '-mocked' }),
  [...COVERED, ...UNCOVERED],
  'COVERED or UNCOVERED',
);
requireListed(
  [...packageProjects({ 'vitest.browser.config.ts': '-browser' }), 'storefront-e2e'],
  [...BROWSER_BESIDE_UNITS, ...BROWSER_AFTER_UNITS],
  'a browser phase',
);

const extra = process.argv.slice(2);
if (extra.length > 0 || process.env.TEST_SERIAL === '1') {
  process.exitCode = await run(['--coverage', ...extra]);
} else {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  // The unit runs' output comes first and CI logs are often read from the end: the lines that
  // say what failed are kept and repeated after both phases.
  const unitFailures = [];
  let inReport = false;
  const unitLine = (text) => {
    process.stdout.write(`${text}\n`);
    const plain = text.replace(ANSI, '');
    inReport ||= FAILURE_REPORT.test(plain);
    if (unitFailures.length < 300 && (inReport || FAILURE_LINE.test(plain)))
      unitFailures.push(plain);
  };
  const projects = (names) => names.flatMap((name) => ['--project', name]);
  const browserRun = (names, env) => {
    const label = names.join(', ');
    return run(
      projects(names),
      'browser',
      (text) => process.stdout.write(`[browser] ${text}\n`),
      env,
    ).then((code) => {
      console.log(
        `[browser] ${label} ${code === 0 ? 'passed' : `FAILED (exit ${code})`} at ${seconds()} s`,
      );
      return code;
    });
  };

  // Phase 1. Coverage where it is enforced (core and react, vitest.config.ts's thresholds), then
  // the widgets' and the server's tests without it: V8's coverage counters slowed the server's
  // tests by a third (its catalogue index's by 58 %), for a figure nothing checked.
  const workers = ['--maxWorkers', process.env.SK_UNIT_WORKERS ?? '2'];
  const include = COVERED_PACKAGES.map(
    (name) => `--coverage.include=packages/${name}/src/**/*.{ts,tsx}`,
  );
  const units = run(
    ['--coverage', ...include, ...workers, ...projects(COVERED)],
    'units',
    unitLine,
  ).then(async (code) => {
    const rest = await run([...workers, ...projects(UNCOVERED)], 'units', unitLine);
    console.log(
      `[units] the unit and API tests ${code || rest ? 'FAILED' : 'passed'} at ${seconds()} s`,
    );
    return code || rest;
  });
  const besideUnits = browserRun(BROWSER_BESIDE_UNITS);
  const phase1 = await Promise.all([units, besideUnits]);
  // Phase 2, whatever phase 1 gave (every failure is reported).
  const journeys = await browserRun(BROWSER_AFTER_UNITS, {
    SK_E2E_WORKERS: process.env.SK_E2E_WORKERS ?? '2',
  });
  const codes = [phase1[0], phase1[1] || journeys];
  if (codes.some((code) => code !== 0)) {
    if (codes[0] !== 0) {
      console.error('what failed in the unit and API tests:');
      for (const text of unitFailures) console.error(`  ${text}`);
    }
    console.error(
      `npm test failed: unit and API tests exit ${codes[0]}, browser suites exit ${codes[1]}`,
    );
    process.exitCode = 1;
  }
}
