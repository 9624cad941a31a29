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

/** The server's minimum-order refusal ('Minimum order value for this coupon is ₹5,000.00'). */
const MINIMUM_ORDER = /^Minimum order value for this coupon is (₹[\d,]+(?:\.\d+)?)\.?$/;

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

/**
 * What the shopper was last told about the coupon, for a message under the box: the apply or
 * remove outcome, or why a coupon was dropped ('Coupon SAVE500 was removed: the cart total is
 * now below ₹5,000.00'), which replaces 'Coupon applied successfully!'.
 */
export interface CouponMessage {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

/** What became of an apply or a remove; `message` is what the shopper was told. */
export type CouponResult =
  | { readonly status: 'applied'; readonly code: string; readonly amount: number }
  | { readonly status: 'removed' }
  | { readonly status: 'invalid' | 'error'; readonly message: string }
  | { readonly status: 'skipped' };

export interface CouponController {
  /** 'applying' and 'removing' disable the buttons ('Applying...'). */
  readonly status: ReadonlySignal<CouponStatus>;
  /** The last outcome, as a sentence (`null` before any, or once cleared). */
  readonly message: ReadonlySignal<CouponMessage | null>;
  /** Clears the message (e.g. an error once the shopper edits the code). */
  clearMessage(): void;
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
  const message = signal<CouponMessage | null>(null);
  let inFlight: Promise<CouponResult> | undefined;

  /** Tells the shopper: the toast (one per subject: it replaces the last coupon toast) and the box's message. */
  const tell = (kind: CouponMessage['kind'], text: string) => {
    message.value = { kind, text };
    notify?.({ kind, message: text, key: 'coupon' });
  };
  const fail = (text: string, quiet = false): CouponResult => {
    if (!quiet) tell('error', text);
    return { status: 'error', message: text };
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
      if (!quiet)
        tell('success', t('coupon.applied', { amount: formatINR(amount, { symbol: false }) }));
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
        // Announced by the effect below, like a coupon the server dropped.
        if (result.status === 'error') cart.removeDiscount(result.message);
        return result;
      });
    }, options.repriceDelayMs ?? 300);
  });

  // A coupon dropped because it no longer qualifies (the server's answer to a cart change, or
  // a guest cart priced again) is announced once, with its reason.
  let lastDropped = cart.state.peek().removedCoupon;
  const stopAnnouncing = effect(() => {
    const dropped = cart.state.value.removedCoupon;
    if (dropped === lastDropped) return;
    lastDropped = dropped;
    if (dropped) tell('error', droppedMessage(dropped.code, dropped.reason));
  });

  /** 'Coupon SAVE500 was removed: the cart total is now below ₹5,000.00', or with the server's reason. */
  function droppedMessage(code: string, reason: string): string {
    const minimum = MINIMUM_ORDER.exec(reason);
    if (minimum?.[1]) return t('coupon.droppedBelowMinimum', { code, amount: minimum[1] });
    const said = reason.trim().replace(/\.$/, '');
    const lowered = said ? said.charAt(0).toLowerCase() + said.slice(1) : t('coupon.applyFailed');
    return t('coupon.dropped', { code, reason: lowered });
  }

  return {
    status,
    message,
    clearMessage() {
      message.value = null;
    },
    canApply: (code) => code.trim().length > 0 && status.value === 'idle',
    apply(code) {
      const trimmed = code.trim();
      if (!trimmed) {
        const text = t('coupon.required');
        tell('error', text);
        return Promise.resolve({ status: 'invalid', message: text });
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
          tell('success', t('coupon.removed'));
          return { status: 'removed' };
        } catch (error) {
          return fail(serverMessage(error) ?? t('coupon.removeFailed'));
        }
      });
    },
    dispose() {
      stopRepricing();
      stopAnnouncing();
      clearTimeout(repriceTimer);
    },
  };
}
