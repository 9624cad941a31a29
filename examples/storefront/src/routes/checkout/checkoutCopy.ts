import { copyText } from '../../siteMessages';

/**
 * The copy of /checkout that core's catalogue does not hold (it loads with the page; the billing
 * and payment steps' own copy is `laterStepsCopy`, loaded with them, and /success and /failure
 * have `resultCopy`). The spec's own strings (steps, fields, validation, payment messages) come
 * from core's `checkoutMessages`.
 */
export const checkoutCopy = {
  'checkout.title': 'Checkout',
  'checkout.description':
    'Enter your shipping and billing details and pay securely online. Prices in INR with 18% GST.',
  'checkout.stepsLabel': 'Checkout steps',
  'checkout.stepOf': 'Step {step} of 3',
  'checkout.loading': 'Loading your cart…',
  'checkout.guestTitle': 'Sign in to check out',
  'checkout.guestBody':
    'Your cart is saved in this browser. Sign in or create an account to place your order: the cart comes with you.',
  'checkout.guestSignIn': 'Sign In',
  'checkout.guestSignUp': 'Create Account',
  'checkout.optional': '(optional)',
  'checkout.requiredNote': 'Fields marked * are required.',
  'checkout.redirecting': 'Payment received. Taking you to your order…',
  'checkout.lineTotal': 'Line total: {amount}',
} as const;

/** One string of the checkout pages' copy. */
export const checkoutText = copyText(checkoutCopy);
