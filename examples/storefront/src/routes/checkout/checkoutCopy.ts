import { copyText } from '../../siteMessages';

/**
 * The copy of /checkout, /success and /failure that core's catalogue does not hold (it loads
 * with these pages). The spec's own strings (steps, fields, validation, payment messages,
 * 'Order Placed Successfully', 'Payment Failed'…) come from core's `checkoutMessages`.
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
    'Your cart is kept with your account. Sign in or create an account to add products and place your order.',
  'checkout.guestSignIn': 'Sign In',
  'checkout.optional': '(optional)',
  'checkout.requiredNote': 'Fields marked * are required.',
  'checkout.billingSameNote': 'Your billing address is the same as your shipping address:',
  'checkout.paymentIntro':
    'Pay securely with a card, UPI, net banking or a wallet through Razorpay. The payment window shows the amount to confirm.',
  'checkout.amountDue': 'Amount payable',
  'checkout.shipTo': 'Ship to',
  'checkout.billTo': 'Bill to',
  'checkout.edit': 'Edit {section}',
  'checkout.redirecting': 'Payment received. Taking you to your order…',
  'checkout.lineTotal': 'Line total: {amount}',
  'success.description': 'Thank you for your order. We are preparing it for dispatch.',
  'success.details': 'Order details',
  'success.noDetails':
    'Your order details are in your account: View Orders lists every order with its status and invoice.',
  'failure.description': 'Your payment could not be completed, and your cart is kept as it was.',
  'failure.tipsTitle': 'What you can try',
  'failure.tip1': 'Check your card, UPI or bank details, and that the account has enough balance.',
  'failure.tip2': 'Make sure your internet connection is stable, then try again.',
  'failure.tip3': 'Try another payment method: a different card, UPI or net banking.',
  'failure.tip4':
    'If an amount was debited without an order, contact support with the time of payment.',
  'failure.support': 'Need help? Call support at',
} as const;

/** One string of the checkout pages' copy. */
export const checkoutText = copyText(checkoutCopy);
