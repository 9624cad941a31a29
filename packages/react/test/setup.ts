import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import * as matchers from 'vitest-axe/matchers';
import { disposeCollected } from './helpers/disposeAfterTest';

expect.extend(matchers);

// waitFor/findBy wait up to 5 s (testing-library's default is 1 s): these tests talk to the real
// reference server, which answers slower while CI runs every project at once.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  try {
    cleanup();
  } finally {
    // After the unmount: what the test gave to disposeAfterTest (e.g. every `shop()`).
    disposeCollected();
    localStorage.clear();
  }
});

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: the matcher's own declaration uses this shape.
  interface Assertion<T = any> {
    toHaveNoViolations(): T;
  }
}
