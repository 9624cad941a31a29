// The database side of bench/mixedLoad.mjs, run in the bench server's process: the products and
// coupons the load needs (besides the project's seed), the state before the load, and the
// integrity check after it, straight in the database once the server has stopped.
import { computeTotals } from '@storefront-kit/core';
import { and, asc, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/database';
import {
  brands,
  categories,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  products,
  rewardTransactions,
} from '../../src/db/schema';

/** Units of a last-units product: fewer than the connections that rush it. */
export const LAST_UNITS = 4;
/** Uses of a rush coupon. */
export const RUSH_COUPON_USES = 4;

export interface MixedLoadFixture {
  /** Products with stock far above what a run can sell: seeded ones and the load's own. */
  stocked: { id: string; name: string }[];
  /** One per wave of the run: a product with LAST_UNITS units that every connection rushes. */
  lastUnits: { id: string; name: string; stock: number }[];
  /** One per wave: a coupon with RUSH_COUPON_USES uses. `minOrder` in rupees. */
  rushCoupons: { code: string; usageLimit: number; minOrder: number }[];
  /** Coupons without a usage limit. `minOrder` in rupees. */
  openCoupons: { code: string; minOrder: number }[];
}

/** What the check compares with: taken before the server starts. */
export interface LoadSnapshot {
  products: Map<string, { stock: number; sold: number }>;
  /** Every order there was, with whether it took units from stock (paid, or holding them). */
  orders: Map<string, { paid: boolean; holds: boolean }>;
}

/** What the clients saw: the payment orders they were given and those verified as paid. */
export interface ClientLedger {
  given: string[];
  verified: string[];
}

export interface IntegrityReport {
  figures: [string, string | number][];
  problems: string[];
}

/** Inserts the load's products and coupons (the server's catalogue loads them at start). */
export async function prepareMixedLoad(db: Database, waves: number): Promise<MixedLoadFixture> {
  const [category] = await db.select().from(categories).orderBy(asc(categories.id)).limit(1);
  const [brand] = await db.select().from(brands).orderBy(asc(brands.id)).limit(1);
  if (!category) throw new Error('The seed has no categories');
  const product = (id: string, name: string, price: number, stock: number) => ({
    id,
    name,
    modelNumber: id.toUpperCase().replaceAll('_', '-'),
    description: 'A product of the mixed load test.',
    sellingPrice: price,
    listingPrice: price + 10_000,
    stockQuantity: stock,
    hsnCode: '85364900',
    categoryId: category.id,
    brandId: brand?.id ?? null,
    soldCount: 0,
  });
  const own = [1, 2, 3, 4].map((n) =>
    product(`prd_load_stocked_${n}`, `Load Test Contactor ${n}`, 1_249_00 * n, 1_000_000),
  );
  const lastUnits = Array.from({ length: waves }, (_, w) =>
    product(`prd_load_last_${w + 1}`, `Load Test Last-Units Relay W${w + 1}`, 3_499_00, LAST_UNITS),
  );
  await db.insert(products).values([...own, ...lastUnits]);
  const seeded = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        gt(products.sellingPrice, 0),
        gte(products.stockQuantity, 300),
      ),
    )
    .orderBy(asc(products.id))
    .limit(40);
  // Far above what a run can sell (a quiet machine sells ~350 units of each in 60 s): these
  // are the products that never run out, so any refusal on them is an error.
  if (seeded.length > 0) {
    await db
      .update(products)
      .set({ stockQuantity: 1_000_000 })
      .where(
        inArray(
          products.id,
          seeded.map((row) => row.id),
        ),
      );
  }
  const rushCoupons = Array.from({ length: waves }, (_, w) => ({
    code: `LOADRUSH${w + 1}`,
    usageLimit: RUSH_COUPON_USES,
    minOrder: 3_000,
  }));
  await db.insert(coupons).values([
    {
      code: 'LOADSAVE5',
      description: 'Load test: 5% off, no limit',
      discountType: 'percentage',
      discountValue: 5,
      maxDiscount: 2_000_00,
    },
    {
      code: 'LOADFLAT300',
      description: 'Load test: ₹300 off orders above ₹1,000, no limit',
      discountType: 'flat',
      discountValue: 300_00,
      minOrder: 1_000_00,
    },
    ...rushCoupons.map((coupon) => ({
      code: coupon.code,
      description: `Load test: ₹500 off orders above ₹3,000, ${coupon.usageLimit} uses in all`,
      discountType: 'flat',
      discountValue: 500_00,
      minOrder: coupon.minOrder * 100,
      usageLimit: coupon.usageLimit,
    })),
  ]);
  return {
    stocked: [...seeded, ...own.map(({ id, name }) => ({ id, name }))],
    lastUnits: lastUnits.map(({ id, name, stockQuantity }) => ({ id, name, stock: stockQuantity })),
    rushCoupons,
    openCoupons: [
      { code: 'LOADSAVE5', minOrder: 0 },
      { code: 'LOADFLAT300', minOrder: 1_000 },
    ],
  };
}

/** An order takes units from stock when paid, or while its reservation holds them. */
const holdsUnits = (order: { status: string; reservedUntil: Date | null }) =>
  order.status === 'created' && order.reservedUntil !== null;

export async function snapshot(db: Database): Promise<LoadSnapshot> {
  const productRows = await db
    .select({ id: products.id, stock: products.stockQuantity, sold: products.soldCount })
    .from(products);
  const orderRows = await db
    .select({ id: orders.id, status: orders.status, reservedUntil: orders.reservedUntil })
    .from(orders);
  return {
    products: new Map(productRows.map((row) => [row.id, { stock: row.stock, sold: row.sold }])),
    orders: new Map(
      orderRows.map((row) => [row.id, { paid: row.status === 'paid', holds: holdsUnits(row) }]),
    ),
  };
}

const duplicates = (values: readonly (string | null)[]): string[] => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (value === null) continue;
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
};

const listed = (values: readonly string[], most = 5) =>
  values.length <= most
    ? values.join(', ')
    : `${values.slice(0, most).join(', ')} and ${values.length - most} more`;

/**
 * Checks the database after the load against the snapshot before it and what the clients saw:
 * stock and units sold per product, orders (none lost, none unexplained, none paid twice, one
 * receipt and one payment id each, totals as core's computeTotals makes them), and coupon uses.
 */
export async function checkIntegrity(
  db: Database,
  before: LoadSnapshot,
  clients: ClientLedger,
): Promise<IntegrityReport> {
  const problems: string[] = [];
  const figures: IntegrityReport['figures'] = [];
  const problem = (count: number, text: string) => {
    if (count > 0) problems.push(text);
  };

  const allOrders = await db.select().from(orders);
  const items = await db.select().from(orderItems);
  const itemsOf = new Map<string, (typeof items)[number][]>();
  for (const item of items) {
    const list = itemsOf.get(item.orderId) ?? [];
    list.push(item);
    itemsOf.set(item.orderId, list);
  }

  // ---- Orders: the run's against the clients' ledger. ----
  const runOrders = allOrders.filter((order) => !before.orders.has(order.id));
  const given = new Set(clients.given);
  const verified = new Set(clients.verified);
  const runIds = new Set(runOrders.map((order) => order.orderId));
  const paidRun = runOrders.filter((order) => order.status === 'paid');
  const paidRunIds = new Set(paidRun.map((order) => order.orderId));
  const count = (status: string) => runOrders.filter((order) => order.status === status).length;
  const liveRun = runOrders.filter(holdsUnits);
  figures.push(
    ['payment orders the clients were given', given.size],
    ['orders created in the run', runOrders.length],
    ['  paid', paidRun.length],
    ['  created, still holding their units', liveRun.length],
    ['  expired (replaced unpaid: units and coupon given back)', count('expired')],
    ['  cancelled (paid but refunded)', count('cancelled')],
    ['payments the clients saw verified', verified.size],
  );
  const lost = [...given].filter((id) => !runIds.has(id));
  problem(
    lost.length,
    `${lost.length} payment orders given to clients are not in the database: ${listed(lost)}`,
  );
  const unexplained = [...runIds].filter((id) => !given.has(id));
  problem(
    unexplained.length,
    `${unexplained.length} orders in the database were never given to a client: ${listed(unexplained)}`,
  );
  const unpaid = [...verified].filter((id) => !paidRunIds.has(id));
  problem(
    unpaid.length,
    `${unpaid.length} verified payments have no paid order: ${listed(unpaid)}`,
  );
  const unverified = [...paidRunIds].filter((id) => !verified.has(id));
  problem(
    unverified.length,
    `${unverified.length} orders are paid without a verification the clients saw: ${listed(unverified)}`,
  );
  problem(
    count('cancelled'),
    `${count('cancelled')} orders were cancelled after payment, though their reservations held`,
  );
  const otherStatus = runOrders.filter(
    (order) => !['paid', 'created', 'expired', 'cancelled'].includes(order.status),
  );
  problem(otherStatus.length, `${otherStatus.length} orders have an unknown status`);

  // ---- Orders: uniqueness and money, for every order in the database. ----
  for (const [what, values] of [
    ['receipt', allOrders.map((order) => order.receipt)],
    ['payment order id', allOrders.map((order) => order.orderId)],
    ['payment id', allOrders.map((order) => order.paymentId)],
    ['invoice number', allOrders.map((order) => order.invoiceNumber)],
  ] as const) {
    const twice = duplicates(values);
    problem(
      twice.length,
      `${twice.length} ${what}s belong to two orders or more: ${listed(twice)}`,
    );
  }
  const allPaid = allOrders.filter((order) => order.status === 'paid');
  const incomplete = allPaid.filter(
    (order) =>
      !order.paymentId || !order.paidAt || !order.invoiceNumber || order.paymentStatus !== 'paid',
  );
  problem(
    incomplete.length,
    `${incomplete.length} paid orders lack a payment id, payment time or invoice number: ${listed(incomplete.map((o) => o.orderId))}`,
  );
  const wrongTotals: string[] = [];
  for (const order of allPaid) {
    const lines = itemsOf.get(order.id) ?? [];
    const totals = computeTotals(
      lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
      { discount: order.discount },
    );
    const linesAddUp =
      lines.length > 0 &&
      lines.every((line) => line.amount === line.unitPrice * line.quantity) &&
      // The run's lines carry the discount pro rata (the seed's history predates that).
      (before.orders.has(order.id) ||
        lines.reduce((sum, line) => sum + line.discount, 0) === order.discount);
    if (
      !linesAddUp ||
      totals.subtotal !== order.subtotal ||
      totals.discount !== order.discount ||
      totals.shipping !== order.shipping ||
      totals.tax !== order.tax ||
      totals.total !== order.total ||
      totals.totalItems !== order.totalItems
    ) {
      wrongTotals.push(`${order.orderId} (stored ${order.total}, computed ${totals.total} paise)`);
    }
  }
  figures.push(['paid orders whose totals were recomputed (all, seed included)', allPaid.length]);
  problem(
    wrongTotals.length,
    `${wrongTotals.length} paid orders differ from computeTotals of their items: ${listed(wrongTotals)}`,
  );
  const rewards = await db
    .select({ reference: rewardTransactions.reference })
    .from(rewardTransactions)
    .where(eq(rewardTransactions.type, 'order'));
  const rewardCount = new Map<string, number>();
  for (const { reference } of rewards)
    rewardCount.set(reference, (rewardCount.get(reference) ?? 0) + 1);
  const badRewards = paidRun.filter((order) => rewardCount.get(order.orderId) !== 1);
  problem(
    badRewards.length,
    `${badRewards.length} paid orders of the run have no reward or more than one: ${listed(badRewards.map((o) => o.orderId))}`,
  );

  // ---- Stock and units sold, for every product. ----
  const productRows = await db
    .select({ id: products.id, stock: products.stockQuantity, sold: products.soldCount })
    .from(products);
  const takenDelta = new Map<string, number>();
  const soldDelta = new Map<string, number>();
  let unitsPaid = 0;
  let unitsHeld = 0;
  let unitsReleased = 0;
  for (const order of allOrders) {
    const was = before.orders.get(order.id) ?? { paid: false, holds: false };
    const paid = order.status === 'paid';
    const takes = paid || holdsUnits(order) ? 1 : 0;
    const took = was.paid || was.holds ? 1 : 0;
    for (const line of itemsOf.get(order.id) ?? []) {
      const add = (map: Map<string, number>, units: number) =>
        map.set(line.productId, (map.get(line.productId) ?? 0) + units);
      if (takes !== took) add(takenDelta, (takes - took) * line.quantity);
      if (paid !== was.paid) add(soldDelta, (Number(paid) - Number(was.paid)) * line.quantity);
      if (!before.orders.has(order.id)) {
        if (paid) unitsPaid += line.quantity;
        else if (takes) unitsHeld += line.quantity;
        else if (order.status === 'expired') unitsReleased += line.quantity;
      }
    }
  }
  const wrongStock: string[] = [];
  const wrongSold: string[] = [];
  const negative: string[] = [];
  for (const row of productRows) {
    const was = before.products.get(row.id) ?? { stock: 0, sold: 0 };
    const stock = was.stock - (takenDelta.get(row.id) ?? 0);
    const sold = was.sold + (soldDelta.get(row.id) ?? 0);
    if (row.stock !== stock) wrongStock.push(`${row.id} (${row.stock}, expected ${stock})`);
    if (row.sold !== sold) wrongSold.push(`${row.id} (${row.sold}, expected ${sold})`);
    if (row.stock < 0) negative.push(`${row.id} (${row.stock})`);
  }
  const productsBought = new Set([...takenDelta.keys(), ...soldDelta.keys()]).size;
  figures.push(
    ['products checked (stock, units sold)', productRows.length],
    ['  of which the run bought or holds', productsBought],
    ['units sold in the run (paid orders)', unitsPaid],
    ['units held by live payment orders', unitsHeld],
    ['units of replaced orders given back', unitsReleased],
  );
  problem(
    wrongStock.length,
    `${wrongStock.length} products' stock ≠ stock before − paid units − held units: ${listed(wrongStock)}`,
  );
  problem(
    wrongSold.length,
    `${wrongSold.length} products' sold count ≠ sold before + paid units: ${listed(wrongSold)}`,
  );
  problem(negative.length, `${negative.length} products below 0 in stock: ${listed(negative)}`);

  // ---- Coupon uses, for every coupon. ----
  const couponRows = await db.select().from(coupons).orderBy(asc(coupons.code));
  const redemptions = await db.select().from(couponRedemptions);
  const holders = allOrders.filter(
    (order) => order.couponCode && (order.status === 'paid' || holdsUnits(order)),
  );
  let runUses = 0;
  for (const coupon of couponRows) {
    const rows = redemptions.filter((row) => row.couponCode === coupon.code);
    const holding = holders.filter((order) => order.couponCode === coupon.code);
    const holdingIds = new Set(holding.map((order) => order.id));
    const strays = rows.filter((row) => !holdingIds.has(row.orderId));
    const paidUses = holding.filter((order) => order.status === 'paid').length;
    const reserved = holding.length - paidUses;
    const label = `coupon ${coupon.code}`;
    if (coupon.usedCount !== rows.length || rows.length !== holding.length || strays.length) {
      problems.push(
        `${label}: used_count ${coupon.usedCount}, ${rows.length} redemption rows, ${paidUses} paid orders + ${reserved} live reservations with it${strays.length ? `; ${strays.length} redemptions of orders that neither paid nor hold it` : ''}`,
      );
    }
    if (coupon.usageLimit !== null && coupon.usedCount > coupon.usageLimit) {
      problems.push(
        `${label}: used ${coupon.usedCount} times, above its limit ${coupon.usageLimit}`,
      );
    }
    const runHolding = holding.filter((order) => !before.orders.has(order.id)).length;
    runUses += runHolding;
    if (coupon.code.startsWith('LOAD')) {
      figures.push([
        `${label} (limit ${coupon.usageLimit ?? 'none'})`,
        `used_count ${coupon.usedCount} = ${rows.length} redemptions = ${paidUses} paid + ${reserved} reserved`,
      ]);
    }
  }
  figures.push(
    ['coupons checked (used_count = redemptions = paid + reserved)', couponRows.length],
    ['coupon uses by the run (paid or reserved)', runUses],
  );
  return { figures, problems };
}
