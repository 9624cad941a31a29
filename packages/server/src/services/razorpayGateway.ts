import { RAZORPAY_SCRIPT_URL } from '@storefront-kit/core';
import { HttpError } from '../http/errors';
import type { PaymentGateway, ProviderOrderRequest } from './paymentGateway';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  /** e.g. 'https://api.razorpay.com' (tests: a local fake). */
  apiUrl: string;
  /** @default 10000 */
  timeoutMs?: number;
}

const providerError = (message: string) => new HttpError(502, message);

/** Razorpay's Orders API (`POST /v1/orders`, basic auth with the key id and secret). */
export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeout = options.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch {
      throw providerError('Could not reach the payment provider. Please try again.');
    }
    const json = (await response.json().catch(() => null)) as {
      id?: unknown;
      method?: unknown;
      items?: unknown;
      error?: { description?: unknown };
    } | null;
    return { response, json };
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: () => RAZORPAY_SCRIPT_URL,
    async createOrder(request: ProviderOrderRequest) {
      const { response, json } = await call('POST', '/v1/orders', {
        amount: request.amount,
        currency: request.currency,
        receipt: request.receipt,
        notes: request.notes,
      });
      if (!response.ok) {
        const reason = typeof json?.error?.description === 'string' ? json.error.description : '';
        throw providerError(
          `The payment provider refused the order${reason ? `: ${reason}` : ` (${response.status})`}`,
        );
      }
      if (typeof json?.id !== 'string' || !json.id.startsWith('order_')) {
        throw providerError('Invalid answer from the payment provider');
      }
      return json.id;
    },
    async refund(paymentId, amount) {
      // Razorpay's Refunds API: a full refund of a captured payment, amount in paise.
      const { response, json } = await call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount, speed: 'normal' },
      );
      if (!response.ok || typeof json?.id !== 'string' || !json.id.startsWith('rfnd_')) {
        const reason = typeof json?.error?.description === 'string' ? json.error.description : '';
        throw providerError(
          `The payment provider refused the refund${reason ? `: ${reason}` : ` (${response.status})`}`,
        );
      }
      return json.id;
    },
    async capturedPayment(providerOrderId) {
      try {
        const { response, json } = await call(
          'GET',
          `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`,
        );
        if (!response.ok || !Array.isArray(json?.items)) return null;
        const captured = (
          json.items as { id?: unknown; status?: unknown; method?: unknown }[]
        ).find((item) => item.status === 'captured' && typeof item.id === 'string');
        return captured
          ? {
              paymentId: captured.id as string,
              method: typeof captured.method === 'string' ? captured.method : null,
            }
          : null;
      } catch {
        return null;
      }
    },
    async paymentMethod(paymentId) {
      try {
        const { response, json } = await call(
          'GET',
          `/v1/payments/${encodeURIComponent(paymentId)}`,
        );
        return response.ok && typeof json?.method === 'string' ? json.method : null;
      } catch {
        return null;
      }
    },
  };
}
