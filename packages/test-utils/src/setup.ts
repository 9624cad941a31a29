// The setup of a jsdom test project: jest-dom's and axe's matchers, a 5 s wait and a model of the
// modal `<dialog>` when imported, and `resetAfterEachTest()` for the project's own setup file (its
// `setupFiles`) to call.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, expect } from 'vitest';
import * as matchers from 'vitest-axe/matchers';
import { installDialogModel } from './dialogModel';
import { disposeCollected } from './shop/disposeAfterTest';

expect.extend(matchers);
installDialogModel();

// waitFor/findBy wait up to 5 s (testing-library's default is 1 s): these tests talk to the real
// reference server, which answers slower while CI runs every project at once.
configure({ asyncUtilTimeout: 5000 });

/**
 * After each test of the file being run: unmounts what it rendered, disposes of what it gave to
 * `disposeAfterTest`, clears localStorage and resets React's server-render context. Called by a
 * project's setup file, which Vitest runs again for every test file: this module is evaluated once
 * per module graph, so a hook registered at its top level would reach only the first of the files
 * that share one (`isolate: false`).
 */
export function resetAfterEachTest(): void {
  afterEach(async () => {
    try {
      cleanup();
    } finally {
      // After the unmount: what the test gave to disposeAfterTest (e.g. every `shop()`).
      disposeCollected();
      localStorage.clear();
      // React's server renderer leaves the context values of its last task in place between
      // renders (its next render restores them), and in jsdom the client renderer reads the same
      // fields: after a `prerender` that waited for a lazy part, a hook outside any provider found
      // that test's storefront. An empty render by each of its two builds (`renderToString` has
      // one of its own) pops them, so no test sees another's provider when the files share one
      // module graph (`isolate: false`).
      renderToString(null);
      await prerender(null);
    }
  });
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: the matcher's own declaration uses this shape.
  interface Assertion<T = any> {
    toHaveNoViolations(): T;
  }
}
