import { defineProject } from 'vitest/config';

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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
