import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  createFakeCartApi,
  createFakeSession,
  createMemoryStorage,
} from '../../test/helpers/fakeCartApi';
import type { OffersApi } from '../api/offersApi';
import { createCartStore } from '../cart/createCartStore';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import type { Notifier } from '../notifications/types';
import type { ApplyCouponResponse } from '../schemas/offers';
import { createCouponController } from './createCouponController';

const applied = (discount: number, code = 'DIWALI10'): ApplyCouponResponse => ({
  meta: { status: true, message: 'Coupon applied' },
  data: {
    discount_amount: discount,
    final_amount: 0,
    coupon_code: code,
    discount_type: 'percentage',
    discount_value: 10,
  },
});

let notify: Mock<Notifier>;
let offers: {
  applyCoupon: Mock<OffersApi['applyCoupon']>;
  removeCoupon: Mock<OffersApi['removeCoupon']>;
};
let disposers: Array<() => void>;

async function setup(subtotalRupees = 1850) {
  const session = createFakeSession();
  const cart = createCartStore({
    client: { cart: createFakeCartApi({}).api },
    session,
    storage: createMemoryStorage(),
    guestCart: 'local',
    crossTab: false,
  });
  await cart.add({ id: 'relay', price: subtotalRupees * 100 });
  const coupon = createCouponController({ client: { offers }, cart, notify });
  disposers.push(
    () => coupon.dispose(),
    () => cart.dispose(),
  );
  return { cart, coupon };
}

beforeEach(() => {
  notify = vi.fn<Notifier>();
  offers = {
    applyCoupon: vi.fn<OffersApi['applyCoupon']>(),
    removeCoupon: vi.fn<OffersApi['removeCoupon']>(),
  };
  disposers = [];
});
afterEach(() => {
  for (const dispose of disposers) dispose();
  vi.useRealTimers();
});

describe('apply', () => {
  it("refuses an empty code with 'Please enter a discount code' and sends nothing", async () => {
    const { coupon } = await setup();
    await expect(coupon.apply('   ')).resolves.toEqual({
      status: 'invalid',
      message: 'Please enter a discount code',
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Please enter a discount code',
      key: 'coupon',
    });
    expect(offers.applyCoupon).not.toHaveBeenCalled();
    expect(coupon.canApply(' ')).toBe(false);
    expect(coupon.canApply('X')).toBe(true);
  });

  it('sends the trimmed code and the subtotal in rupees, and applies the server discount', async () => {
    const { cart, coupon } = await setup(1850.5);
    offers.applyCoupon.mockResolvedValue(applied(185.05));
    await expect(coupon.apply('  DIWALI10 ')).resolves.toEqual({
      status: 'applied',
      code: 'DIWALI10',
      amount: 18505,
    });
    expect(offers.applyCoupon).toHaveBeenCalledWith({
      coupon_code: 'DIWALI10',
      order_amount: 1850.5,
    });
    expect(cart.state.value.discount).toEqual({ code: 'DIWALI10', amount: 18505 });
    expect(cart.totals.value.discount).toBe(18505);
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Coupon applied successfully! You saved ₹185.05',
      key: 'coupon',
    });
  });

  it('formats large savings with Indian grouping', async () => {
    const { coupon } = await setup(250000);
    offers.applyCoupon.mockResolvedValue(applied(125000));
    await coupon.apply('BIG');
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Coupon applied successfully! You saved ₹1,25,000.00',
      key: 'coupon',
    });
  });

  it("shows the server's meta.message when meta.status is false", async () => {
    const { cart, coupon } = await setup();
    offers.applyCoupon.mockResolvedValue({
      meta: { status: false, message: 'Minimum order value is ₹5,000' },
      data: null,
    });
    await expect(coupon.apply('BULK5')).resolves.toEqual({
      status: 'error',
      message: 'Minimum order value is ₹5,000',
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Minimum order value is ₹5,000',
      key: 'coupon',
    });
    expect(cart.state.value.discount).toBeNull();
  });

  it("falls back to 'Failed to apply coupon' without a message, on a zero discount, and on a network error", async () => {
    const { coupon } = await setup();
    offers.applyCoupon.mockResolvedValueOnce({ meta: { status: false, message: '' }, data: null });
    await expect(coupon.apply('A')).resolves.toMatchObject({ message: 'Failed to apply coupon' });
    offers.applyCoupon.mockResolvedValueOnce(applied(0));
    await expect(coupon.apply('A')).resolves.toMatchObject({ message: 'Failed to apply coupon' });
    offers.applyCoupon.mockRejectedValueOnce(new NetworkError('Network Error: fetch failed'));
    await expect(coupon.apply('A')).resolves.toMatchObject({ message: 'Failed to apply coupon' });
  });

  it("shows the server's message carried by an error answer", async () => {
    const { coupon } = await setup();
    const body = { meta: { status: false, message: 'Coupon has expired' } };
    offers.applyCoupon.mockRejectedValue(
      new ApiError('Network Error: API Error: 400 - …', 400, body, 'Bad Request'),
    );
    await expect(coupon.apply('OLD')).resolves.toEqual({
      status: 'error',
      message: 'Coupon has expired',
    });
  });

  it('sends one request for a double click, and is busy meanwhile', async () => {
    const { coupon } = await setup();
    let resolve: (value: ApplyCouponResponse) => void = () => {};
    offers.applyCoupon.mockReturnValue(
      new Promise((r) => {
        resolve = r;
      }),
    );
    const first = coupon.apply('DIWALI10');
    const second = coupon.apply('DIWALI10');
    expect(coupon.status.value).toBe('applying');
    expect(coupon.canApply('DIWALI10')).toBe(false);
    resolve(applied(100));
    expect(await first).toEqual(await second);
    expect(offers.applyCoupon).toHaveBeenCalledTimes(1);
    expect(coupon.status.value).toBe('idle');
  });
});

describe('remove', () => {
  it("calls the server and shows 'Coupon removed successfully'", async () => {
    const { cart, coupon } = await setup();
    offers.applyCoupon.mockResolvedValue(applied(100));
    await coupon.apply('DIWALI10');
    offers.removeCoupon.mockResolvedValue({ meta: { status: true, message: 'Removed' } });
    await expect(coupon.remove()).resolves.toEqual({ status: 'removed' });
    expect(offers.removeCoupon).toHaveBeenCalledWith({ couponCode: 'DIWALI10' });
    expect(cart.state.value.discount).toBeNull();
    expect(notify).toHaveBeenLastCalledWith({
      kind: 'success',
      message: 'Coupon removed successfully',
      key: 'coupon',
    });
  });

  it("keeps the coupon and shows the server message, or 'Failed to remove coupon'", async () => {
    const { cart, coupon } = await setup();
    offers.applyCoupon.mockResolvedValue(applied(100));
    await coupon.apply('DIWALI10');
    offers.removeCoupon.mockResolvedValueOnce({
      meta: { status: false, message: 'Coupon locked to order' },
    });
    await expect(coupon.remove()).resolves.toEqual({
      status: 'error',
      message: 'Coupon locked to order',
    });
    offers.removeCoupon.mockResolvedValueOnce({ meta: { status: false, message: null } });
    await expect(coupon.remove()).resolves.toEqual({
      status: 'error',
      message: 'Failed to remove coupon',
    });
    offers.removeCoupon.mockRejectedValueOnce(new NetworkError('Network Error: offline'));
    await expect(coupon.remove()).resolves.toEqual({
      status: 'error',
      message: 'Failed to remove coupon',
    });
    expect(cart.state.value.discount).toEqual({ code: 'DIWALI10', amount: 10000 });
  });

  it('does nothing without an applied coupon', async () => {
    const { coupon } = await setup();
    await expect(coupon.remove()).resolves.toEqual({ status: 'skipped' });
    expect(offers.removeCoupon).not.toHaveBeenCalled();
  });
});

describe('repricing a guest cart', () => {
  it('prices the coupon again when the subtotal changes, quietly', async () => {
    vi.useFakeTimers();
    const { cart, coupon } = await setup(1000);
    offers.applyCoupon.mockResolvedValue(applied(100));
    await coupon.apply('TEN');
    notify.mockClear();
    offers.applyCoupon.mockResolvedValue(applied(200));
    await cart.updateQuantity('relay', 2);
    await vi.advanceTimersByTimeAsync(300);
    expect(offers.applyCoupon).toHaveBeenLastCalledWith({
      coupon_code: 'DIWALI10',
      order_amount: 2000,
    });
    expect(cart.state.value.discount?.amount).toBe(20000);
    expect(notify).not.toHaveBeenCalled();
  });

  it("removes a coupon the server no longer accepts, with the server's reason", async () => {
    vi.useFakeTimers();
    const { cart, coupon } = await setup(6000);
    offers.applyCoupon.mockResolvedValue(applied(600, 'BULK'));
    await coupon.apply('BULK');
    expect(coupon.message.value).toEqual({
      kind: 'success',
      text: 'Coupon applied successfully! You saved ₹600.00',
    });
    offers.applyCoupon.mockResolvedValue({
      meta: { status: false, message: 'Minimum order value for this coupon is ₹5,000.00' },
      data: null,
    });
    await cart.updateQuantity('relay', 0);
    await cart.add({ id: 'cheap', price: 10000 });
    await vi.advanceTimersByTimeAsync(300);
    expect(cart.state.value.discount).toBeNull();
    const said = 'Coupon BULK was removed: the cart total is now below ₹5,000.00';
    // The toast replaces the coupon's earlier one (same key), and the box's message is replaced.
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: said, key: 'coupon' });
    expect(coupon.message.value).toEqual({ kind: 'error', text: said });
    expect(notify.mock.calls.filter(([n]) => n.message === said)).toHaveLength(1);
  });
});

describe('a coupon the server dropped after a cart change', () => {
  it('is announced once with its reason, replacing the applied message', async () => {
    const session = createFakeSession({ id: 'u1', name: 'Asha' });
    const api = createFakeCartApi({ relay: { name: 'Relay', price: 6000 } }).api;
    const answers: Array<Record<string, unknown>> = [
      {
        items: [{ id: 'relay', price: 6000, quantity: 1 }],
        discount: 500,
        discountCode: 'SAVE500',
      },
      {
        items: [{ id: 'relay', price: 6000, quantity: 1 }],
        discount: 0,
        discountCode: null,
        removedCoupon: { code: 'SAVE500', reason: 'This coupon has expired' },
      },
    ];
    const cart = createCartStore({
      client: {
        cart: {
          ...api,
          get: async () => ({ meta: { status: true, message: 'OK' }, data: answers.shift() }),
        },
      },
      session,
      storage: createMemoryStorage(),
      crossTab: false,
    });
    await cart.load();
    const coupon = createCouponController({ client: { offers }, cart, notify });
    disposers.push(
      () => coupon.dispose(),
      () => cart.dispose(),
    );
    expect(cart.state.value.discount).toEqual({ code: 'SAVE500', amount: 50000 });
    expect(notify).not.toHaveBeenCalled();
    await cart.load();
    expect(cart.state.value.discount).toBeNull();
    const said = 'Coupon SAVE500 was removed: this coupon has expired';
    expect(notify.mock.calls).toEqual([[{ kind: 'error', message: said, key: 'coupon' }]]);
    expect(coupon.message.value).toEqual({ kind: 'error', text: said });
    // Another answer without a dropped coupon says nothing more.
    answers.push({ items: [], discount: 0, discountCode: null });
    await cart.load();
    expect(notify).toHaveBeenCalledTimes(1);
    coupon.clearMessage();
    expect(coupon.message.value).toBeNull();
  });
});
