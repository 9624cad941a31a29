import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@storefront-kit/source'] },
  ssr: { resolve: { conditions: ['@storefront-kit/source'] } },
  test: {
    server: { deps: { inline: [/@storefront-kit\//] } },
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
