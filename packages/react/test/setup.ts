import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import * as matchers from 'vitest-axe/matchers';

expect.extend(matchers);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: the matcher's own declaration uses this shape.
  interface Assertion<T = any> {
    toHaveNoViolations(): T;
  }
}
