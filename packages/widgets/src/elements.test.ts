import { afterEach, describe, expect, it } from 'vitest';
import { getPageConfig, resetPageConfig } from './dom/configurePage';

afterEach(() => resetPageConfig());

describe('@storefront-kit/widgets/elements', () => {
  it('defines every widget element on import, and importing it twice is harmless', async () => {
    const entry = await import('./elements');
    for (const tag of [
      'sk-search-box',
      'sk-cart-button',
      'sk-cart-drawer',
      'sk-product-card',
      'sk-quote-button',
      'sk-sign-in',
      'sk-checkout',
    ]) {
      expect(customElements.get(tag), tag).toBeTypeOf('function');
    }
    const searchBox = customElements.get('sk-search-box');
    const { defineSearchBox } = await import('./elements/defineSearchBox');
    defineSearchBox(); // a second copy of the package: the first definition stays
    expect(customElements.get('sk-search-box')).toBe(searchBox);
    entry.configurePage({ api: 'https://shop.example.in/api/v1' });
    expect(getPageConfig()).toEqual({ api: 'https://shop.example.in/api/v1' });
  });
});
