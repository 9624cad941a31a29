import { DEFAULT_MAX_QUANTITY, PLACEHOLDER_IMAGE } from '../constants';
import { toPaise, toRupees } from '../money/paise';
import type { CartItem } from './types';

/** A cart line as the API and local storage carry it: the spec's field names, rupees. */
export type WireCartLine = Readonly<Record<string, unknown>>;

const number = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim()
      ? Number(value)
      : Number.NaN;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

const paise = (value: unknown): number | undefined => {
  const amount = toPaise(number(value));
  return Number.isFinite(amount) ? amount : undefined;
};

const positiveInt = (value: unknown, fallback: number): number => {
  const count = Math.round(number(value));
  return count >= 1 && Number.isSafeInteger(count) ? count : fallback;
};

/** Options of `normalizeCartItem`. */
export interface NormalizeOptions {
  /** Name of a line without one. @default 'Product Name Unavailable' */
  unnamed?: string;
  /** @default a neutral SVG data URL */
  placeholderImage?: string;
  /** @default 999 */
  maxQuantity?: number;
}

/**
 * Normalises one cart line from the server or local storage (spec 1 §5): missing fields get
 * the defaults of §3, non-numeric numbers become 0 or the default, prices become paise.
 * A line without an id cannot be a cart line: it gives `null`.
 */
export function normalizeCartItem(raw: WireCartLine, options?: NormalizeOptions): CartItem | null {
  const id = text(raw.id) ?? text(raw._id) ?? text(raw.product_id);
  if (!id) return null;
  const maxQuantity = positiveInt(raw.maxQuantity, options?.maxQuantity ?? DEFAULT_MAX_QUANTITY);
  const specs = raw.specifications;
  const stock = Math.floor(number(raw.stock));
  return {
    id,
    name: text(raw.name) ?? options?.unnamed ?? 'Product Name Unavailable',
    price: Math.max(0, paise(raw.price) ?? 0),
    originalPrice: paise(raw.originalPrice),
    quantity: Math.min(positiveInt(raw.quantity, 1), maxQuantity),
    image: text(raw.image) ?? options?.placeholderImage ?? PLACEHOLDER_IMAGE,
    category: text(raw.category),
    sub_category: text(raw.sub_category),
    sub_sub_category: text(raw.sub_sub_category),
    brand: text(raw.brand),
    type: text(raw.type),
    sku: text(raw.sku),
    description: text(raw.description),
    specifications:
      specs && typeof specs === 'object' && !Array.isArray(specs)
        ? Object.fromEntries(Object.entries(specs).map(([key, value]) => [key, String(value)]))
        : undefined,
    inStock: raw.inStock !== false,
    maxQuantity,
    ...(stock >= 0 && Number.isSafeInteger(stock) ? { stock } : {}),
    discount: Math.max(0, paise(raw.discount) ?? 0),
  };
}

/** A cart line back to the wire format (rupees), for local storage. */
export function toWireCartLine(item: CartItem): WireCartLine {
  return {
    ...item,
    price: toRupees(item.price),
    originalPrice: item.originalPrice === undefined ? undefined : toRupees(item.originalPrice),
    discount: toRupees(item.discount),
  };
}
