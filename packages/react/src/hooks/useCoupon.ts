import { useSignals } from '@preact/signals-react/runtime';
import type { CartDiscount, CouponMessage, CouponResult, CouponStatus } from '@storefront-kit/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCartContext } from '../provider/StorefrontContext';
import { useHydrated } from './useHydrated';

export type { CouponMessage };

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
  /**
   * The outcome of the last apply or remove, with the spec's wording, or why the coupon was
   * dropped after a cart change ('Coupon SAVE500 was removed: …'), which replaces it.
   */
  readonly message: CouponMessage | null;
  /** The message of the last failure ('Please enter a discount code', the server's reason…). */
  readonly error: string | null;
  /** Applies the box's code (or `code`). The box is emptied once the code is applied. */
  apply(code?: string): Promise<CouponResult>;
  /** Removes the applied code (the server is called). */
  remove(): Promise<CouponResult>;
  /**
   * Put on the element around the box. After an apply or a remove, the box's first enabled
   * control (the code input, or Remove once applied) takes the focus when the control that
   * had it went away (WCAG 2.4.3: the focus never drops to the page's body).
   */
  boxRef(node: HTMLElement | null): void;
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
  const [code, setCodeState] = useState('');
  const message = coupon.message.value;

  const setCode = useCallback(
    (next: string) => {
      setCodeState(next);
      if (coupon.message.peek()?.kind === 'error') coupon.clearMessage();
    },
    [coupon],
  );

  const status = coupon.status.value;
  // A server renders no coupon (it has no cart): hydration shows none first.
  const hydrated = useHydrated();
  const applied = hydrated ? cart.state.value.discount : null;

  const box = useRef<HTMLElement | null>(null);
  const acting = useRef(false);
  const boxRef = useCallback((node: HTMLElement | null) => {
    box.current = node;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each outcome is shown.
  useEffect(() => {
    if (!acting.current || status !== 'idle') return;
    acting.current = false;
    // Only a focus that was lost (its control replaced or disabled) is given back: one the
    // shopper still has, or moved elsewhere meanwhile, stays where it is.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    box.current
      ?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')
      ?.focus();
  }, [status, applied, message]);
  const act = (task: () => Promise<CouponResult>) => {
    acting.current = true;
    return task();
  };
  return {
    code,
    setCode,
    status,
    applied,
    canApply: code.trim().length > 0 && status === 'idle',
    message: hydrated ? message : null,
    error: hydrated && message?.kind === 'error' ? message.text : null,
    apply: (value = code) =>
      act(() => coupon.apply(value)).then((result: CouponResult) => {
        if (result.status === 'applied') setCodeState('');
        return result;
      }),
    remove: () => act(() => coupon.remove()),
    boxRef,
  };
}
