import { defineProject } from 'vitest/config';

/**
 * The storefront in real Chromium: the production build served by the reference server (site
 * at `/`, API at `/api/v1`, one origin) over a fresh seeded PGlite database, one per worker.
 */
export default defineProject({
  test: {
    name: 'storefront-e2e',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    // A file at a time: in `npm test` the unit tests already keep both cores busy beside these
    // (measured: load 6 to 9 on 2 cores for the whole run), so a second worker would only
    // stretch every journey. The setup starts a server and a database per worker, so
    // `--maxWorkers=2 --fileParallelism` runs two files at a time without sharing state.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a page settles into. Vitest's default of 1 s is shorter than a
    // hydration or a refetch takes on CI, where the unit tests share the two cores with Chromium
    // and the server (a read of `main h1` hydrated failed there after 1 s). A poll that
    // succeeds returns at once; only a real failure waits the whole 15 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
