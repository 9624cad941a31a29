import { copyText } from '../../siteMessages';

/**
 * The copy of the checkout's billing and payment steps that core's catalogue does not hold, in
 * their chunk (CheckoutLaterSteps); the shipping step's and the page's is `checkoutCopy`.
 */
export const laterStepsCopy = {
  'checkout.billingSameNote': 'Your billing address is the same as your shipping address:',
  'checkout.paymentIntro':
    'Pay securely with a card, UPI, net banking or a wallet through Razorpay. The payment window shows the amount to confirm.',
  'checkout.amountDue': 'Amount payable',
  'checkout.shipTo': 'Ship to',
  'checkout.billTo': 'Bill to',
  'checkout.edit': 'Edit {section}',
} as const;

/** One string of the billing and payment steps' copy. */
export const laterStepsText = copyText(laterStepsCopy);
