import type { StorageLike } from '../storage/createSafeStorage';
import type { LocalCart } from './mergeCarts';
import {
  type NormalizeOptions,
  normalizeCartItem,
  toWireCartLine,
  type WireCartLine,
} from './normalizeCartItem';
import type { CartItem } from './types';

/** A random id for a local cart (works on plain-http pages, where randomUUID is missing). */
export function newCartId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `lc_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** What reading the stored local cart found. */
export type LocalCartRead =
  | { readonly status: 'empty' }
  | { readonly status: 'ok'; readonly cart: LocalCart }
  | { readonly status: 'corrupt'; readonly error: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toItems = (lines: unknown[], options?: NormalizeOptions): CartItem[] =>
  lines.flatMap((line) => {
    const item = isRecord(line) ? normalizeCartItem(line, options) : null;
    return item ? [item] : [];
  });

/**
 * Reads the local cart stored under `key`. Accepts the document this module writes and a
 * plain list of lines (the spec's guest cart); anything else is `corrupt` (never a throw).
 */
export function readLocalCart(
  storage: StorageLike,
  key: string,
  options?: NormalizeOptions,
): LocalCartRead {
  const raw = storage.getItem(key);
  if (raw === null || raw === '') return { status: 'empty' };
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) {
      return { status: 'ok', cart: { id: newCartId(), items: toItems(value, options) } };
    }
    if (!isRecord(value) || !Array.isArray(value.items)) {
      throw new TypeError('The stored cart has no list of items');
    }
    const discount = isRecord(value.discount) ? value.discount : null;
    const base = isRecord(value.base) ? value.base : null;
    return {
      status: 'ok',
      cart: {
        id: typeof value.id === 'string' && value.id ? value.id : newCartId(),
        items: toItems(value.items, options),
        discount:
          discount && typeof discount.code === 'string' && typeof discount.amount === 'number'
            ? { code: discount.code, amount: discount.amount }
            : null,
        base:
          base && typeof base.userId === 'string' && isRecord(base.quantities)
            ? {
                userId: base.userId,
                quantities: Object.fromEntries(
                  Object.entries(base.quantities).filter(
                    (entry): entry is [string, number] => typeof entry[1] === 'number',
                  ),
                ),
              }
            : undefined,
      },
    };
  } catch (error) {
    return { status: 'corrupt', error };
  }
}

/** Writes a local cart (lines in the wire format, rupees; the discount in paise). */
export function writeLocalCart(storage: StorageLike, key: string, cart: LocalCart): void {
  storage.setItem(
    key,
    JSON.stringify({
      v: 1,
      id: cart.id,
      items: cart.items.map(toWireCartLine),
      discount: cart.discount ?? null,
      base: cart.base,
    }),
  );
}

export type { WireCartLine };
