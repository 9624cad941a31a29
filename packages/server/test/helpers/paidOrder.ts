import { randomBytes } from 'node:crypto';
import { computeTotals } from '@storefront-kit/core';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import { categories, orderItems, orders, products, type StoredAddress } from '../../src/db/schema';

export const TEST_ADDRESS: StoredAddress = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: '12 Udyog Vihar Phase 4',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122015',
  country: 'India',
};

export interface InsertedOrder {
  /** Internal id (`orders.id`). */
  id: string;
  /** The provider's `order_…` id. */
  orderId: string;
  /** Paise. */
  total: number;
}

const token = () => randomBytes(8).toString('hex');

/**
 * Inserts an order the way checkout leaves it (orders are not this test's subject): lines
 * priced from the products table, totals from core's `computeTotals` in paise, and status
 * 'paid' (or 'created' for an unpaid attempt).
 */
export async function insertPaidOrder(
  db: Database,
  userId: string,
  lines: readonly { productId: string; quantity: number }[],
  options: { status?: 'paid' | 'created'; createdAt?: Date } = {},
): Promise<InsertedOrder> {
  const rows = await db
    .select({ product: products, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  const priced = lines.map((line) => {
    const row = rows.find((candidate) => candidate.product.id === line.productId);
    if (!row) throw new Error(`Unknown product ${line.productId}`);
    return { ...line, row, price: row.product.sellingPrice };
  });
  const totals = computeTotals(priced);
  const status = options.status ?? 'paid';
  const createdAt = options.createdAt ?? new Date();
  const id = `ord_${token()}`;
  const order: InsertedOrder = { id, orderId: `order_${token()}`, total: totals.total };
  await db.insert(orders).values({
    id,
    orderId: order.orderId,
    userId,
    receipt: `rcpt_${token()}`,
    status,
    subtotal: totals.subtotal,
    tax: totals.tax,
    shipping: totals.shipping,
    discount: totals.discount,
    total: totals.total,
    totalItems: totals.totalItems,
    shippingAddress: TEST_ADDRESS,
    billingAddress: TEST_ADDRESS,
    paymentId: status === 'paid' ? `pay_${token()}` : null,
    paymentStatus: status === 'paid' ? 'paid' : 'pending',
    paymentGateway: 'sandbox',
    paidAt: status === 'paid' ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
  });
  await db.insert(orderItems).values(
    priced.map((line, index) => ({
      id: `oit_${index}_${token()}`,
      orderId: id,
      productId: line.productId,
      name: line.row.product.name,
      image: line.row.product.thumbImage,
      sku: line.row.product.modelNumber,
      hsnCode: line.row.product.hsnCode,
      quantity: line.quantity,
      unitPrice: line.price,
      amount: line.price * line.quantity,
      category: line.row.category,
    })),
  );
  return order;
}
