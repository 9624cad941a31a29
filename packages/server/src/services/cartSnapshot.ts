import { type CartTotals, computeTotals, toRupees } from '@storefront-kit/core';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { carts } from '../db/schema';
import { type CartLine, lineMaxQuantity, loadCartLines } from './cartLines';
import { checkCoupon } from './couponCheck';
import type { DiscountType } from './couponRules';

/** The coupon a cart carries, priced on its current subtotal. */
export interface CartCoupon {
  readonly code: string;
  /** Paise. */
  readonly discount: number;
  readonly type: DiscountType;
  /** Percent, or paise for a flat coupon. */
  readonly value: number;
}

/** A user's cart priced now: lines from the database, totals by core's `computeTotals`. */
export interface CartSnapshot {
  readonly lines: readonly CartLine[];
  readonly totals: CartTotals;
  readonly coupon: CartCoupon | null;
  /** A coupon dropped while pricing (it no longer applies), with the reason. */
  readonly removedCoupon: { readonly code: string; readonly reason: string } | null;
}

/**
 * Loads and prices a user's cart. The stored coupon is checked again on every read; one that
 * no longer applies (e.g. the subtotal fell below its minimum) is removed from the cart.
 */
export async function loadCartSnapshot(
  db: Executor,
  userId: string,
  now: Date,
): Promise<CartSnapshot> {
  const lines = await loadCartLines(db, userId);
  const [cart] = await db
    .select({ couponCode: carts.couponCode })
    .from(carts)
    .where(eq(carts.userId, userId));
  const subtotal = computeTotals(lines).subtotal;
  let coupon: CartCoupon | null = null;
  let removedCoupon: CartSnapshot['removedCoupon'] = null;
  if (cart?.couponCode) {
    const { decision, coupon: terms } = await checkCoupon(db, cart.couponCode, {
      subtotal,
      userId,
      now,
    });
    if (decision.ok && terms) {
      coupon = {
        code: terms.code,
        discount: decision.discount,
        type: decision.type,
        value: terms.discountValue,
      };
    } else if (!decision.ok) {
      removedCoupon = { code: cart.couponCode, reason: decision.message };
      await db
        .update(carts)
        .set({ couponCode: null, updatedAt: now })
        .where(and(eq(carts.userId, userId), eq(carts.couponCode, cart.couponCode)));
    }
  }
  return {
    lines,
    totals: computeTotals(lines, { discount: coupon?.discount ?? 0 }),
    coupon,
    removedCoupon,
  };
}

/** A cart line on the wire (spec 1 §3 Cart item; rupees). */
function toWireLine(line: CartLine) {
  return {
    id: line.productId,
    name: line.name,
    price: toRupees(line.price),
    originalPrice: toRupees(line.listingPrice ?? line.price),
    quantity: line.quantity,
    image: line.image,
    category: line.category,
    sub_category: line.subcategory,
    sub_sub_category: line.subSubcategory,
    brand: line.brand,
    type: line.type,
    sku: line.sku,
    description: line.description,
    specifications: Object.fromEntries(line.specification.map((spec) => [spec.name, spec.value])),
    inStock: line.isActive && line.stock > 0,
    // Units in stock, so the cart says 'Only 27 in stock' before a request is refused.
    stock: line.isActive ? Math.max(0, line.stock) : 0,
    maxQuantity: line.isActive ? lineMaxQuantity(line) : 0,
    discount: 0,
  };
}

/** The cart as every cart call answers it (rupees); `removedCoupon` only when one was dropped. */
export function toWireCart(snapshot: CartSnapshot) {
  const { totals, coupon, removedCoupon } = snapshot;
  return {
    items: snapshot.lines.map(toWireLine),
    totalItems: totals.totalItems,
    subtotal: toRupees(totals.subtotal),
    taxableValue: toRupees(totals.taxableValue),
    tax: toRupees(totals.tax),
    shipping: toRupees(totals.shipping),
    total: toRupees(totals.total),
    discount: toRupees(totals.discount),
    discountCode: coupon?.code ?? null,
    ...(removedCoupon ? { removedCoupon } : {}),
  };
}
