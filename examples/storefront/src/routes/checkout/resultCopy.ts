import { copyText } from '../../siteMessages';

/**
 * The copy of /success and /failure that core's catalogue does not hold. The spec's own strings
 * ('Order Placed Successfully', 'Payment Failed'…) come from core's `checkoutMessages`.
 */
export const resultCopy = {
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

/** One string of the payment result pages' copy. */
export const resultText = copyText(resultCopy);
