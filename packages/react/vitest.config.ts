import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@storefront-kit/source'] },
  ssr: { resolve: { conditions: ['@storefront-kit/source'] } },
  test: {
    server: { deps: { inline: [/@storefront-kit\//] } },
    name: 'react',
    // The files share one module graph: a fresh one per file spent most of the run importing
    // (243 s → 72 s for the package). Each test still builds its own storefront, and the setup
    // resets what a test leaves (the DOM, storage, React's server-render context).
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // The real reference server, one process per run (`inject('apiUrl')`).
    globalSetup: ['@storefront-kit/test-utils/globalSetup'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
