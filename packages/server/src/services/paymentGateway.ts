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
}

const cache = new WeakMap<AppContext, Promise<PaymentGateways>>();

async function createGateways(ctx: AppContext): Promise<PaymentGateways> {
  const { razorpayKeyId, razorpayKeySecret, razorpayApiUrl } = ctx.config;
  const sandboxSecret = await loadStoredSecret(ctx.db, 'sandbox_key_secret');
  if (ctx.config.payments === 'razorpay' && razorpayKeyId && razorpayKeySecret) {
    return {
      active: createRazorpayGateway({
        keyId: razorpayKeyId,
        keySecret: razorpayKeySecret,
        apiUrl: razorpayApiUrl,
      }),
      sandboxSecret,
      secretOf: (name) => (name === 'razorpay' ? razorpayKeySecret : null),
    };
  }
  return {
    active: createSandboxGateway(),
    sandboxSecret,
    secretOf: (name) => (name === 'sandbox' ? sandboxSecret : null),
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
