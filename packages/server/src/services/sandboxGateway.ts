import { randomBase62 } from './ids';
import type { PaymentGateway } from './paymentGateway';

/** The public key id of the offline sandbox gateway. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** A new provider id like Razorpay's: `order_`, `pay_` or `rfnd_` and 14 base62 characters. */
export const sandboxId = (prefix: 'order' | 'pay' | 'rfnd') => `${prefix}_${randomBase62(14)}`;

/**
 * The offline gateway used without Razorpay keys: it makes `order_…` ids itself, serves a
 * checkout script with Razorpay's constructor API and signs payments with its own secret
 * (see sandboxRoutes), so the whole payment flow runs with genuine signatures and no internet.
 */
export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: (origin) => `${origin}/sandbox/checkout.js`,
    createOrder: async () => sandboxId('order'),
    paymentMethod: async () => 'sandbox',
    // No money moved, so a refund only needs an id; the browser verifies every sandbox payment
    // (it signs on the Pay button), so there is never a captured payment to find later.
    refund: async () => sandboxId('rfnd'),
    capturedPayment: async () => null,
  };
}
