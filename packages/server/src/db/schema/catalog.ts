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

/** Money columns are integer paise (`bigint`, read as a JS number). */
const paise = (name: string) => bigint(name, { mode: 'number' });

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
  icon: text('icon'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const subSubcategories = pgTable(
  'sub_subcategories',
  {
    id: text('id').primaryKey(),
    subcategoryId: text('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sub_subcategories_subcategory_idx').on(t.subcategoryId)],
);

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  title: text('title').notNull().unique(),
  logo: text('logo'),
  description: text('description').notNull().default(''),
});

export const badges = pgTable('badges', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  color: text('color'),
});

export const solutions = pgTable('solutions', {
  id: text('id').primaryKey(),
  title: text('title').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image'),
  isActive: boolean('is_active').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    modelNumber: text('model_number'),
    description: text('description').notNull().default(''),
    /** Rich HTML; sanitised by the clients before rendering. */
    longDescription: text('long_description'),
    thumbImage: text('thumb_image'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** Downloadable files: `{ name, value: url }`. */
    catalog: jsonb('catalog').$type<{ name: string; value: string }[]>().notNull().default([]),
    specification: jsonb('specification')
      .$type<{ name: string; value: string }[]>()
      .notNull()
      .default([]),
    sellingPrice: paise('selling_price').notNull(),
    listingPrice: paise('listing_price'),
    discountPercentage: real('discount_percentage'),
    badges: text('badges').array().notNull().default([]),
    solutionIds: text('solution_ids').array().notNull().default([]),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    hsnCode: text('hsn_code').notNull(),
    type: text('type').notNull().default('product'),
    brandId: text('brand_id').references(() => brands.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: text('subcategory_id').references(() => subcategories.id),
    subSubcategoryId: text('sub_subcategory_id').references(() => subSubcategories.id),
    /** Average of real reviews (maintained with `reviewCount` when a review is written). */
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Units sold in paid orders: the best-seller ranking. */
    soldCount: integer('sold_count').notNull().default(0),
    /** Shown on the deals page when set. */
    dealOfTheDay: boolean('deal_of_the_day').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_updated_idx').on(t.updatedAt),
  ],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    relatedId: text('related_id')
      .notNull()
      .references(() => products.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);
