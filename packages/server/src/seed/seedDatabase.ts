import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import {
  badges,
  banners,
  brands,
  categories,
  contentItems,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  products,
  relatedProducts,
  reviews,
  rewardTransactions,
  settings,
  solutions,
  subcategories,
  subSubcategories,
  testimonials,
  ticketComments,
  tickets,
  users,
  wishlistItems,
} from '../db/schema';
import { hashPassword } from '../services/passwords';
import { averageRating } from '../services/reviews';
import { SEED_BADGES } from './badges';
import { SEED_BANNERS } from './banners';
import { brandId, SEED_BRANDS } from './brands';
import { SEED_CATEGORIES } from './catalog/taxonomy';
import { SEED_COUPONS } from './coupons';
import {
  buildCustomerHistory,
  type CustomerHistory,
  emptyCustomerHistory,
} from './customerHistory';
import { DEMO_CUSTOMER } from './customers';
import { insertJsonRows, insertRows } from './insertRows';
import { SEED_NEWS } from './news';
import { createProductGenerator, type GeneratedProduct } from './productGenerator';
import { SEED_REFERENCE_DATE } from './seedClock';
import { SEED_SOLUTIONS, solutionId } from './solutions';
import { SEED_TESTIMONIALS } from './testimonials';

export { DEMO_CUSTOMER };

export interface SeedOptions {
  /** Products to create. @default 1000 */
  products: number;
  /** scrypt cost of the demo customer's password. */
  scryptN: number;
  /**
   * Also the demo customer (a published password), other customers' paid orders, reviews,
   * rewards, tickets and wishlists: for development and demos, never a real shop. Without it
   * the catalogue and the site content only. @default true
   */
  demo?: boolean;
}

/** What a seed run created. */
export interface SeedSummary {
  products: number;
  categories: number;
  subcategories: number;
  subSubcategories: number;
  brands: number;
  solutions: number;
  banners: number;
  testimonials: number;
  news: number;
  coupons: number;
  customers: number;
  orders: number;
  reviews: number;
  tickets: number;
  wishlistItems: number;
  /** Wall-clock milliseconds. */
  durationMs: number;
}

/** Bumped when the seed's content changes in a way a seeded database should know about. */
export const SEED_VERSION = '1';

/** Products generated before the customers' history is planned (their orders use these). */
const HEAD_PRODUCTS = 1000;
/** Products per INSERT (one JSON parameter of about 2.5 MB). */
const PRODUCT_BATCH = 1000;
/** Serialises seeders of one PostgreSQL database (two servers starting at once). */
const SEED_LOCK = 720_301_117;

async function isSeeded(db: Database | Transaction): Promise<boolean> {
  const [version] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, 'seed_version'));
  if (version) return true;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  return Boolean(category);
}

/**
 * Seeds an empty database with the deterministic catalogue; a seeded one (a `seed_version`
 * setting or any category) is left alone. All in one transaction, so a failed seed leaves
 * an empty database to retry on the next start.
 */
export async function seedIfEmpty(
  db: Database,
  options: SeedOptions,
): Promise<{ seeded: boolean; summary?: SeedSummary }> {
  if (await isSeeded(db)) return { seeded: false };
  const started = performance.now();
  const demo = options.demo ?? true;
  // scrypt runs on the thread pool while the catalogue is generated and inserted.
  const demoHash = demo
    ? hashPassword(DEMO_CUSTOMER.password, options.scryptN)
    : Promise.resolve('');
  demoHash.catch(() => undefined);
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return undefined;
    await skipForeignKeyTriggers(tx);
    return seedAll(tx, Math.max(0, Math.floor(options.products)), demo ? demoHash : undefined);
  });
  if (!summary) return { seeded: false };
  return {
    seeded: true,
    summary: { ...summary, durationMs: Math.round(performance.now() - started) },
  };
}

/**
 * Bulk loading as `pg_restore --disable-triggers` does: without the per-row foreign-key
 * triggers, which cost a third of the time of 100,000 products. The seed generates its
 * references consistently and test/seed.test.ts checks every one of them. Only a superuser
 * may do this (PGlite always is); otherwise the checks simply stay on. `SET LOCAL` ends with
 * the transaction.
 */
async function skipForeignKeyTriggers(tx: Transaction) {
  await tx.execute(sql`savepoint seed_triggers`);
  try {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`release savepoint seed_triggers`);
  } catch {
    await tx.execute(sql`rollback to savepoint seed_triggers`);
  }
}

async function seedAll(
  tx: Transaction,
  productCount: number,
  /** The demo customer's password hash; none: no customers and no history. */
  demoHash: Promise<string> | undefined,
): Promise<Omit<SeedSummary, 'durationMs'>> {
  const generator = createProductGenerator();
  const head: GeneratedProduct[] = [];
  while (generator.index < Math.min(productCount, HEAD_PRODUCTS)) head.push(generator.next());
  const history = demoHash ? buildCustomerHistory(head) : emptyCustomerHistory();
  applyHistoryToProducts(head, history);

  await insertTaxonomy(tx);
  await insertContent(tx, history);
  await insertProducts(tx, head, generator, productCount);
  const [demo] = history.users;
  if (demo && demoHash) demo.passwordHash = await demoHash;
  await insertHistory(tx, history);
  await tx.insert(settings).values([
    { key: 'seed_version', value: SEED_VERSION },
    { key: 'seed_products', value: String(productCount) },
    { key: 'seed_reference_date', value: SEED_REFERENCE_DATE.toISOString() },
    // The payment service numbers invoices on from these (see services/invoiceNumber.ts).
    ...[...history.invoiceSequences].map(([year, count]) => ({
      key: `invoice_sequence:${year}`,
      value: String(count),
    })),
  ]);
  return {
    products: productCount,
    categories: SEED_CATEGORIES.length,
    subcategories: SEED_CATEGORIES.reduce((n, c) => n + c.subcategories.length, 0),
    subSubcategories: SEED_CATEGORIES.reduce(
      (n, c) => n + c.subcategories.reduce((m, s) => m + s.leaves.length, 0),
      0,
    ),
    brands: SEED_BRANDS.length,
    solutions: SEED_SOLUTIONS.length,
    banners: SEED_BANNERS.length,
    testimonials: SEED_TESTIMONIALS.length,
    news: SEED_NEWS.length,
    coupons: SEED_COUPONS.length,
    customers: history.users.length,
    orders: history.orders.length,
    reviews: history.reviews.length,
    tickets: history.tickets.length,
    wishlistItems: history.wishlist.length,
  };
}

/** Units sold, ratings from the reviews, and 'Top Rated' for well-reviewed products. */
function applyHistoryToProducts(head: readonly GeneratedProduct[], history: CustomerHistory) {
  for (const { row } of head) {
    const stats = history.productStats.get(row.id);
    if (!stats) continue;
    row.soldCount += stats.sold;
    if (stats.reviews > 0) {
      row.rating = averageRating(stats.ratingSum, stats.reviews);
      row.reviewCount = stats.reviews;
      if (stats.reviews >= 3 && row.rating >= 4.5) row.badges.push('Top Rated');
    }
  }
}

async function insertTaxonomy(tx: Transaction) {
  await tx.insert(categories).values(
    SEED_CATEGORIES.map((category, index) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      image: `/media/categories/${category.id}.svg`,
      icon: `/media/categories/${category.id}-icon.svg`,
      sortOrder: index + 1,
    })),
  );
  await tx.insert(subcategories).values(
    SEED_CATEGORIES.flatMap((category) =>
      category.subcategories.map((sub, index) => ({
        id: sub.id,
        categoryId: category.id,
        name: sub.name,
        sortOrder: index + 1,
      })),
    ),
  );
  await tx.insert(subSubcategories).values(
    SEED_CATEGORIES.flatMap((category) =>
      category.subcategories.flatMap((sub) =>
        sub.leaves.map((leaf, index) => ({
          id: leaf.id,
          subcategoryId: sub.id,
          name: leaf.name,
          sortOrder: index + 1,
        })),
      ),
    ),
  );
  await tx.insert(brands).values(
    SEED_BRANDS.map((brand) => ({
      id: brandId(brand.key),
      title: brand.title,
      logo: `/media/brands/${brandId(brand.key)}.svg`,
      description: brand.description,
    })),
  );
  await tx.insert(badges).values([...SEED_BADGES]);
  await tx.insert(solutions).values(
    SEED_SOLUTIONS.map((solution) => ({
      id: solutionId(solution.key),
      title: solution.title,
      description: solution.description,
      image: `/media/solutions/${solutionId(solution.key)}.svg`,
    })),
  );
}

async function insertContent(tx: Transaction, history: CustomerHistory) {
  await tx.insert(banners).values([...SEED_BANNERS]);
  await tx.insert(testimonials).values([...SEED_TESTIMONIALS]);
  await tx.insert(contentItems).values([...SEED_NEWS]);
  await tx.insert(coupons).values(
    SEED_COUPONS.map((coupon) => ({
      ...coupon,
      usedCount: history.couponRedemptions.filter((r) => r.couponCode === coupon.code).length,
    })),
  );
}

/**
 * Inserts the first products, then generates and inserts the rest batch by batch: the next
 * batch is generated while the previous INSERT is on its way, and only one batch is held.
 */
async function insertProducts(
  tx: Transaction,
  head: readonly GeneratedProduct[],
  generator: ReturnType<typeof createProductGenerator>,
  productCount: number,
) {
  const write = async (batch: readonly GeneratedProduct[]) => {
    await insertJsonRows(
      tx,
      products,
      batch.map((p) => p.row),
    );
    const related = batch.flatMap((p) =>
      p.related.map((relatedId, index) => ({
        productId: p.row.id,
        relatedId,
        sortOrder: index + 1,
      })),
    );
    await insertJsonRows(tx, relatedProducts, related);
  };
  let pending = write(head);
  while (generator.index < productCount) {
    const batch: GeneratedProduct[] = [];
    while (batch.length < PRODUCT_BATCH && generator.index < productCount) {
      batch.push(generator.next());
    }
    await pending;
    pending = write(batch);
  }
  await pending;
}

async function insertHistory(tx: Transaction, history: CustomerHistory) {
  await insertRows(tx, users, history.users);
  await insertRows(tx, orders, history.orders);
  await insertRows(tx, orderItems, history.orderItems);
  await insertRows(tx, couponRedemptions, history.couponRedemptions);
  await insertRows(tx, reviews, history.reviews);
  await insertRows(tx, rewardTransactions, history.rewards);
  await insertRows(tx, tickets, history.tickets);
  await insertRows(tx, ticketComments, history.ticketComments);
  await insertRows(tx, wishlistItems, history.wishlist);
}
