import { defineConfig } from 'vitest/config';

/**
 * The projects in two groups: the browser suites (Chromium against a started server) and the
 * rest. `npm test` (scripts/test-all.mjs) runs Vitest processes over one group each, choosing it
 * with SK_TEST_GROUP (and its projects with --project); without it, Vitest runs both.
 */
const groups = {
  units: ['packages/*/vitest.config.ts', 'packages/*/vitest.mocked.config.ts'],
  browser: ['packages/*/vitest.browser.config.ts', 'examples/storefront/vitest.e2e.config.ts'],
};
const group = process.env.SK_TEST_GROUP;
if (group !== undefined && !(group in groups)) {
  throw new Error(`SK_TEST_GROUP is '${group}': use ${Object.keys(groups).join(' or ')}`);
}

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (no build needed to test).
  resolve: { conditions: ['@storefront-kit/source'] },
  ssr: { resolve: { conditions: ['@storefront-kit/source'] } },
  test: {
    // Inline the workspace packages so the source condition applies (never a stale dist/).
    server: { deps: { inline: [/@storefront-kit\//] } },
    projects: group ? groups[group as keyof typeof groups] : [...groups.units, ...groups.browser],
    coverage: {
      provider: 'v8',
      reporter: ['text-summary', 'json-summary', 'html'],
      include: ['packages/*/src/**/*.{ts,tsx}'],
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/*.stories.tsx',
        '**/test/**',
        '**/index.ts',
        // The shared test helpers are not the product.
        'packages/test-utils/**',
      ],
      thresholds: {
        'packages/core/src/**': { lines: 90, statements: 90 },
        'packages/react/src/**': { lines: 90, statements: 90 },
      },
    },
  },
});
