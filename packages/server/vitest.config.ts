import { defineProject } from 'vitest/config';

/**
 * The server's tests, every file in one module graph (`isolate: false`): a file's fresh process
 * and imports cost more than most of its tests (the import of the server's modules alone). Each
 * file builds its own server and database, so no state is shared but the modules'. The files
 * that replace a module with `vi.mock` run apart (vitest.mocked.config.ts, `server-mocked`),
 * since a module another file already imported cannot be replaced.
 */
export const MOCKED_FILES = ['test/auth.test.ts'];

export default defineProject({
  resolve: {
    conditions: ['@storefront-kit/source'],
  },
  ssr: {
    resolve: {
      conditions: ['@storefront-kit/source'],
    },
  },
  test: {
    server: { deps: { inline: [/@storefront-kit\//] } },
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: MOCKED_FILES,
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
