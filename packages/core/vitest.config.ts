import { defineProject } from 'vitest/config';

/**
 * Core's tests, every file in one module graph (`isolate: false`): a fresh graph per file spent
 * six times as long importing as testing (42 s → 11 s with the files below apart). The files that replace a module
 * (`vi.mock`), reset the module registry or record which modules a first call loads need a
 * graph of their own: they run apart (vitest.mocked.config.ts, `core-mocked`).
 */
export const MOCKED_FILES = [
  'src/api/createClientFirstLoad.test.ts',
  'src/api/preloadClient.test.ts',
  'src/checkout/payCheckoutLoadFailure.test.ts',
  'src/http/createLazyHttp.test.ts',
  'src/profile/uploadCodeLoadFailure.test.ts',
  'src/session/createSession.test.ts',
  'src/storefront/createStorefrontFirstLoad.test.ts',
  'src/tickets/ticketFormsLoadFailure.test.ts',
  'src/uploads/createLazyUploadTransport.test.ts',
];

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: MOCKED_FILES,
    isolate: false,
  },
});
