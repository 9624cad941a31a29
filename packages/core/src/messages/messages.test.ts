import { describe, expect, it } from 'vitest';
import { apiMessages } from './apiMessages';
import { authFormMessages } from './authFormMessages';
import { cartMessages } from './cartMessages';
import { checkoutMessages } from './checkoutMessages';
import { contentMessages } from './contentMessages';
import { couponMessages } from './couponMessages';
import { createTranslator } from './createTranslator';
import { dashboardMessages } from './dashboardMessages';
import { defaultMessages, type MessageId } from './defaultMessages';
import { formatMessage } from './formatMessage';
import { listingMessages } from './listingMessages';
import { notificationMessages } from './notificationMessages';
import { productMessages } from './productMessages';
import { quoteMessages } from './quoteMessages';
import { searchMessages } from './searchMessages';
import { sessionMessages } from './sessionMessages';
import { wishlistMessages } from './wishlistMessages';

const domains = {
  apiMessages,
  authFormMessages,
  cartMessages,
  checkoutMessages,
  contentMessages,
  couponMessages,
  dashboardMessages,
  listingMessages,
  notificationMessages,
  productMessages,
  quoteMessages,
  searchMessages,
  sessionMessages,
  wishlistMessages,
};

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
    const ids = Object.values(domains).flatMap((domain) => Object.keys(domain));
    expect(ids.length).toBe(new Set(ids).size);
    // Every domain is in the catalogue, so an embedder can list and translate all of it.
    expect(Object.keys(defaultMessages).sort()).toEqual([...ids].sort());
  });

  it('names the controls of the headless components', () => {
    const t = createTranslator(defaultMessages);
    const expected: [MessageId, string][] = [
      ['quantity.label', 'Quantity'],
      ['quantity.decrease', 'Decrease quantity'],
      ['quantity.increase', 'Increase quantity'],
      ['cart.close', 'Close cart'],
      ['pagination.label', 'Pagination'],
      ['pagination.previous', 'Previous'],
      ['pagination.next', 'Next'],
      ['notifications.label', 'Notifications'],
      ['notifications.dismiss', 'Dismiss notification'],
      ['dialog.close', 'Close'],
      ['share.whatsapp', 'WhatsApp'],
      ['share.facebook', 'Facebook'],
      ['share.twitter', 'Twitter'],
      ['share.linkedin', 'LinkedIn'],
      ['share.email', 'Email'],
      ['share.copyFailed', 'Could not copy the link'],
      ['home.carouselRole', 'carousel'],
      ['home.slideRole', 'slide'],
    ];
    expect(expected.map(([id]) => t(id))).toEqual(expected.map(([, text]) => text));
    expect(t('home.slideLabel', { index: 2, count: 5 })).toBe('2 of 5');
  });
});
