import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, expect } from 'vitest';
import * as matchers from 'vitest-axe/matchers';
import { disposeCollected } from './helpers/disposeAfterTest';

expect.extend(matchers);

// waitFor/findBy wait up to 5 s (testing-library's default is 1 s): these tests talk to the real
// reference server, which answers slower while CI runs every project at once.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  try {
    cleanup();
  } finally {
    // After the unmount: what the test gave to disposeAfterTest (e.g. every `shop()`).
    disposeCollected();
    localStorage.clear();
    // React's server renderer leaves the context values of its last task in place between renders
    // (its next render restores them), and in jsdom the client renderer reads the same fields: after
    // a `prerender` that waited for a lazy part, a hook outside any provider found that test's
    // storefront. An empty render by each of its two builds (`renderToString` has one of its own)
    // pops them, so no test sees another's provider when the files share one module graph
    // (`isolate: false`).
    renderToString(null);
    await prerender(null);
  }
});

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: the matcher's own declaration uses this shape.
  interface Assertion<T = any> {
    toHaveNoViolations(): T;
  }
}
