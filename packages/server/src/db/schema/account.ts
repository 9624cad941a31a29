import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    ticketNumber: text('ticket_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    priority: text('priority').notNull().default('Medium'),
    description: text('description').notNull(),
    status: text('status').notNull().default('Open'),
    attachments: text('attachments').array().notNull().default([]),
    relatedOrderId: text('related_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tickets_user_idx').on(t.userId, t.createdAt)],
);

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id),
    userId: text('user_id').references(() => users.id),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_comments_ticket_idx').on(t.ticketId)],
);

/** Quote requests; visitors may send them without an account. */
export const quotes = pgTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id),
    productId: text('product_id'),
    productName: text('product_name'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    company: text('company'),
    quantity: integer('quantity').notNull(),
    message: text('message'),
    brandName: text('brand_name'),
    categoryName: text('category_name'),
    status: text('status').notNull().default('New'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotes_user_idx').on(t.userId)],
);

/** Real reviews (decisions.md): one per customer and product, by buyers of the product. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title'),
    comment: text('comment').notNull(),
    verifiedPurchase: boolean('verified_purchase').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
);

/** Reward points ledger (decisions.md): orders, reviews, daily logins. */
export const rewardTransactions = pgTable(
  'reward_transactions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** 'order', 'review' or 'daily_login'. */
    type: text('type').notNull(),
    points: integer('points').notNull(),
    description: text('description').notNull(),
    /** The order, review or day it was earned for: unique per type, so it is granted once. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_transactions_once_idx').on(t.userId, t.type, t.reference),
    index('reward_transactions_user_idx').on(t.userId, t.createdAt),
  ],
);
