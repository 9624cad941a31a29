import { computeTotals, distributeTotals, findGstState } from '@storefront-kit/core';
import type {
  couponRedemptions,
  orderItems,
  orders,
  reviews,
  rewardTransactions,
  StoredAddress,
  ticketComments,
  tickets,
  users,
  wishlistItems,
} from '../db/schema';
import { financialYear, INVOICE_PREFIX } from '../services/invoiceNumber';
import { orderPoints, REWARD_RULES } from '../services/rewards';
import { SEED_COUPONS, seedCouponDiscount, USED_COUPON } from './coupons';
import {
  addressOf,
  DEMO_PROFILE,
  DEMO_PUNE_PLANT,
  OTHER_CUSTOMERS,
  type SeedCustomer,
} from './customers';
import type { GeneratedProduct } from './productGenerator';
import { BASE62, createRandom, type Random } from './random';
import { reviewText } from './reviewText';
import { at, DAY_MS, SEED_REFERENCE_DATE } from './seedClock';
import { avatarUrl } from './testimonials';

type UserRow = typeof users.$inferInsert;
type OrderRow = typeof orders.$inferInsert & { id: string; orderId: string; total: number };
type OrderItemRow = typeof orderItems.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert & { id: string };

/** Everything the seeded customers did, ready to insert. */
export interface CustomerHistory {
  /** The demo customer first. */
  users: UserRow[];
  demoUserId: string;
  orders: OrderRow[];
  orderItems: OrderItemRow[];
  reviews: ReviewRow[];
  rewards: (typeof rewardTransactions.$inferInsert)[];
  couponRedemptions: (typeof couponRedemptions.$inferInsert)[];
  tickets: (typeof tickets.$inferInsert)[];
  ticketComments: (typeof ticketComments.$inferInsert)[];
  wishlist: (typeof wishlistItems.$inferInsert)[];
  /** Per product: units sold in these orders, and the reviews' rating sum and count. */
  productStats: Map<string, { sold: number; ratingSum: number; reviews: number }>;
  /** Invoices issued per financial year, e.g. `{ '2026-27': 14 }`: where numbering goes on. */
  invoiceSequences: Map<string, number>;
}

const PAYMENT_METHODS = ['upi', 'card', 'netbanking'] as const;

const idOf = (random: Random, prefix: string, length = 16) =>
  `${prefix}_${random.chars(length, BASE62)}`;

interface PlannedOrder {
  customer: SeedCustomer;
  userId: string;
  placedAt: Date;
  lines: { product: GeneratedProduct; quantity: number }[];
  shipTo: StoredAddress;
  billTo: StoredAddress;
  coupon?: string;
}

/** No customers and no history: a production database starts with its catalogue only. */
export function emptyCustomerHistory(): CustomerHistory {
  return {
    users: [],
    demoUserId: '',
    orders: [],
    orderItems: [],
    reviews: [],
    rewards: [],
    couponRedemptions: [],
    tickets: [],
    ticketComments: [],
    wishlist: [],
    productStats: new Map(),
    invoiceSequences: new Map(),
  };
}

/**
 * The demo customer's and the other customers' accounts, paid orders (totals from core's
 * `computeTotals`), reviews of what they bought (verified purchases), reward points,
 * tickets and wishlist. Deterministic: built from the first products of the catalogue and
 * its own seeded stream.
 */
export function buildCustomerHistory(head: readonly GeneratedProduct[]): CustomerHistory {
  const random = createRandom('storefront-kit customers');
  const history: CustomerHistory = {
    users: [],
    demoUserId: '',
    orders: [],
    orderItems: [],
    reviews: [],
    rewards: [],
    couponRedemptions: [],
    tickets: [],
    ticketComments: [],
    wishlist: [],
    productStats: new Map(),
    invoiceSequences: new Map(),
  };
  const people = [DEMO_PROFILE, ...OTHER_CUSTOMERS];
  const userIds = new Map<string, string>();
  for (const person of people) {
    const id = idOf(random, 'usr');
    userIds.set(person.key, id);
    history.users.push(userRow(person, id));
  }
  const demoId = userIds.get(DEMO_PROFILE.key) as string;
  history.demoUserId = demoId;

  const sellable = head.filter((p) => p.row.sellingPrice > 0 && p.row.stockQuantity > 0);
  const planned: PlannedOrder[] = [];
  if (sellable.length > 0) {
    planned.push(...planDemoOrders(random, sellable, demoId));
    // Other customers buy from the popular products, so some get several reviews.
    const popular = [...sellable]
      .sort((a, b) => b.row.soldCount - a.row.soldCount || a.row.id.localeCompare(b.row.id))
      .slice(0, 12);
    for (const person of OTHER_CUSTOMERS) {
      planned.push(...planOtherOrders(random, popular, person, userIds.get(person.key) as string));
    }
  }
  planned.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime());
  for (const plan of planned) addOrder(history, random, plan);
  addReviews(history, random, planned, demoId);
  addTickets(history, random, demoId);
  addWishlist(history, random, head, demoId);
  return history;
}

function userRow(person: SeedCustomer, id: string): UserRow {
  return {
    id,
    name: person.name,
    email: person.email,
    mobileNumber: person.mobile,
    // '!' is no scrypt hash, so nobody can sign in as these customers; the seed sets the
    // demo customer's real hash before inserting.
    passwordHash: '!',
    userType: 'Customer',
    profileImage: avatarUrl(person.name),
    city: person.city,
    state: person.state,
    pincode: person.pincode,
    country: 'India',
    addressStreet: person.street,
    addressCity: person.city,
    addressState: person.state,
    addressPincode: person.pincode,
    addressCountry: 'India',
    gender: person.gender,
    dateOfBirth: person.dateOfBirth,
    createdAt: at(person.joined),
  };
}

/** Two or three orders of two or three popular products, between March and October 2026. */
function planOtherOrders(
  random: Random,
  popular: readonly GeneratedProduct[],
  person: SeedCustomer,
  userId: string,
): PlannedOrder[] {
  const address = addressOf(person);
  return Array.from({ length: random.int(2, 3) }, () => {
    const placedAt = new Date(
      at('2026-03-01T04:00:00Z').getTime() +
        random.int(0, 225) * DAY_MS +
        random.int(0, 36_000) * 1000,
    );
    const lines = random
      .sample(popular, random.int(2, 3))
      .map((product) => ({ product, quantity: random.int(1, 5) }));
    return { customer: person, userId, placedAt, lines, shipTo: address, billTo: address };
  });
}

function planDemoOrders(
  random: Random,
  sellable: readonly GeneratedProduct[],
  userId: string,
): PlannedOrder[] {
  const home = addressOf(DEMO_PROFILE);
  const pune = addressOf(DEMO_PROFILE, DEMO_PUNE_PLANT);
  const pick = (count: number, minPrice = 0) => {
    const pool = sellable.filter((p) => p.row.sellingPrice >= minPrice);
    return random
      .sample(pool.length ? pool : sellable, count)
      .map((product) => ({ product, quantity: random.int(1, 3) }));
  };
  const order = (
    placedAt: string,
    lines: PlannedOrder['lines'],
    shipTo = home,
    coupon?: string,
  ) => ({
    customer: DEMO_PROFILE,
    userId,
    placedAt: at(placedAt),
    lines,
    shipTo,
    billTo: home,
    ...(coupon ? { coupon } : {}),
  });
  return [
    order('2026-05-14T05:12:00Z', pick(2)),
    // Shipped to the Pune works: an inter-state (IGST) invoice; the monsoon coupon applied.
    order('2026-07-22T08:40:00Z', pick(3, 2_000_00), pune, USED_COUPON),
    order(
      '2026-09-09T10:05:00Z',
      pick(1).map((line) => ({ ...line, quantity: 10 })),
    ),
    order('2026-10-20T06:25:00Z', pick(2)),
  ];
}

function addOrder(history: CustomerHistory, random: Random, plan: PlannedOrder) {
  const id = idOf(random, 'ord');
  const lines = plan.lines.map(({ product, quantity }) => ({
    price: product.row.sellingPrice,
    quantity,
  }));
  const subtotal = computeTotals(lines).subtotal;
  const coupon = SEED_COUPONS.find((c) => c.code === plan.coupon);
  const discount =
    coupon && subtotal >= (coupon.minOrder ?? 0) ? seedCouponDiscount(coupon, subtotal) : 0;
  const totals = computeTotals(lines, { discount });
  const paidAt = new Date(plan.placedAt.getTime() + random.int(60, 300) * 1000);
  // Invoice numbers as the payment service issues them: 'SK/2026-27/000001', per financial year.
  const year = financialYear(paidAt);
  const sequence = (history.invoiceSequences.get(year) ?? 0) + 1;
  history.invoiceSequences.set(year, sequence);
  const row: OrderRow = {
    id,
    orderId: idOf(random, 'order', 14),
    userId: plan.userId,
    receipt: `rcpt_${plan.placedAt.getTime()}_${random.chars(6, '0123456789abcdefghijklmnopqrstuvwxyz')}`,
    status: 'paid',
    currency: 'INR',
    subtotal: totals.subtotal,
    tax: totals.tax,
    shipping: totals.shipping,
    discount: totals.discount,
    total: totals.total,
    couponCode: discount > 0 ? (coupon?.code ?? null) : null,
    totalItems: totals.totalItems,
    shippingAddress: plan.shipTo,
    billingAddress: plan.billTo,
    placeOfSupplyState: findGstState(plan.shipTo.state)?.name ?? null,
    placeOfSupplyCode: findGstState(plan.shipTo.state)?.code ?? null,
    paymentId: idOf(random, 'pay', 14),
    paymentStatus: 'paid',
    paymentMethod: random.pick(PAYMENT_METHODS),
    paymentGateway: 'razorpay',
    paidAt,
    invoiceNumber: `${INVOICE_PREFIX}/${year}/${String(sequence).padStart(6, '0')}`,
    createdAt: plan.placedAt,
    updatedAt: paidAt,
  };
  history.orders.push(row);
  // The coupon's discount spread over the lines as checkout does (core's distributeTotals).
  const spread = distributeTotals(
    lines.map((line) => line.price * line.quantity),
    totals,
  );
  for (const [index, { product, quantity }] of plan.lines.entries()) {
    history.orderItems.push({
      id: idOf(random, 'itm'),
      orderId: id,
      productId: product.row.id,
      name: product.row.name,
      image: product.row.thumbImage,
      sku: product.row.modelNumber,
      hsnCode: product.row.hsnCode,
      quantity,
      unitPrice: product.row.sellingPrice,
      amount: product.row.sellingPrice * quantity,
      discount: spread.lines[index]?.discount ?? 0,
      category: product.path.category.name,
    });
    stats(history, product.row.id).sold += quantity;
  }
  if (row.couponCode) {
    history.couponRedemptions.push({
      couponCode: row.couponCode,
      userId: plan.userId,
      orderId: id,
      createdAt: paidAt,
    });
  }
  history.rewards.push({
    id: idOf(random, 'rwd'),
    userId: plan.userId,
    type: 'order',
    points: orderPoints(row.total),
    description: `Order ${row.orderId}`,
    reference: row.orderId,
    createdAt: paidAt,
  });
}

function stats(history: CustomerHistory, productId: string) {
  let entry = history.productStats.get(productId);
  if (!entry) {
    entry = { sold: 0, ratingSum: 0, reviews: 0 };
    history.productStats.set(productId, entry);
  }
  return entry;
}

const RATINGS = [5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 3, 3, 2, 1] as const;

/** Reviews by buyers only: most other customers review what they bought; the demo one review. */
function addReviews(
  history: CustomerHistory,
  random: Random,
  planned: readonly PlannedOrder[],
  demoId: string,
) {
  const reviewed = new Set<string>();
  const orderByPlan = new Map(planned.map((plan, i) => [plan, history.orders[i] as OrderRow]));
  const firstDemoOrder = planned.find((p) => p.userId === demoId);
  for (const plan of planned) {
    const isDemo = plan.userId === demoId;
    plan.lines.forEach((line, index) => {
      const key = `${plan.userId}|${line.product.row.id}`;
      // The demo customer reviewed the first thing they bought; the rest is left for demos.
      const wanted = isDemo ? plan === firstDemoOrder && index === 0 : random.chance(0.75);
      if (!wanted || reviewed.has(key)) return;
      reviewed.add(key);
      const order = orderByPlan.get(plan) as OrderRow;
      const rating = isDemo ? 5 : random.pick(RATINGS);
      const createdAt = new Date(
        Math.min(
          (order.paidAt as Date).getTime() + random.int(5, 30) * DAY_MS,
          SEED_REFERENCE_DATE.getTime() - DAY_MS,
        ),
      );
      const { title, comment } = reviewText(random, rating, line.product);
      const id = idOf(random, 'rev');
      history.reviews.push({
        id,
        productId: line.product.row.id,
        userId: plan.userId,
        authorName: plan.customer.name,
        rating,
        title,
        comment,
        verifiedPurchase: true,
        createdAt,
      });
      const entry = stats(history, line.product.row.id);
      entry.ratingSum += rating;
      entry.reviews += 1;
      history.rewards.push({
        id: idOf(random, 'rwd'),
        userId: plan.userId,
        type: 'review',
        points: REWARD_RULES.reviewPoints,
        description: `Review of ${line.product.row.name}`,
        reference: id,
        createdAt,
      });
    });
  }
}

function addTickets(history: CustomerHistory, random: Random, demoId: string) {
  const demoOrders = history.orders.filter((o) => o.userId === demoId);
  const latest = demoOrders.at(-1);
  const coupon = demoOrders.find((o) => o.couponCode);
  if (latest) {
    const opened = new Date((latest.paidAt as Date).getTime() + 3 * DAY_MS);
    const id = idOf(random, 'tkt');
    const reply = new Date(opened.getTime() + 4 * 60 * 60 * 1000);
    const answer = new Date(reply.getTime() + 50 * 60 * 1000);
    history.tickets.push({
      id,
      ticketNumber: coupon ? 'TKT-000002' : 'TKT-000001',
      userId: demoId,
      subject: 'Test certificates for my last order',
      category: 'Product',
      priority: 'Medium',
      description: `Our quality team needs the manufacturer test certificates and the country-of-origin declaration for the items on order ${latest.orderId} before stores can accept them. Please share them here or by e-mail.`,
      status: 'In Progress',
      relatedOrderId: latest.orderId,
      createdAt: opened,
      updatedAt: answer,
    });
    history.ticketComments.push(
      {
        id: idOf(random, 'cmt'),
        ticketId: id,
        userId: null,
        authorName: 'Support Team',
        message:
          "Thank you, Asha. We have asked the manufacturer's India office for the test certificates and will attach them here within two working days.",
        createdAt: reply,
      },
      {
        id: idOf(random, 'cmt'),
        ticketId: id,
        userId: demoId,
        authorName: DEMO_PROFILE.name,
        message: 'Thanks! Please include the calibration report too, if the manufacturer has one.',
        createdAt: answer,
      },
    );
  }
  if (coupon) {
    const opened = new Date((coupon.paidAt as Date).getTime() + DAY_MS);
    const id = idOf(random, 'tkt');
    const resolved = new Date(opened.getTime() + 6 * 60 * 60 * 1000);
    history.tickets.push({
      id,
      ticketNumber: 'TKT-000001',
      userId: demoId,
      subject: 'Ship-to GSTIN on invoice',
      category: 'Billing',
      priority: 'High',
      description: `Order ${coupon.orderId} went to our Pune works. Please confirm the invoice shows the Maharashtra GSTIN of the consignee so that we can claim the IGST credit.`,
      status: 'Resolved',
      relatedOrderId: coupon.orderId,
      createdAt: opened,
      updatedAt: resolved,
    });
    history.ticketComments.push({
      id: idOf(random, 'cmt'),
      ticketId: id,
      userId: null,
      authorName: 'Support Team',
      message:
        'Confirmed: the tax invoice lists the Pune consignee with GSTIN ending in the Maharashtra state code 27, and IGST is charged. You can download it from the order page.',
      createdAt: resolved,
    });
  }
}

function addWishlist(
  history: CustomerHistory,
  random: Random,
  head: readonly GeneratedProduct[],
  demoId: string,
) {
  const onRequest = head.find((p) => p.row.sellingPrice === 0);
  const others = random.sample(
    head.filter((p) => p.row.sellingPrice > 0),
    3,
  );
  const chosen = [...others, ...(onRequest ? [onRequest] : [])];
  chosen.forEach((product, index) => {
    history.wishlist.push({
      id: idOf(random, 'wsh'),
      userId: demoId,
      productId: product.row.id,
      addedAt: new Date(SEED_REFERENCE_DATE.getTime() - (index * 9 + 2) * DAY_MS),
    });
  });
}
