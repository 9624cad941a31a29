import { useCouponBox } from '@storefront-kit/react';

/**
 * The drawer's Discount Code box (spec 1 'Cart drawer') on React's `useCouponBox`: 'Enter code'
 * and Apply ('Applying...' while busy, disabled while empty), or the applied-code banner ('Code
 * {code} applied', 'You saved ₹x', Remove); the outcome of the last apply or remove below.
 */
export function CouponBox() {
  const box = useCouponBox();
  return (
    <div {...box.getRootProps({ part: 'coupon', className: 'sk-coupon' })}>
      {box.applied ? (
        <div part="coupon-applied" className="sk-coupon-applied">
          <span {...box.getAppliedTextProps({ className: 'sk-coupon-applied-text' })} />
          <button
            {...box.getRemoveProps({
              part: 'coupon-remove',
              className: 'sk-button sk-button-secondary sk-button-small',
            })}
          />
        </div>
      ) : (
        <form {...box.getFormProps({ className: 'sk-coupon-form' })}>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives the label its htmlFor and text. */}
          <label {...box.getLabelProps({ className: 'sk-coupon-label' })} />
          <span className="sk-coupon-row">
            <input {...box.getInputProps({ part: 'coupon-input', className: 'sk-input' })} />
            <button
              {...box.getApplyProps({
                part: 'coupon-apply',
                className: 'sk-button sk-button-small',
              })}
            />
          </span>
        </form>
      )}
      <p {...box.getMessageProps({ part: 'coupon-message', className: 'sk-coupon-message' })} />
    </div>
  );
}
