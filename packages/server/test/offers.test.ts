import type { ApplyCouponBody, StorefrontClient } from '@storefront-kit/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../src/db/schema';
import { apiRefusal } from './helpers/apiRefusal';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const P = FIXTURE.products;
const C = FIXTURE.coupons;
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-22T06:00:00Z');

describe.each(DATABASES)('coupons on %s', (kind) => {
  let server: TestServer;
  // The server's clock: a second per read, settable by a test.
  const clock = { now: START };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      now: () => {
        clock.now += 1000;
        return new Date(clock.now);
      },
    });
    await server.ctx.db.insert(coupons).values([
      { code: 'PERUSER1', discountType: 'percentage', discountValue: 5, perUserLimit: 1 },
      {
        code: 'SOON',
        discountType: 'flat',
        discountValue: 10000,
        startsAt: new Date(START + 10 * DAY),
      },
      {
        code: 'ENDSTONIGHT',
        discountType: 'flat',
        discountValue: 10000,
        expiresAt: new Date('2026-11-22T18:30:00Z'),
      },
      { code: 'OFF', discountType: 'flat', discountValue: 10000, isActive: false },
      { code: 'HALFPAISA', discountType: 'percentage', discountValue: 12.5 },
      { code: 'HUGEFLAT', discountType: 'flat', discountValue: 1_000_000 },
      { code: 'USEDUP', discountType: 'flat', discountValue: 10000, usageLimit: 5, usedCount: 5 },
    ]);
  });
  afterAll(() => server.close());

  const apply = (client: StorefrontClient, body: ApplyCouponBody) =>
    client.offers.applyCoupon(body);
  const refusal = (client: StorefrontClient, body: ApplyCouponBody) =>
    apiRefusal(apply(client, body));

  describe('for a guest (the client sends the subtotal)', () => {
    it('applies a percentage coupon to order_amount', async () => {
      expect(await apply(server.client, { coupon_code: C.percent, order_amount: 3700 })).toEqual({
        meta: { status: true, message: 'Coupon applied' },
        data: {
          discount_amount: 370,
          final_amount: 3330,
          coupon_code: 'DIWALI10',
          discount_type: 'percentage',
          discount_value: 10,
        },
      });
    });

    it('reads codes case-insensitively, trimmed', async () => {
      const answer = await apply(server.client, { coupon_code: '  diwali10 ', order_amount: 1850 });
      expect(answer.data).toMatchObject({ coupon_code: 'DIWALI10', discount_amount: 185 });
    });

    it('caps a percentage at max_discount', async () => {
      const answer = await apply(server.client, { coupon_code: C.percent, order_amount: 9000 });
      expect(answer.data).toMatchObject({ discount_amount: 500, final_amount: 8500 });
    });

    it('rounds a percentage half up to the paisa', async () => {
      // 12.5% of ₹1,450.50 = ₹181.3125 → ₹181.31; of ₹999.25 = ₹124.90625 → ₹124.91.
      const a = await apply(server.client, { coupon_code: 'HALFPAISA', order_amount: 1450.5 });
      expect(a.data).toMatchObject({ discount_amount: 181.31, final_amount: 1269.19 });
      const b = await apply(server.client, { coupon_code: 'HALFPAISA', order_amount: 999.25 });
      expect(b.data).toMatchObject({ discount_amount: 124.91, discount_value: 12.5 });
    });

    it('applies a flat coupon and caps it at the subtotal', async () => {
      const flat = await apply(server.client, { coupon_code: C.flat, order_amount: 6000 });
      expect(flat.data).toEqual({
        discount_amount: 500,
        final_amount: 5500,
        coupon_code: 'FLAT500',
        discount_type: 'flat',
        discount_value: 500,
      });
      const capped = await apply(server.client, { coupon_code: 'HUGEFLAT', order_amount: 2000 });
      expect(capped.data).toMatchObject({ discount_amount: 2000, final_amount: 0 });
    });

    it('refuses below the minimum order, with the minimum in rupees', async () => {
      expect(await refusal(server.client, { coupon_code: C.flat, order_amount: 4999.99 })).toEqual({
        status: 400,
        message: 'Minimum order value for this coupon is ₹5,000.00',
      });
      expect(await refusal(server.client, { coupon_code: C.percent, order_amount: 999 })).toEqual({
        status: 400,
        message: 'Minimum order value for this coupon is ₹1,000.00',
      });
      const exactly = await apply(server.client, { coupon_code: C.flat, order_amount: 5000 });
      expect(exactly.data?.discount_amount).toBe(500);
    });

    it('refuses unknown and inactive codes', async () => {
      for (const code of ['NOPE', 'OFF']) {
        expect(await refusal(server.client, { coupon_code: code, order_amount: 5000 })).toEqual({
          status: 400,
          message: 'Invalid coupon code',
        });
      }
    });

    it('refuses expired and not-yet-started coupons by the server clock', async () => {
      expect(await refusal(server.client, { coupon_code: C.expired, order_amount: 5000 })).toEqual({
        status: 400,
        message: 'This coupon has expired',
      });
      expect(await refusal(server.client, { coupon_code: 'SOON', order_amount: 5000 })).toEqual({
        status: 400,
        message: 'This coupon is not active yet',
      });
      const tonight = await apply(server.client, { coupon_code: 'ENDSTONIGHT', order_amount: 500 });
      expect(tonight.data?.discount_amount).toBe(100);
      const saved = clock.now;
      clock.now = Date.parse('2026-11-22T18:30:00Z');
      try {
        expect(
          await refusal(server.client, { coupon_code: 'ENDSTONIGHT', order_amount: 500 }),
        ).toEqual({ status: 400, message: 'This coupon has expired' });
        clock.now = START + 11 * DAY;
        const started = await apply(server.client, { coupon_code: 'SOON', order_amount: 500 });
        expect(started.data?.discount_amount).toBe(100);
      } finally {
        clock.now = saved;
      }
    });

    it('refuses a coupon that reached its usage limit', async () => {
      expect(await refusal(server.client, { coupon_code: 'USEDUP', order_amount: 5000 })).toEqual({
        status: 400,
        message: 'This coupon has reached its usage limit',
      });
    });

    it('answers a refusal with the envelope and a 400', async () => {
      const response = await fetch(`${server.api}/offers/apply-coupon`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coupon_code: 'NOPE', order_amount: 100 }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        meta: { status: false, message: 'Invalid coupon code' },
        data: null,
      });
      const empty = await fetch(`${server.api}/offers/apply-coupon`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coupon_code: '   ', order_amount: 100 }),
      });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as { meta: { message: string } }).meta.message).toMatch(
        /^coupon_code: /,
      );
    });
  });

  describe('for a signed-in customer (the server cart is the subtotal)', () => {
    it('prices on the server subtotal, not order_amount, and keeps the coupon on the cart', async () => {
      const { client } = await server.signUpAndIn();
      await client.cart.add({ id: P.relay, quantity: 1 });
      const answer = await apply(client, { coupon_code: 'diwali10', order_amount: 100000 });
      expect(answer.data).toEqual({
        discount_amount: 185,
        final_amount: 1665,
        coupon_code: 'DIWALI10',
        discount_type: 'percentage',
        discount_value: 10,
      });
      // GST on the 1,665 after the discount (CGST Act s.15).
      expect((await client.cart.get()).data).toMatchObject({
        subtotal: 1850,
        taxableValue: 1665,
        tax: 299.7,
        discount: 185,
        total: 1964.7,
        discountCode: 'DIWALI10',
      });
      expect(await refusal(client, { coupon_code: C.flat, order_amount: 6000 })).toEqual({
        status: 400,
        message: 'Minimum order value for this coupon is ₹5,000.00',
      });
      // A refused code leaves the applied one in place.
      expect((await client.cart.get()).data?.discountCode).toBe('DIWALI10');
    });

    it('refuses a coupon on an empty cart', async () => {
      const { client } = await server.signUpAndIn();
      expect(await refusal(client, { coupon_code: 'HUGEFLAT', order_amount: 5000 })).toEqual({
        status: 400,
        message: 'Add items to your cart to apply a coupon',
      });
    });

    it('enforces the per-user limit with the customer redemptions', async () => {
      const first = await server.signUpAndIn();
      const second = await server.signUpAndIn();
      for (const { client } of [first, second])
        await client.cart.add({ id: P.sensor, quantity: 1 });
      await server.ctx.db
        .insert(couponRedemptions)
        .values({ couponCode: 'PERUSER1', userId: first.user.id, orderId: 'ord_offers_used' });
      expect(
        await refusal(first.client, { coupon_code: 'PERUSER1', order_amount: 1450.5 }),
      ).toEqual({
        status: 400,
        message: 'You have already used this coupon',
      });
      const other = await apply(second.client, { coupon_code: 'peruser1', order_amount: 1450.5 });
      // 5% of ₹1,450.50 = ₹72.525 → ₹72.53
      expect(other.data).toMatchObject({ discount_amount: 72.53, final_amount: 1377.97 });
    });

    it('removes the coupon from the cart', async () => {
      const { client } = await server.signUpAndIn();
      await client.cart.add({ id: P.relay, quantity: 1 });
      await apply(client, { coupon_code: C.percent, order_amount: 1850 });
      expect(await client.offers.removeCoupon({ couponCode: 'DIWALI10' })).toEqual({
        meta: { status: true, message: 'Coupon removed' },
        data: null,
      });
      expect((await client.cart.get()).data).toMatchObject({
        discount: 0,
        discountCode: null,
        total: 2183,
      });
    });

    it('removes for a guest too (nothing is stored)', async () => {
      const answer = await server.client.offers.removeCoupon({ couponCode: 'DIWALI10' });
      expect(answer.meta).toEqual({ status: true, message: 'Coupon removed' });
    });
  });
});
