import { defineProject } from 'vitest/config';

/**
 * The widgets in real Chromium: the built script-tag bundle on a distributor page served from
 * another origin than the API (examples/embed), against the real reference server.
 */
export default defineProject({
  test: {
    name: 'widgets-browser',
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['./test/browser/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
