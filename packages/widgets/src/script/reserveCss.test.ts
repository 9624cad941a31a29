import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVE_CSS } from './reserveCss';

const readme = readFileSync(join(__dirname, '..', '..', '..', '..', 'README.md'), 'utf8');

describe('the reservation sheet', () => {
  it('is the snippet the README tells dealers to paste, rule for rule', () => {
    const snippet = /No layout shift[\s\S]*?```html\n<style>\n([\s\S]*?)\n<\/style>\n```/.exec(
      readme,
    );
    expect(snippet?.[1]).toBe(RESERVE_CSS);
  });

  it('reserves every element the loader defines that has a box of its own, only until defined', () => {
    for (const tag of [
      'sk-search-box',
      'sk-cart-button',
      'sk-product-card',
      'sk-quote-button',
      'sk-sign-in',
    ])
      expect(RESERVE_CSS).toContain(`${tag}:not(:defined)`);
    for (const rule of RESERVE_CSS.split('\n')) {
      const selectors = rule.slice(0, rule.indexOf('{')).split(',');
      for (const selector of selectors)
        expect(selector).toMatch(
          /^sk-[a-z-]+(\[[^\]]+\])?:not\(:defined\)(:has\(>img\[slot=image\]\))?(::before|::after|>img\[slot=image\])?$/,
        );
    }
    // Sizes follow the theme's font size only: no rem (the page's root size) and no bare em.
    expect(RESERVE_CSS).not.toMatch(/\d(r?em)\b/);
  });
});
