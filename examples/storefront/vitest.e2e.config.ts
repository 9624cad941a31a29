import { defineProject } from 'vitest/config';

/**
 * Files run at once (SK_E2E_WORKERS; 1 unless set): `npm test` runs two, after the unit tests,
 * when nothing else is busy (scripts/test-all.mjs). The setup starts a server and a database per
 * worker, so files never share state.
 */
const workers = Math.max(1, Number(process.env.SK_E2E_WORKERS ?? '1') || 1);

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
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what a page settles into. Vitest's default of 1 s is shorter than a
    // hydration or a refetch takes on CI, where two journeys share the two cores with their Chromium
    // and servers (a read of `main h1` hydrated failed there after 1 s). A poll that
    // succeeds returns at once; only a real failure waits the whole 15 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
