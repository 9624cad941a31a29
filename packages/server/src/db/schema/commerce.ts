import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

const paise = (name: string) => bigint(name, { mode: 'number' });

/** One cart per user; the applied coupon lives here. */
export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  couponCode: text('coupon_code'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Merge ids already applied to a user's cart: a retried sync is a no-op. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    mergeId: text('merge_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mergeId] })],
);

export const coupons = pgTable('coupons', {
  /** Upper-case code. */
  code: text('code').primaryKey(),
  description: text('description').notNull().default(''),
  /** 'percentage' or 'flat'. */
  discountType: text('discount_type').notNull(),
  /** Percent (e.g. 10) for 'percentage'; paise for 'flat'. */
  discountValue: real('discount_value').notNull(),
  /** Cap of a percentage discount, in paise. */
  maxDiscount: paise('max_discount'),
  /** Minimum subtotal, in paise. */
  minOrder: paise('min_order').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Total paid orders that may use it; null for unlimited. */
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
  /** Paid orders per customer; null for unlimited. */
  perUserLimit: integer('per_user_limit'),
  isActive: boolean('is_active').notNull().default(true),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_user_idx').on(t.couponCode, t.userId)],
);

export interface StoredAddress {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone: string;
  address_line1: string;
  city: string;
  state: string;
  pincode: string;
  country?: string | null;
  gstNumber?: string | null;
  companyName?: string | null;
}

/**
 * An order is created with the payment provider's order (`status` 'created', its units and
 * coupon reserved) and becomes 'paid' when its payment is verified; 'expired' when its
 * reservation lapsed or a new checkout replaced it unpaid; 'cancelled' when a payment came but
 * the order could not be fulfilled (`payment_status` 'refunded', or 'refund_pending' until the
 * provider confirms the refund).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The payment provider's order id, `order_…`. */
    orderId: text('order_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    receipt: text('receipt').notNull().unique(),
    status: text('status').notNull().default('created'),
    currency: text('currency').notNull().default('INR'),
    subtotal: paise('subtotal').notNull(),
    tax: paise('tax').notNull(),
    shipping: paise('shipping').notNull().default(0),
    discount: paise('discount').notNull().default(0),
    total: paise('total').notNull(),
    couponCode: text('coupon_code'),
    totalItems: integer('total_items').notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    /**
     * The place of supply (decisions.md): the delivery's state and its GST state code, from
     * core's GST_STATES. Null on an order stored before it whose free-text state matched no
     * state (migration 0003 maps the others by name).
     */
    placeOfSupplyState: text('place_of_supply_state'),
    placeOfSupplyCode: text('place_of_supply_code'),
    paymentId: text('payment_id'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    paymentMethod: text('payment_method'),
    /** 'razorpay' or 'sandbox'. */
    paymentGateway: text('payment_gateway').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * While set, the order holds its units (taken from `products.stock_quantity`) and its
     * coupon use (a `coupon_redemptions` row) for its payment; the reservation lapses at this
     * time (see services/orderReservation.ts). Null once paid, released or never held.
     */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** The provider's refund (`rfnd_…`) of a payment that could not become an order. */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The reconcile job's unpaid orders and refunds to retry.
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_payment_status_idx').on(t.paymentStatus),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    image: text('image'),
    sku: text('sku'),
    hsnCode: text('hsn_code').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: paise('unit_price').notNull(),
    amount: paise('amount').notNull(),
    discount: paise('discount').notNull().default(0),
    category: text('category'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);
