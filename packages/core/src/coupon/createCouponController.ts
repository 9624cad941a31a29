import { effect, type ReadonlySignal, signal } from '@preact/signals-core';
import type { OffersApi } from '../api/offersApi';
import type { CartStore } from '../cart/createCartStore';
import { serverMessage } from '../errors/ApiError';
import { couponMessages } from '../messages/couponMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { formatINR } from '../money/formatINR';
import { toPaise, toRupees } from '../money/paise';
import type { Notifier } from '../notifications/types';

/** Options of `createCouponController`. */
export interface CouponControllerOptions {
  client: { offers: OffersApi };
  cart: Pick<CartStore, 'state' | 'totals' | 'applyDiscount' | 'removeDiscount'>;
  notify?: Notifier;
  messages?: MessageOverrides;
  /**
   * Delay before a guest cart's coupon is priced again after its subtotal changed (the
   * server prices signed-in carts itself). @default 300
   */
  repriceDelayMs?: number;
}

export type CouponStatus = 'idle' | 'applying' | 'removing';

/** What became of an apply or a remove; `message` is what the shopper was told. */
export type CouponResult =
  | { readonly status: 'applied'; readonly code: string; readonly amount: number }
  | { readonly status: 'removed' }
  | { readonly status: 'invalid' | 'error'; readonly message: string }
  | { readonly status: 'skipped' };

export interface CouponController {
  /** 'applying' and 'removing' disable the buttons ('Applying...'). */
  readonly status: ReadonlySignal<CouponStatus>;
  /** Applies a code to the cart subtotal; an empty code gives 'Please enter a discount code'. */
  apply(code: string): Promise<CouponResult>;
  /** Removes the applied code (the server is called). */
  remove(): Promise<CouponResult>;
  /** The Apply button's rule: enabled when the trimmed code is not empty and nothing is in flight. */
  canApply(code: string): boolean;
  dispose(): void;
}

/**
 * The coupon flows of both specs: apply (`coupon_code`, `order_amount` = the subtotal) and
 * remove, with their exact messages. The discount comes from the server's answer; the
 * client never computes one.
 */
export function createCouponController(options: CouponControllerOptions): CouponController {
  const { client, cart, notify } = options;
  const t = createTranslator(couponMessages, options.messages);
  const status = signal<CouponStatus>('idle');
  let inFlight: Promise<CouponResult> | undefined;

  const fail = (message: string, quiet = false): CouponResult => {
    if (!quiet) notify?.({ kind: 'error', message });
    return { status: 'error', message };
  };

  async function request(code: string, quiet: boolean): Promise<CouponResult> {
    try {
      const answer = await client.offers.applyCoupon({
        coupon_code: code,
        order_amount: toRupees(cart.totals.value.subtotal),
      });
      const amount = answer.data ? toPaise(answer.data.discount_amount) : 0;
      if (!answer.meta.status) return fail(answer.meta.message || t('coupon.applyFailed'), quiet);
      if (!answer.data || !(amount > 0)) return fail(t('coupon.applyFailed'), quiet);
      const applied = answer.data.coupon_code || code;
      cart.applyDiscount(applied, amount);
      if (!quiet) {
        notify?.({
          kind: 'success',
          message: t('coupon.applied', { amount: formatINR(amount, { symbol: false }) }),
        });
      }
      return { status: 'applied', code: applied, amount };
    } catch (error) {
      return fail(serverMessage(error) ?? t('coupon.applyFailed'), quiet);
    }
  }

  function run(next: CouponStatus, task: () => Promise<CouponResult>): Promise<CouponResult> {
    if (inFlight) return inFlight;
    status.value = next;
    inFlight = task().finally(() => {
      inFlight = undefined;
      status.value = 'idle';
    });
    return inFlight;
  }

  // A guest cart's coupon is priced again when its subtotal changes; one the server no
  // longer accepts (e.g. below its minimum order) is removed with the server's reason.
  let repriceTimer: ReturnType<typeof setTimeout> | undefined;
  let lastSubtotal = cart.totals.peek().subtotal;
  const stopRepricing = effect(() => {
    const { subtotal } = cart.totals.value;
    const { discount, source } = cart.state.value;
    if (subtotal === lastSubtotal) return;
    lastSubtotal = subtotal;
    clearTimeout(repriceTimer);
    if (!discount || source !== 'local') return;
    repriceTimer = setTimeout(() => {
      void run('applying', async () => {
        const result = await request(discount.code, true);
        if (result.status === 'error') {
          cart.removeDiscount();
          notify?.({ kind: 'error', message: result.message });
        }
        return result;
      });
    }, options.repriceDelayMs ?? 300);
  });

  return {
    status,
    canApply: (code) => code.trim().length > 0 && status.value === 'idle',
    apply(code) {
      const trimmed = code.trim();
      if (!trimmed) {
        const message = t('coupon.required');
        notify?.({ kind: 'error', message });
        return Promise.resolve({ status: 'invalid', message });
      }
      return run('applying', () => request(trimmed, false));
    },
    remove() {
      const code = cart.state.value.discount?.code;
      if (!code) return Promise.resolve({ status: 'skipped' });
      return run('removing', async () => {
        try {
          const answer = await client.offers.removeCoupon({ couponCode: code });
          if (!answer.meta.status) return fail(answer.meta.message || t('coupon.removeFailed'));
          cart.removeDiscount();
          notify?.({ kind: 'success', message: t('coupon.removed') });
          return { status: 'removed' };
        } catch (error) {
          return fail(serverMessage(error) ?? t('coupon.removeFailed'));
        }
      });
    },
    dispose() {
      stopRepricing();
      clearTimeout(repriceTimer);
    },
  };
}
