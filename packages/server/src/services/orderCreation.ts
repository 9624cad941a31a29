import {
  type AddressBody,
  computeTotals,
  type createPaymentOrderBodySchema,
  distributeTotals,
  findGstState,
  formatINR,
  toPaise,
  toRupees,
  validateAddress,
  validateBillingAddress,
} from '@storefront-kit/core';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { AppContext } from '../context';
import type { Transaction } from '../db/database';
import { coupons, orderItems, orders, products, type StoredAddress } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { lineProblem } from './cartLines';
import { type CartCoupon, loadCartSnapshot } from './cartSnapshot';
import { checkCoupon } from './couponCheck';
import { normalizeCouponCode } from './couponRules';
import { newId } from './ids';
import { OrderUnavailableError, releaseReservation, reserveOrder } from './orderReservation';
import { paymentGateways } from './paymentGateway';
import { findReusablePaymentOrder, renewPaymentOrder } from './paymentOrderReuse';

export type CreatePaymentOrderInput = z.output<typeof createPaymentOrderBodySchema>;

/** The create-razorpay-order answer (spec 2 §7: `success, order_id, amount`; rupees). */
export interface PaymentOrderAnswer {
  success: true;
  order_id: string;
  amount: number;
  currency: string;
  receipt: string;
  key_id: string;
  checkout_script_url: string;
}

/** PostgreSQL's unique_violation, directly or as the cause of Drizzle's query error. */
const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

/**
 * Locks, in the order every transaction that touches them follows (orders, then products by id,
 * then coupons by code), the customer's earlier pending orders and every product and coupon
 * that releasing them and reserving the new order will update; resolves with those orders' ids.
 * Releasing (products, then coupon) and reserving (products, then coupon) one after the other
 * would otherwise lock rows out of that order, and two checkouts, or a checkout and a payment,
 * could deadlock (PostgreSQL aborts one: a 500).
 */
async function lockCheckoutRows(
  tx: Transaction,
  userId: string,
  productIds: readonly string[],
  couponCode: string | null,
): Promise<string[]> {
  const earlier = await tx
    .select({ id: orders.id, couponCode: orders.couponCode })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'created'), isNotNull(orders.reservedUntil)),
    )
    .orderBy(asc(orders.id))
    .for('update');
  const earlierIds = earlier.map((order) => order.id);
  const earlierItems = earlierIds.length
    ? await tx
        .select({ productId: orderItems.productId })
        .from(orderItems)
        .where(inArray(orderItems.orderId, earlierIds))
    : [];
  const ids = [...new Set([...productIds, ...earlierItems.map((item) => item.productId)])];
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update');
  const codes = [
    ...new Set([couponCode, ...earlier.map((order) => order.couponCode)].filter((c) => c !== null)),
  ];
  if (codes.length) {
    await tx
      .select({ code: coupons.code })
      .from(coupons)
      .where(inArray(coupons.code, codes))
      .orderBy(asc(coupons.code))
      .for('update');
  }
  return earlierIds;
}

/** Only rupees can be charged: the catalogue is priced in INR. */
const CHARGE_CURRENCY = 'INR';

function firstAddressError(shipping: AddressBody, billing: AddressBody): string | undefined {
  const [shippingError] = Object.values(validateAddress(shipping));
  if (shippingError) return shippingError;
  const [billingError] = Object.values(validateBillingAddress(billing));
  return billingError;
}

function toStoredAddress(address: CreatePaymentOrderInput['shipping_address']): StoredAddress {
  const optional = (value: string | null | undefined) => value || null;
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    email: optional(address.email),
    phone: address.phone,
    address_line1: address.address_line1,
    city: address.city,
    // The picker's name for a state given by code or another spelling ('06', 'haryana').
    state: findGstState(address.state)?.name ?? address.state,
    pincode: address.pincode,
    country: address.country || 'India',
    gstNumber: optional(address.gstNumber),
    companyName: optional(address.companyName),
  };
}

/** The coupon of the order: the one sent, else the cart's; a refused one is a 400. */
async function orderCoupon(
  ctx: AppContext,
  userId: string,
  requested: string | null | undefined,
  cartCoupon: CartCoupon | null,
  subtotal: number,
): Promise<CartCoupon | null> {
  const code = requested ? normalizeCouponCode(requested) : null;
  if (!code || code === cartCoupon?.code) return cartCoupon;
  const { decision, coupon } = await checkCoupon(ctx.db, code, {
    subtotal,
    userId,
    now: ctx.now(),
  });
  if (!decision.ok || !coupon)
    throw badRequest(decision.ok ? 'Invalid coupon code' : decision.message);
  return {
    code: coupon.code,
    discount: decision.discount,
    type: decision.type,
    value: coupon.discountValue,
  };
}

/**
 * create-razorpay-order: validates both addresses, prices the server cart and its coupon with
 * core's `computeTotals`, rejects a client amount that differs, creates the provider's order
 * (Razorpay or the sandbox) and stores the order as 'created' / 'pending', holding its units
 * and coupon use for the payment window (a 409 when they are no longer there). A retry of the
 * same checkout reuses its pending payment order; any other earlier unpaid order of the
 * customer releases its reservation first (it is replaced).
 */
export async function createPaymentOrder(
  ctx: AppContext,
  userId: string,
  body: CreatePaymentOrderInput,
  origin: string,
): Promise<PaymentOrderAnswer> {
  const addressError = firstAddressError(body.shipping_address, body.billing_address);
  if (addressError) throw badRequest(addressError);
  if (body.currency !== CHARGE_CURRENCY) throw badRequest('Payments are accepted in INR only');

  const cart = await loadCartSnapshot(ctx.db, userId, ctx.now());
  if (cart.lines.length === 0) throw badRequest('Your cart is empty');
  for (const line of cart.lines) {
    const problem = lineProblem(line);
    if (problem) throw conflict(problem);
  }
  const coupon = await orderCoupon(
    ctx,
    userId,
    body.coupon_code,
    cart.coupon,
    cart.totals.subtotal,
  );
  const totals = computeTotals(cart.lines, { discount: coupon?.discount ?? 0 });
  const matches =
    body.amount === Math.round(totals.total / 100) || toPaise(body.amount) === totals.total;
  if (!matches) throw badRequest(`Amount mismatch: the cart total is ${formatINR(totals.total)}`);

  const [used] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.receipt, body.receipt));
  if (used) throw conflict('This receipt has already been used');

  const gateways = await paymentGateways(ctx);
  const gateway = gateways.active;
  const now = ctx.now();
  // The place of supply is where the goods are delivered (IGST Act s.10(1)(a)); validation
  // has made sure the shipping state is one of core's GST_STATES.
  const placeOfSupply = findGstState(body.shipping_address.state);
  const orderAddresses = {
    shippingAddress: toStoredAddress(body.shipping_address),
    billingAddress: toStoredAddress(body.billing_address),
    placeOfSupplyState: placeOfSupply?.name ?? null,
    placeOfSupplyCode: placeOfSupply?.code ?? null,
  };
  const answer = (providerOrderId: string): PaymentOrderAnswer => ({
    success: true,
    order_id: providerOrderId,
    amount: toRupees(totals.total),
    currency: body.currency,
    receipt: body.receipt,
    key_id: gateway.keyId,
    checkout_script_url: gateway.checkoutScriptUrl(origin),
  });

  // A retry of the same checkout (Pay Now again after closing or failing the payment) pays
  // the pending payment order again: one order per checkout, its reservation renewed.
  const reusable = await findReusablePaymentOrder(
    ctx.db,
    {
      userId,
      gateway: gateway.name,
      total: totals.total,
      couponCode: coupon?.code ?? null,
      lines: cart.lines,
    },
    now,
  );
  if (reusable) {
    try {
      const renewed = await ctx.db.transaction((tx) =>
        renewPaymentOrder(tx, reusable.id, { receipt: body.receipt, ...orderAddresses }, now),
      );
      if (renewed) return answer(reusable.orderId);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('This receipt has already been used');
      throw error;
    }
  }

  const providerOrderId = await gateway.createOrder({
    amount: totals.total,
    currency: body.currency,
    receipt: body.receipt,
    notes: { receipt: body.receipt, customer: userId },
  });

  const id = newId('ord');
  const lineAmounts = cart.lines.map((line) => line.price * line.quantity);
  const lineDiscounts = distributeTotals(lineAmounts, totals).lines.map((line) => line.discount);
  let changed: string[] = [];
  try {
    changed = await ctx.db.transaction(async (tx) => {
      // One pending payment order per checkout (decisions.md): an earlier unpaid one of this
      // customer gives its units and coupon back first, so a retry can take them again.
      const earlier = await lockCheckoutRows(
        tx,
        userId,
        cart.lines.map((line) => line.productId),
        coupon?.code ?? null,
      );
      const released: string[] = [];
      for (const orderId of earlier) released.push(...(await releaseReservation(tx, orderId, now)));
      await tx.insert(orders).values({
        id,
        orderId: providerOrderId,
        userId,
        receipt: body.receipt,
        status: 'created',
        currency: body.currency,
        subtotal: totals.subtotal,
        tax: totals.tax,
        shipping: totals.shipping,
        discount: totals.discount,
        total: totals.total,
        couponCode: coupon?.code ?? null,
        totalItems: totals.totalItems,
        ...orderAddresses,
        paymentStatus: 'pending',
        paymentGateway: gateway.name,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(orderItems).values(
        cart.lines.map((line, index) => ({
          // Sortable within the order: items list in the cart's order.
          id: `${id}_${String(index + 1).padStart(3, '0')}`,
          orderId: id,
          productId: line.productId,
          name: line.name,
          image: line.image,
          sku: line.sku,
          hsnCode: line.hsnCode,
          quantity: line.quantity,
          unitPrice: line.price,
          amount: lineAmounts[index] ?? 0,
          discount: lineDiscounts[index] ?? 0,
          category: line.category,
        })),
      );
      // The units and the coupon use are held for the payment window: a shopper is never
      // charged for what another took meanwhile.
      const reserved = await reserveOrder(
        tx,
        { id, userId, couponCode: coupon?.code ?? null },
        now,
      );
      return [...released, ...reserved];
    });
  } catch (error) {
    // Two requests with one receipt: the unique index lets exactly one in.
    if (isUniqueViolation(error)) {
      throw conflict('This receipt has already been used');
    }
    // Sold out (or the coupon used up) since the cart was read: nothing is charged.
    if (error instanceof OrderUnavailableError) throw conflict(error.message);
    throw error;
  }
  await ctx.catalog.reload([...new Set(changed)]);
  return answer(providerOrderId);
}
