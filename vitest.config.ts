import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (no build needed to test).
  resolve: { conditions: ['@storefront-kit/source'] },
  ssr: { resolve: { conditions: ['@storefront-kit/source'] } },
  test: {
    // Inline the workspace packages so the source condition applies (never a stale dist/).
    server: { deps: { inline: [/@storefront-kit\//] } },
    // `npm test` (scripts/test-all.mjs) runs the browser suites (storefront-e2e, widgets-browser)
    // in a Vitest process of their own beside the others: a new project goes in its lists too.
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.browser.config.ts',
      'examples/storefront/vitest.e2e.config.ts',
    ],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary', 'html'],
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/test/**', '**/index.ts'],
      thresholds: {
        'packages/core/src/**': { lines: 90, statements: 90 },
        'packages/react/src/**': { lines: 90, statements: 90 },
      },
    },
  },
});
