import { defineProject } from 'vitest/config';

/**
 * The storefront in real Chromium: the production build served by the reference server (site
 * at `/`, API at `/api/v1`, one origin) over a fresh seeded PGlite database.
 */
export default defineProject({
  test: {
    name: 'storefront-e2e',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['./e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
