import { useCouponBox } from '@storefront-kit/react';
import './CouponBox.css';

/**
 * The drawer's Discount Code box on React's `useCouponBox`: 'Enter code' and Apply
 * ('Applying...' while busy, disabled while empty), or 'Code {code} applied', 'You saved ₹x' and
 * Remove; the last outcome below it.
 */
export function CouponBox() {
  const box = useCouponBox();
  return (
    <div {...box.getRootProps({ className: 'coupon-box-coupon' })}>
      {box.applied ? (
        <div className="coupon-box-applied">
          <span {...box.getAppliedTextProps({ className: 'coupon-box-applied-text' })} />
          <button {...box.getRemoveProps({ className: 'button button-secondary button-small' })} />
        </div>
      ) : (
        <form {...box.getFormProps({ className: 'coupon-box-form' })}>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives the label its htmlFor and text. */}
          <label {...box.getLabelProps({ className: 'coupon-box-label' })} />
          <span className="coupon-box-row">
            <input {...box.getInputProps({ className: 'input' })} />
            <button {...box.getApplyProps({ className: 'button button-small' })} />
          </span>
        </form>
      )}
      <p {...box.getMessageProps({ className: 'coupon-box-message' })} />
    </div>
  );
}
