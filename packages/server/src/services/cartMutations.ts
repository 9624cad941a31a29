import { applyMerge, type CartLineBody } from '@storefront-kit/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { cartItems, cartMerges, carts, products } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { MAX_LINE_QUANTITY } from './cartLines';

/** What a cart mutation needs of a product. */
interface CartProduct {
  id: string;
  price: number;
  stock: number;
  isActive: boolean;
}

const productColumns = {
  id: products.id,
  price: products.sellingPrice,
  stock: products.stockQuantity,
  isActive: products.isActive,
};

const isPurchasable = (product: CartProduct) =>
  product.isActive && product.price > 0 && product.stock > 0;

/**
 * Runs `change` in a transaction holding the user's cart row lock, so concurrent changes of
 * one cart (two tabs, a retried request) apply one after the other.
 */
export function changeCart<T>(
  db: Database,
  userId: string,
  now: Date,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ userId, updatedAt: now }).onConflictDoNothing();
    await tx
      .select({ userId: carts.userId })
      .from(carts)
      .where(eq(carts.userId, userId))
      .for('update');
    const result = await change(tx);
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.userId, userId));
    return result;
  });
}

async function purchasableProduct(tx: Transaction, id: string): Promise<CartProduct> {
  const [product] = await tx.select(productColumns).from(products).where(eq(products.id, id));
  if (!product?.isActive) throw notFound('Product not found');
  if (product.price <= 0) {
    throw badRequest('This product is priced on request: please request a quote');
  }
  if (product.stock <= 0) throw badRequest('This product is out of stock');
  return product;
}

/** Refuses a line quantity above the stock or above 999. */
function checkQuantity(product: CartProduct, quantity: number) {
  if (quantity > product.stock) throw badRequest(`Only ${product.stock} units in stock`);
  if (quantity > MAX_LINE_QUANTITY) {
    throw badRequest(`At most ${MAX_LINE_QUANTITY} units of a product per order`);
  }
}

async function lineQuantity(tx: Transaction, userId: string, productId: string) {
  const [line] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return line?.quantity ?? 0;
}

async function setLine(
  tx: Transaction,
  userId: string,
  productId: string,
  quantity: number,
  now: Date,
) {
  await tx
    .insert(cartItems)
    .values({ userId, productId, quantity, addedAt: now })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
}

async function deleteLine(tx: Transaction, userId: string, productId: string) {
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

/** add-to-cart: adds `quantity` units (summed with the line's), within 1..999 and the stock. */
export async function addToCart(
  tx: Transaction,
  userId: string,
  line: { id: string; quantity: number },
  now: Date,
): Promise<void> {
  if (line.quantity < 1) throw badRequest('Quantity must be at least 1');
  const product = await purchasableProduct(tx, line.id);
  const quantity = (await lineQuantity(tx, userId, product.id)) + line.quantity;
  checkQuantity(product, quantity);
  await setLine(tx, userId, product.id, quantity, now);
}

/** update-quantity: sets the line's quantity; 0 or less removes the line. */
export async function updateQuantity(
  tx: Transaction,
  userId: string,
  line: { id: string; quantity: number },
  now: Date,
): Promise<void> {
  if (line.quantity <= 0) return deleteLine(tx, userId, line.id);
  const product = await purchasableProduct(tx, line.id);
  checkQuantity(product, line.quantity);
  await setLine(tx, userId, product.id, line.quantity, now);
}

/** remove-from-cart: removes the line (no error when it is not there). */
export function removeFromCart(tx: Transaction, userId: string, productId: string) {
  return deleteLine(tx, userId, productId);
}

/** clear-cart: removes every line and the coupon. */
export async function clearCart(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  await tx.update(carts).set({ couponCode: null }).where(eq(carts.userId, userId));
}

/**
 * sync: merges a local cart with core's `applyMerge` (summed quantities, negative deltas for
 * the same user's offline removals, capped at the stock and 999, lines at 0 removed). Lines of
 * unknown or unbuyable products are skipped. A `mergeId` is applied once: a retry is a no-op.
 */
export async function syncCart(
  tx: Transaction,
  userId: string,
  lines: readonly CartLineBody[],
  mergeId: string | undefined,
  now: Date,
): Promise<void> {
  if (mergeId) {
    const recorded = await tx
      .insert(cartMerges)
      .values({ userId, mergeId, createdAt: now })
      .onConflictDoNothing()
      .returning({ mergeId: cartMerges.mergeId });
    if (recorded.length === 0) return;
  }
  const ids = [...new Set(lines.map((line) => line.id))];
  if (ids.length === 0) return;
  const found = await tx.select(productColumns).from(products).where(inArray(products.id, ids));
  const buyable = new Map(found.filter(isPurchasable).map((product) => [product.id, product]));
  if (buyable.size === 0) return;
  const maxOf = (id: string) =>
    Math.min(MAX_LINE_QUANTITY, buyable.get(id)?.stock ?? MAX_LINE_QUANTITY);
  const current = await tx
    .select({ id: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...buyable.keys()])));
  const merged = applyMerge(
    {
      items: current.map((line) => ({ ...line, maxQuantity: maxOf(line.id) })),
      appliedMergeIds: [],
    },
    lines.filter((line) => buyable.has(line.id)),
    undefined,
    (line) => ({ id: line.id, quantity: 0, maxQuantity: maxOf(line.id) }),
  );
  const kept = new Map(merged.items.map((line) => [line.id, line.quantity]));
  for (const line of current) {
    if (!kept.has(line.id)) await deleteLine(tx, userId, line.id);
  }
  for (const [id, quantity] of kept) {
    const before = current.find((line) => line.id === id)?.quantity;
    if (before !== quantity) await setLine(tx, userId, id, quantity, now);
  }
}
