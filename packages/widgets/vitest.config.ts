import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@storefront-kit/source'] },
  ssr: { resolve: { conditions: ['@storefront-kit/source'] } },
  test: {
    server: { deps: { inline: [/@storefront-kit\//] } },
    name: 'widgets',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['test/browser/**'],
    setupFiles: ['./test/setup.ts'],
    // The same real reference server as the react tests (its own process per run).
    globalSetup: ['@storefront-kit/test-utils/globalSetup'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
