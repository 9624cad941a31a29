import { DEFAULT_MAX_QUANTITY } from '../constants';
import { cartMessages } from '../messages/cartMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';

/** The limits a typed quantity is checked against. */
export interface QuantityLimitOptions {
  /** The line's (or the page's) maximum. @default DEFAULT_MAX_QUANTITY (999) */
  max?: number;
  /** Units in stock, when known: a limit said as 'Only {n} in stock'. */
  stock?: number;
  messages?: MessageOverrides;
}

/** The most that may be bought, and how to say it ('Only 27 in stock', or the cap). */
export interface QuantityLimit {
  readonly limit: number;
  /** `stock` when the stock is the tighter limit, else `max`. */
  readonly reason: 'stock' | 'max';
  readonly message: string;
}

/**
 * The tighter of the maximum and the stock, with its sentence: 'Only 27 in stock' when the
 * stock limits, else 'You can buy at most 999 at a time.'
 *
 * @example quantityLimit({ max: 999, stock: 27 }).message; // 'Only 27 in stock'
 */
export function quantityLimit(options: QuantityLimitOptions = {}): QuantityLimit {
  const t = createTranslator(cartMessages, options.messages);
  const max = options.max ?? DEFAULT_MAX_QUANTITY;
  const { stock } = options;
  if (stock !== undefined && Number.isFinite(stock) && stock <= max) {
    const limit = Math.max(0, Math.floor(stock));
    return { limit, reason: 'stock', message: t('quantity.onlyInStock', { count: limit }) };
  }
  return { limit: max, reason: 'max', message: t('quantity.atMost', { max }) };
}

/**
 * What a typed quantity means: `ok` (a whole number within the limit), `remove` (0 or less:
 * the shopper asks to remove the line, so the UI asks to confirm), `invalid` (not a whole
 * number: 'Enter the quantity as a whole number, like 2.') or `over-limit` ('Only 27 in
 * stock'). Nothing is clamped or stripped: '-3' is minus three, not 3.
 */
export type QuantityParse =
  | { readonly status: 'ok'; readonly quantity: number }
  | { readonly status: 'remove'; readonly quantity: number }
  | { readonly status: 'invalid'; readonly message: string }
  | { readonly status: 'over-limit'; readonly limit: number; readonly message: string };

// An optional sign (ASCII or the typographic minus), then digits; spaces around are allowed.
const WHOLE = /^([+\-\u2212]?)\s*(\d+)$/;

/**
 * Reads a quantity typed in a quantity box as a person means it.
 *
 * @example
 * parseQuantity('-3'); // { status: 'remove', quantity: -3 }
 * parseQuantity('50', { stock: 27 }); // { status: 'over-limit', limit: 27, message: 'Only 27 in stock' }
 * parseQuantity('2.5'); // { status: 'invalid', message: 'Enter the quantity as a whole number, like 2.' }
 */
export function parseQuantity(text: string, options: QuantityLimitOptions = {}): QuantityParse {
  const match = WHOLE.exec(text.trim());
  if (!match) {
    const t = createTranslator(cartMessages, options.messages);
    return { status: 'invalid', message: t('quantity.notANumber') };
  }
  const magnitude = Number(match[2]);
  const quantity = match[1] === '' || match[1] === '+' ? magnitude : -magnitude;
  if (quantity <= 0) return { status: 'remove', quantity: quantity === 0 ? 0 : quantity };
  const { limit, message } = quantityLimit(options);
  if (quantity > limit) return { status: 'over-limit', limit, message };
  return { status: 'ok', quantity };
}
