import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import * as matchers from 'vitest-axe/matchers';
import { disposeCollected } from './helpers/disposeAfterTest';

expect.extend(matchers);

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
