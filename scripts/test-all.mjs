#!/usr/bin/env node
// The whole test suite (`npm test`): the unit and API tests with coverage, and alongside them the
// browser suites (the storefront in Chromium, the script-tag widgets on a distributor page).
//
// Why two Vitest runs: a project without file parallelism (the browser suites share one server
// and one Chromium per file, a file at a time) is run by Vitest after every other project,
// in a group of its own with one worker. On a 2-core machine that left a core idle for the ten
// minutes the browser suites take. Run as a second Vitest process, they take their turns one
// file at a time as before, while the first process keeps its workers busy with the rest.
// The browser suites load no package source into Vitest's workers (the code they exercise runs
// in Chromium and in the server's own process), so the coverage report is the same.
// The unit run measures coverage for core and react (held to 90 % of lines), then runs the
// widgets' and the server's tests without it (`TEST_SERIAL=1` measures every package).
//
//   node scripts/test-all.mjs            the unit runs beside the browser run; fails if any fails
//   TEST_SERIAL=1 node scripts/test-all.mjs   one Vitest run of everything, as before
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
function run(args, group, line) {
  return new Promise((resolve) => {
    const env = { ...process.env };
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
const COVERED = ['core', 'react'];
const UNCOVERED = ['widgets', 'server', 'server-mocked'];

// Every unit project is in one list or the other (each package's vitest.config.ts, named as its
// folder): a new package's tests never drop out of `npm test`.
const unitProjects = readdirSync(join(root, 'packages')).filter((name) =>
  existsSync(join(root, 'packages', name, 'vitest.config.ts')),
);
const listed = [...COVERED, ...UNCOVERED];
if (unitProjects.some((name) => !listed.includes(name))) {
  throw new Error(
    `scripts/test-all.mjs: add ${unitProjects.filter((name) => !listed.includes(name)).join(', ')} to COVERED or UNCOVERED`,
  );
}

const extra = process.argv.slice(2);
if (extra.length > 0 || process.env.TEST_SERIAL === '1') {
  process.exitCode = await run(['--coverage', ...extra]);
} else {
  const started = Date.now();
  const browser = run([], 'browser', (text) => process.stdout.write(`[browser] ${text}\n`)).then(
    (code) => {
      console.log(
        `[browser] the browser suites ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${Math.round((Date.now() - started) / 1000)} s`,
      );
      return code;
    },
  );
  // The unit run's output comes first and CI logs are often read from the end: the lines that
  // say what failed are kept and repeated after both runs.
  const unitFailures = [];
  let inReport = false;
  const unitLine = (text) => {
    process.stdout.write(`${text}\n`);
    const plain = text.replace(ANSI, '');
    inReport ||= FAILURE_REPORT.test(plain);
    if (unitFailures.length < 300 && (inReport || FAILURE_LINE.test(plain)))
      unitFailures.push(plain);
  };
  // Coverage where it is enforced (core and react, vitest.config.ts's thresholds), then the
  // widgets' and the server's tests without it: V8's coverage counters slowed the server's tests
  // by a third (its catalogue index's by 58 %), for a figure nothing checked.
  const covered = COVERED.flatMap((name) => ['--project', name]);
  const include = COVERED.map((name) => `--coverage.include=packages/${name}/src/**/*.{ts,tsx}`);
  const units = run(['--coverage', ...include, ...covered], 'units', unitLine).then(
    async (code) => {
      const rest = await run(
        UNCOVERED.flatMap((name) => ['--project', name]),
        'units',
        unitLine,
      );
      return code || rest;
    },
  );
  const codes = await Promise.all([units, browser]);
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
