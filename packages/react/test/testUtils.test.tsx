import { StorefrontProvider as packageProvider } from '@storefront-kit/react';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { describe, expect, it } from 'vitest';
import { useStorefront } from '../src/provider/StorefrontContext';
import { StorefrontProvider } from '../src/provider/StorefrontProvider';

describe("@storefront-kit/test-utils in react's own tests", () => {
  it('renders with the modules these tests import from ../src (one provider, one context)', () => {
    // The helpers import @storefront-kit/react, which the source condition resolves to ../src: the
    // same files, so one module instance. Two would give the helpers' provider a context that no
    // hook of ../src reads ('used outside a StorefrontProvider').
    expect(packageProvider).toBe(StorefrontProvider);
    const storefront = shop();
    const { result } = renderHookWithProvider(() => useStorefront(), { storefront });
    expect(result.current).toBe(storefront);
  });
});
