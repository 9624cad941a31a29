import type { AppContext } from '../context';
import { loadStoredSecret } from './paymentSecrets';
import { createRazorpayGateway } from './razorpayGateway';
import { createSandboxGateway } from './sandboxGateway';

export type GatewayName = 'razorpay' | 'sandbox';

/** A provider order to create (amount in paise). */
export interface ProviderOrderRequest {
  readonly amount: number;
  readonly currency: string;
  readonly receipt: string;
  readonly notes: Readonly<Record<string, string>>;
}

/** Where payment orders are created: Razorpay with keys, the offline sandbox without. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The public key id the checkout dialog needs. */
  readonly keyId: string;
  /** The checkout script the client loads (`origin`: this server's public origin). */
  checkoutScriptUrl(origin: string): string;
  /** Creates the provider's order; resolves with its `order_…` id. */
  createOrder(request: ProviderOrderRequest): Promise<string>;
  /** The method of a payment (card, upi…), when the provider tells; never throws. */
  paymentMethod(paymentId: string): Promise<string | null>;
  /**
   * Refunds `amount` paise of a captured payment in full; resolves with the refund's id
   * (`rfnd_…`). Throws (HttpError 502) when the provider cannot be reached or refuses.
   */
  refund(paymentId: string, amount: number): Promise<string>;
  /**
   * A captured payment of a provider order, found by asking the provider (a shopper who paid
   * and closed the tab before the browser verified it); null when none, or unknown. Never throws.
   */
  capturedPayment(providerOrderId: string): Promise<CapturedPayment | null>;
}

/** A payment the provider reports captured for an order. */
export interface CapturedPayment {
  readonly paymentId: string;
  readonly method: string | null;
}

export interface PaymentGateways {
  /** The gateway new orders use. */
  readonly active: PaymentGateway;
  /** The sandbox key secret (kept in the settings table). */
  readonly sandboxSecret: string;
  /**
   * The key secret that signs payments of orders created with gateway `name`, or null when
   * that gateway is not the configured one (a sandbox order cannot be paid once keys are set).
   */
  secretOf(name: string): string | null;
  /** The gateway of orders created with gateway `name`, or null when it is not configured. */
  gatewayOf(name: string): PaymentGateway | null;
}

const cache = new WeakMap<AppContext, Promise<PaymentGateways>>();

async function createGateways(ctx: AppContext): Promise<PaymentGateways> {
  const { razorpayKeyId, razorpayKeySecret, razorpayApiUrl } = ctx.config;
  const sandboxSecret = await loadStoredSecret(ctx.db, 'sandbox_key_secret');
  if (ctx.config.payments === 'razorpay' && razorpayKeyId && razorpayKeySecret) {
    const active = createRazorpayGateway({
      keyId: razorpayKeyId,
      keySecret: razorpayKeySecret,
      apiUrl: razorpayApiUrl,
    });
    return {
      active,
      sandboxSecret,
      secretOf: (name) => (name === 'razorpay' ? razorpayKeySecret : null),
      gatewayOf: (name) => (name === 'razorpay' ? active : null),
    };
  }
  const active = createSandboxGateway();
  return {
    active,
    sandboxSecret,
    secretOf: (name) => (name === 'sandbox' ? sandboxSecret : null),
    gatewayOf: (name) => (name === 'sandbox' ? active : null),
  };
}

/** The payment gateways of a server (created once per context). */
export function paymentGateways(ctx: AppContext): Promise<PaymentGateways> {
  let gateways = cache.get(ctx);
  if (!gateways) {
    gateways = createGateways(ctx);
    cache.set(ctx, gateways);
  }
  return gateways;
}
