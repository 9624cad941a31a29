import { describe, expect, it } from 'vitest';
import { cartMessages } from './cartMessages';
import { createTranslator } from './createTranslator';
import { defaultMessages } from './defaultMessages';
import { formatMessage } from './formatMessage';

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('View all {count} results', { count: 42 })).toBe('View all 42 results');
    expect(formatMessage('No results found for "{query}"', { query: 'relay' })).toBe(
      'No results found for "relay"',
    );
    expect(formatMessage('Hello {name}', {})).toBe('Hello {name}');
    expect(formatMessage('Plain')).toBe('Plain');
  });
});

describe('createTranslator', () => {
  it('uses overrides before defaults', () => {
    const t = createTranslator(cartMessages, { 'cart.empty': 'Aapka cart khaali hai' });
    expect(t('cart.empty')).toBe('Aapka cart khaali hai');
    expect(t('cart.maxQuantity', { max: 999 })).toBe('Max Qty: 999');
  });
});

describe('defaultMessages', () => {
  it('holds the spec strings verbatim', () => {
    expect(defaultMessages['cart.loginRequired']).toBe('Please login to add items to cart');
    expect(defaultMessages['session.expired']).toBe(
      'Your session has expired. Please login again.',
    );
    expect(defaultMessages['coupon.applied']).toBe(
      'Coupon applied successfully! You saved ₹{amount}',
    );
    expect(defaultMessages['cart.contextMissing']).toBe(
      'useCart must be used within a CartProvider',
    );
    expect(defaultMessages['payment.cancelled']).toBe('Payment cancelled by user');
  });

  it('has unique, non-empty strings for every id and no duplicate ids across domains', () => {
    for (const [id, text] of Object.entries(defaultMessages)) {
      expect(id).toMatch(/^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
