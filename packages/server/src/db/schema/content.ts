import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  /** 'home' (the carousel) or 'dashboard' (Featured Promotions). */
  placement: text('placement').notNull().default('home'),
  image: text('image').notNull(),
  background: text('background'),
  badge: text('badge'),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  buttonText: text('button_text'),
  buttonLink: text('button_link'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title'),
  company: text('company'),
  category: text('category'),
  testimonial: text('testimonial').notNull(),
  rating: integer('rating').notNull(),
  avatar: text('avatar'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Content items by `type` ('news' for News & Updates). */
export const contentItems = pgTable('content_items', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image'),
  badge: text('badge'),
  publishedDate: text('published_date').notNull(),
  location: text('location'),
  link: text('link'),
  tags: text('tags').array().notNull().default([]),
});

/** Contact, seller, dispute, IPR and abuse forms (decisions.md: sent and stored). */
export const enquiries = pgTable('enquiries', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  userId: text('user_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  company: text('company'),
  subject: text('subject'),
  message: text('message').notNull(),
  reference: text('reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server settings kept in the database (generated secrets, seed version). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
