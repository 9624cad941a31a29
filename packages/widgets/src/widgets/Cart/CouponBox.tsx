import { couponMessages, formatINR } from '@storefront-kit/core';
import { useCoupon, useTranslator } from '@storefront-kit/react';
import { useId } from 'react';

/**
 * The drawer's Discount Code box (spec 1 'Cart drawer'), on `useCoupon`: 'Enter code' and Apply
 * ('Applying...' while busy, disabled while empty), or the applied-code banner ('Code {code}
 * applied', 'You saved ₹x', Remove); the outcome of the last apply or remove below.
 */
export function CouponBox() {
  const coupon = useCoupon();
  const t = useTranslator(couponMessages);
  const inputId = useId();
  const messageId = useId();
  const appliedId = useId();
  const { applied, message, status } = coupon;
  return (
    <div part="coupon" className="sk-coupon" ref={coupon.boxRef}>
      {applied ? (
        <div part="coupon-applied" className="sk-coupon-applied">
          <span id={appliedId} className="sk-coupon-applied-text">
            <strong>{t('coupon.codeApplied', { code: applied.code })}</strong>
            <span>
              {t('coupon.youSaved', { amount: formatINR(applied.amount, { symbol: false }) })}
            </span>
          </span>
          <button
            type="button"
            part="coupon-remove"
            aria-describedby={appliedId}
            className="sk-button sk-button-secondary sk-button-small"
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
          className="sk-coupon-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (coupon.canApply) void coupon.apply();
          }}
        >
          <label htmlFor={inputId} className="sk-coupon-label">
            {t('coupon.label')}
          </label>
          <span className="sk-coupon-row">
            <input
              id={inputId}
              part="coupon-input"
              className="sk-input"
              placeholder={t('coupon.placeholder')}
              autoComplete="off"
              value={coupon.code}
              aria-invalid={message?.kind === 'error' || undefined}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => coupon.setCode(event.currentTarget.value)}
            />
            <button
              type="submit"
              part="coupon-apply"
              className="sk-button sk-button-small"
              disabled={!coupon.canApply}
            >
              {status === 'applying' ? t('coupon.applying') : t('coupon.apply')}
            </button>
          </span>
        </form>
      )}
      <p
        id={messageId}
        part="coupon-message"
        className="sk-coupon-message"
        role="status"
        data-state={message?.kind ?? 'none'}
      >
        {message?.text}
      </p>
    </div>
  );
}
