/** Discount codes (spec 1 §2, §5, §8; spec 2 §8). */
export const couponMessages = {
  'coupon.required': 'Please enter a discount code',
  'coupon.applyFailed': 'Failed to apply coupon',
  'coupon.applied': 'Coupon applied successfully! You saved ₹{amount}',
  'coupon.removed': 'Coupon removed successfully',
  'coupon.removeFailed': 'Failed to remove coupon',
  'coupon.label': 'Discount Code',
  'coupon.placeholder': 'Enter code',
  'coupon.apply': 'Apply',
  'coupon.applying': 'Applying...',
  'coupon.codeApplied': 'Code {code} applied',
  'coupon.youSaved': 'You saved ₹{amount}',
  'coupon.remove': 'Remove',
  // Not in the spec: a coupon that stopped qualifying after a cart change (issue #20).
  'coupon.dropped': 'Coupon {code} was removed: {reason}',
  'coupon.droppedBelowMinimum': 'Coupon {code} was removed: the cart total is now below {amount}',
} as const;
