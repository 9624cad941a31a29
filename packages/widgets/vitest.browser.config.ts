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
    // expect.poll waits for what a page settles into. Vitest's default of 1 s is shorter than a
    // hydration or a refetch takes on CI, where the unit tests share the two cores with Chromium
    // and the server (a read of `main h1` hydrated failed there after 1 s). A poll that
    // succeeds returns at once; only a real failure waits the whole 15 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
