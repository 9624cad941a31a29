import { checkoutMessages } from '../messages/checkoutMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { loadScript as defaultLoadScript } from './loadScript';
import type { PaymentProvider, PaymentResult } from './PaymentProvider';
import { PaymentProviderError } from './PaymentProviderError';

/** Razorpay's own checkout script. */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay's `handler` receives after a successful payment. */
export interface RazorpaySuccessResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What Razorpay's `payment.failed` event carries. */
export interface RazorpayFailedResponse {
  error?: { code?: string; description?: string; reason?: string };
}

/** The Razorpay Checkout options storefront-kit sets (a subset of Razorpay's). */
export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: string;
  order_id: string;
  name?: string;
  description?: string;
  image?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal: { ondismiss: () => void };
}

/** A Razorpay Checkout instance (`new Razorpay(options)`). */
export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailedResponse) => void): void;
  close?(): void;
}

/** `window.Razorpay`, defined by the checkout script (Razorpay's or the sandbox gateway's). */
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

export interface RazorpayProviderOptions {
  /**
   * Public key id. The create-order answer's `key_id` overrides it.
   *
   * @default undefined
   * @example 'rzp_live_XXXXXXXXXXXXXX'
   */
  keyId?: string;
  /**
   * Checkout script URL. The create-order answer's `checkout_script_url` (the reference
   * server's sandbox gateway) overrides it.
   *
   * @default 'https://checkout.razorpay.com/v1/checkout.js'
   */
  scriptUrl?: string;
  /** Merchant name shown in the dialog. @default undefined */
  name?: string;
  /** Text under the name when the request gives none. @default undefined */
  description?: string;
  /** Logo URL shown in the dialog. @default undefined */
  image?: string;
  /** @default undefined (Razorpay's own) @example { color: '#0f766e' } */
  theme?: { color?: string };
  /** CSP nonce for the script element the default loader adds. @default undefined */
  nonce?: string;
  /** Overrides of the default messages. @default undefined */
  messages?: MessageOverrides;
  /**
   * Loads the checkout script. Injectable for tests and custom loaders.
   *
   * @default a `<script>` element, once per URL
   */
  loadScript?: (url: string) => Promise<void>;
  /**
   * Finds the Razorpay constructor once the script ran.
   *
   * @default () => globalThis.Razorpay
   */
  getRazorpay?: () => RazorpayConstructor | undefined;
}

/**
 * The Razorpay payment provider: loads Razorpay's checkout script on demand (once), then opens
 * its dialog for a server-created order and resolves with how it ended. Throws
 * `PaymentProviderError` with 'Razorpay SDK failed to load', 'Razorpay is not available' or,
 * without a key, 'Payment initialization failed'.
 *
 * @example
 * const provider = createRazorpayProvider({ name: 'Acme Automation', theme: { color: '#0f766e' } });
 */
export function createRazorpayProvider(options: RazorpayProviderOptions = {}): PaymentProvider {
  const t = createTranslator(checkoutMessages, options.messages);
  const getRazorpay =
    options.getRazorpay ?? (() => (globalThis as { Razorpay?: RazorpayConstructor }).Razorpay);
  const load =
    options.loadScript ?? ((url: string) => defaultLoadScript(url, { nonce: options.nonce }));

  return {
    async open(request) {
      const key = request.keyId ?? options.keyId;
      if (!key) throw new PaymentProviderError(t('payment.initFailed'));
      // A page that already has Razorpay (the host loaded it) needs no second copy.
      if (!getRazorpay()) {
        try {
          await load(request.scriptUrl ?? options.scriptUrl ?? RAZORPAY_SCRIPT_URL);
        } catch {
          throw new PaymentProviderError(t('payment.sdkLoadFailed'));
        }
      }
      const Razorpay = getRazorpay();
      if (!Razorpay) throw new PaymentProviderError(t('payment.unavailable'));

      return new Promise<PaymentResult>((resolve) => {
        const rzp = new Razorpay({
          key,
          amount: request.amount,
          currency: request.currency,
          order_id: request.orderId,
          name: options.name,
          description: request.description ?? options.description,
          image: options.image,
          prefill: request.prefill,
          theme: options.theme,
          handler: (response) =>
            resolve({
              status: 'success',
              razorpay_order_id: response.razorpay_order_id,
              razorpay_payment_id: response.razorpay_payment_id,
              razorpay_signature: response.razorpay_signature,
            }),
          modal: { ondismiss: () => resolve({ status: 'dismissed' }) },
        });
        rzp.on('payment.failed', ({ error }) => {
          resolve({
            status: 'failed',
            code: error?.code,
            description: error?.description,
            reason: error?.reason,
          });
          // Razorpay keeps its dialog open for a retry; this checkout has already moved on.
          rzp.close?.();
        });
        rzp.open();
      });
    },
  };
}
