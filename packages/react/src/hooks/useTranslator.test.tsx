import { cartMessages, searchMessages } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { disposeAfterTest, makeStorefront } from '@storefront-kit/test-utils/shop';
import { describe, expect, it } from 'vitest';
import { useMessages } from './useMessages';
import { useTranslator } from './useTranslator';

const strings = { ...cartMessages, ...searchMessages };

describe('useTranslator', () => {
  it("gives one domain's defaults, filled with parameters, and the embedder's overrides", () => {
    const storefront = disposeAfterTest(
      makeStorefront({
        messages: { 'cart.remove': 'Hatao', 'search.noResults': 'Kuch nahi: "{query}"' },
      }),
    );
    const { result } = renderHookWithProvider(() => useTranslator(strings), { storefront });
    expect(result.current('cart.maxQuantity', { max: 999 })).toBe('Max Qty: 999');
    expect(result.current('cart.remove')).toBe('Hatao');
    expect(result.current('search.noResults', { query: 'relay' })).toBe('Kuch nahi: "relay"');
  });

  it('agrees with useMessages on every id of its domain', () => {
    const storefront = disposeAfterTest(makeStorefront());
    const { result } = renderHookWithProvider(
      () => ({ domain: useTranslator(cartMessages), all: useMessages() }),
      { storefront },
    );
    for (const id of Object.keys(cartMessages) as (keyof typeof cartMessages)[]) {
      expect(result.current.domain(id, { count: 2, max: 3 })).toBe(
        result.current.all(id, { count: 2, max: 3 }),
      );
    }
  });

  it('keeps the same translator across renders for a module-level catalogue', () => {
    const { result, rerender } = renderHookWithProvider(() => useTranslator(strings), {
      storefront: disposeAfterTest(makeStorefront()),
    });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
