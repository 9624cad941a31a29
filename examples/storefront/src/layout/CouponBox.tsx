import { couponMessages, formatINR } from '@storefront-kit/core';
import { useCoupon, useTranslator } from '@storefront-kit/react';
import { useId } from 'react';
import './CouponBox.css';

/**
 * The drawer's Discount Code box on `useCoupon`: 'Enter code' and Apply ('Applying...' while
 * busy, disabled while empty), or 'Code {code} applied', 'You saved ₹x' and Remove; the last
 * outcome below it.
 */
export function CouponBox() {
  const coupon = useCoupon();
  const t = useTranslator(couponMessages);
  const inputId = useId();
  const messageId = useId();
  const appliedId = useId();
  const { applied, message, status } = coupon;
  return (
    <div className="coupon-box-coupon" ref={coupon.boxRef}>
      {applied ? (
        <div className="coupon-box-applied">
          <span id={appliedId} className="coupon-box-applied-text">
            <strong>{t('coupon.codeApplied', { code: applied.code })}</strong>
            <span>
              {t('coupon.youSaved', { amount: formatINR(applied.amount, { symbol: false }) })}
            </span>
          </span>
          <button
            type="button"
            aria-describedby={appliedId}
            className="button button-secondary button-small"
            disabled={status !== 'idle'}
            onClick={() => {
              void coupon.remove();
            }}
          >
            {t('coupon.remove')}
          </button>
        </div>
      ) : (
        <form
          className="coupon-box-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (coupon.canApply) void coupon.apply();
          }}
        >
          <label htmlFor={inputId} className="coupon-box-label">
            {t('coupon.label')}
          </label>
          <span className="coupon-box-row">
            <input
              id={inputId}
              className="input"
              placeholder={t('coupon.placeholder')}
              autoComplete="off"
              value={coupon.code}
              aria-invalid={message?.kind === 'error' || undefined}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => coupon.setCode(event.currentTarget.value)}
            />
            <button type="submit" className="button button-small" disabled={!coupon.canApply}>
              {status === 'applying' ? t('coupon.applying') : t('coupon.apply')}
            </button>
          </span>
        </form>
      )}
      <p
        id={messageId}
        className="coupon-box-message"
        role="status"
        data-state={message?.kind ?? 'none'}
      >
        {message?.text}
      </p>
    </div>
  );
}
