import { useSignals } from '@preact/signals-react/runtime';
import {
  type CartDiscount,
  type CouponResult,
  type CouponStatus,
  couponMessages,
  createTranslator,
  formatINR,
} from '@storefront-kit/core';
import { useCallback, useMemo, useState } from 'react';
import { useCartContext, useStorefront } from '../provider/StorefrontContext';
import { useHydrated } from './useHydrated';

/** What the shopper was last told about the coupon, for a message under the box. */
export interface CouponMessage {
  readonly kind: 'success' | 'error';
  readonly text: string;
}

export interface UseCouponResult {
  /** The Discount Code box's text. */
  readonly code: string;
  setCode(code: string): void;
  /** `applying` ('Applying...') and `removing` disable the buttons. */
  readonly status: CouponStatus;
  /** The applied code and its discount in paise ('Code {code} applied', 'You saved ₹x'). */
  readonly applied: CartDiscount | null;
  /** The Apply button's rule: a non-empty code and nothing in flight. */
  readonly canApply: boolean;
  /** The outcome of the last apply or remove, with the spec's wording. */
  readonly message: CouponMessage | null;
  /** The message of the last failure ('Please enter a discount code', the server's reason…). */
  readonly error: string | null;
  /** Applies the box's code (or `code`). The box is emptied once the code is applied. */
  apply(code?: string): Promise<CouponResult>;
  /** Removes the applied code (the server is called). */
  remove(): Promise<CouponResult>;
}

/**
 * The cart's Discount Code box (spec 1 §2, §5, §8), bound to the storefront's coupon flow:
 * the code input, apply and remove with their exact messages, and the applied code.
 *
 * @example
 * const coupon = useCoupon();
 * <input value={coupon.code} onChange={(e) => coupon.setCode(e.target.value)} />
 * <button disabled={!coupon.canApply} onClick={() => coupon.apply()}>Apply</button>
 */
export function useCoupon(): UseCouponResult {
  useSignals();
  const { cart, coupon } = useCartContext();
  const { messages } = useStorefront();
  const t = useMemo(() => createTranslator(couponMessages, messages), [messages]);
  const [code, setCodeState] = useState('');
  const [message, setMessage] = useState<CouponMessage | null>(null);

  const setCode = useCallback((next: string) => {
    setCodeState(next);
    setMessage((current) => (current?.kind === 'error' ? null : current));
  }, []);

  const show = useCallback(
    (result: CouponResult) => {
      switch (result.status) {
        case 'applied':
          setCodeState('');
          setMessage({
            kind: 'success',
            text: t('coupon.applied', { amount: formatINR(result.amount, { symbol: false }) }),
          });
          break;
        case 'removed':
          setMessage({ kind: 'success', text: t('coupon.removed') });
          break;
        case 'invalid':
        case 'error':
          setMessage({ kind: 'error', text: result.message });
          break;
        case 'skipped':
          break;
        default:
          result satisfies never;
      }
      return result;
    },
    [t],
  );

  const status = coupon.status.value;
  // A server renders no coupon (it has no cart): hydration shows none first.
  const hydrated = useHydrated();
  return {
    code,
    setCode,
    status,
    applied: hydrated ? cart.state.value.discount : null,
    canApply: code.trim().length > 0 && status === 'idle',
    message,
    error: message?.kind === 'error' ? message.text : null,
    apply: (value = code) => coupon.apply(value).then(show),
    remove: () => coupon.remove().then(show),
  };
}
