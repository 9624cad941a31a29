import { toRupees } from '@storefront-kit/core';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { orderItems, type StoredAddress, users } from '../db/schema';
import type { InvoiceLinkSet } from './invoiceLink';
import { placeOfSupplyOf } from './invoiceTaxes';
import type { OrderRow } from './orderPayment';

export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderOwner {
  readonly name: string;
  readonly email: string | null;
  readonly mobileNumber: string | null;
  readonly profileImage: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const wireAddress = (address: StoredAddress) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  email: address.email ?? null,
  phone: address.phone,
  address_line1: address.address_line1,
  city: address.city,
  state: address.state,
  pincode: address.pincode,
  country: address.country ?? 'India',
  gstNumber: address.gstNumber ?? null,
  companyName: address.companyName ?? null,
});

const placeOfSupplyWire = (order: OrderRow) => {
  const { state, code } = placeOfSupplyOf({ ...order, state: order.shippingAddress.state });
  return { state, code };
};

/**
 * An order as the API sends it (spec 2 §3 Order; money in rupees). `invoice` holds the signed,
 * expiring invoice links of a paid order, else null.
 */
export function toWireOrder(
  order: OrderRow,
  items: readonly OrderItemRow[],
  owner: OrderOwner | null,
  invoice: InvoiceLinkSet | null,
) {
  return {
    id: order.id,
    _id: order.id,
    order_id: order.orderId,
    order_receipt: order.receipt,
    order_status: order.status,
    order_currency: order.currency,
    order_created_at: order.createdAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    total_amount: toRupees(order.total),
    total_price: toRupees(order.subtotal),
    total_discount: toRupees(order.discount),
    total_tax: toRupees(order.tax),
    total_shipping: toRupees(order.shipping),
    total_taxable: toRupees(order.subtotal - order.discount + order.shipping),
    total_items: order.totalItems,
    coupon_code: order.couponCode,
    invoice_number: order.invoiceNumber,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: item.name,
      image: item.image,
      sku: item.sku,
      hsn_code: item.hsnCode,
      category: item.category,
      quantity: item.quantity,
      price: toRupees(item.unitPrice),
      amount: toRupees(item.amount),
      discount: toRupees(item.discount),
    })),
    user: owner
      ? {
          name: owner.name,
          email: owner.email,
          mobile_number: owner.mobileNumber,
          profile_image: owner.profileImage,
        }
      : null,
    shipping_address: wireAddress(order.shippingAddress),
    billing_address: wireAddress(order.billingAddress),
    place_of_supply: placeOfSupplyWire(order),
    payment: {
      payment_id: order.paymentId,
      transaction_id: order.paymentId,
      status: order.paymentStatus,
      method: order.paymentMethod,
      payment_gateway: order.paymentGateway,
      paid_at: iso(order.paidAt),
      invoice_url: invoice?.invoice_url ?? null,
      invoice_pdf_url: invoice?.invoice_pdf_url ?? null,
      invoice_expires_at: invoice?.invoice_expires_at ?? null,
    },
  };
}

export type WireOrder = ReturnType<typeof toWireOrder>;

/**
 * Wire orders for rows (in their order), with their items and owners in two queries.
 * `invoiceLinks(orderId)` gives the signed links that paid orders carry.
 */
export async function loadOrderViews(
  db: Executor,
  rows: readonly OrderRow[],
  invoiceLinks: (orderId: string) => InvoiceLinkSet,
): Promise<WireOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const [items, owners] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id)),
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        mobileNumber: users.mobileNumber,
        profileImage: users.profileImage,
      })
      .from(users)
      .where(inArray(users.id, userIds)),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  return rows.map((row) =>
    toWireOrder(
      row,
      items.filter((item) => item.orderId === row.id),
      ownerById.get(row.userId) ?? null,
      row.status === 'paid' ? invoiceLinks(row.orderId) : null,
    ),
  );
}
