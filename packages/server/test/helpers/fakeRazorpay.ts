import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AddressBody,
  CreatePaymentOrderBody,
  PaymentOrderResponse,
  StorefrontClient,
  VerifyPaymentResponse,
} from '@storefront-kit/core';

/** A shipping address in Haryana (the seller's state: CGST + SGST). */
export const HARYANA_ADDRESS: AddressBody = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: '12 Udyog Vihar Phase 4',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122015',
  country: 'India',
};

/** A shipping address in Karnataka (another state: IGST). */
export const KARNATAKA_ADDRESS: AddressBody = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi@example.in',
  phone: '9123456780',
  address_line1: '7 Peenya Industrial Area',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
  country: 'India',
  gstNumber: '29AAACR5055K1Z5',
  companyName: 'Kumar Controls',
};

const random = () => randomBytes(7).toString('hex');

/** Razorpay's payment signature (what its checkout hands to `handler`). */
export const razorpaySignature = (secret: string, orderId: string, paymentId: string) =>
  createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');

/** A create-razorpay-order body with a fresh receipt. */
export function paymentOrderBody(
  amount: number,
  overrides: Partial<CreatePaymentOrderBody> = {},
): CreatePaymentOrderBody {
  return {
    amount,
    currency: 'INR',
    receipt: `rcpt_${random()}`,
    shipping_address: HARYANA_ADDRESS,
    billing_address: HARYANA_ADDRESS,
    ...overrides,
  };
}

/** Creates the payment order for the cart's own total (rounded rupees, as checkout sends). */
export async function createOrderForCart(
  client: StorefrontClient,
  overrides: Partial<CreatePaymentOrderBody> = {},
): Promise<PaymentOrderResponse & { order_id: string }> {
  const cart = await client.cart.get();
  const answer = await client.payments.createOrder(
    paymentOrderBody(Math.round(cart.data?.total ?? 0), {
      ...(cart.data?.discountCode ? { coupon_code: cart.data.discountCode } : {}),
      ...overrides,
    }),
  );
  if (!answer.order_id) throw new Error('No order_id');
  return { ...answer, order_id: answer.order_id };
}

export interface SandboxPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What the sandbox dialog's Pay button does: `POST /sandbox/pay`. Throws on a refusal. */
export async function payInSandbox(
  origin: string,
  orderId: string,
  keyId = 'rzp_test_sandbox',
): Promise<SandboxPayment> {
  const response = await fetch(`${origin}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: orderId, key_id: keyId }),
  });
  const body = (await response.json()) as SandboxPayment & { meta?: { message?: string } };
  if (!response.ok) throw new Error(`sandbox pay ${response.status}: ${body.meta?.message}`);
  return body;
}

/** The whole checkout with the sandbox: create the order, pay, verify. */
export async function checkoutWithSandbox(
  origin: string,
  client: StorefrontClient,
  overrides: Partial<CreatePaymentOrderBody> = {},
): Promise<{ orderId: string; payment: SandboxPayment; verified: VerifyPaymentResponse }> {
  const order = await createOrderForCart(client, overrides);
  const payment = await payInSandbox(origin, order.order_id);
  const verified = await client.payments.verify(payment);
  return { orderId: order.order_id, payment, verified };
}

/** A request the fake received. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeRazorpay {
  /** Base URL, for `RAZORPAY_API_URL`. */
  readonly url: string;
  readonly keyId: string;
  readonly keySecret: string;
  readonly requests: RecordedRequest[];
  /** The next create-order answers this status and error instead. */
  failNext(status: number, description: string): void;
  /** The next `times` refund requests answer 502. */
  failRefunds(times: number): void;
  /**
   * Signs a payment of an order as Razorpay would after the customer paid; the payment is then
   * listed as captured for the order (`GET /v1/orders/{id}/payments`).
   */
  pay(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

/**
 * A local stand-in for Razorpay's API: `POST /v1/orders` (basic auth with the key id and
 * secret, like Razorpay), `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refund` and
 * `GET /v1/orders/{id}/payments`. It records every request.
 */
export async function startFakeRazorpay(
  keyId = 'rzp_test_FakeKey0001',
  keySecret = 'fake_secret_0123456789abcdef',
): Promise<FakeRazorpay> {
  const requests: RecordedRequest[] = [];
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let failure: { status: number; description: string } | null = null;
  let refundFailures = 0;
  /** Captured payments by order id (`pay()`), as `GET /v1/orders/{id}/payments` lists them. */
  const captured = new Map<string, string>();
  const server = createServer(async (request, response) => {
    const body = await readJson(request);
    const path = request.url ?? '/';
    requests.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body,
    });
    const send = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.headers.authorization !== expected) {
      return send(401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    }
    if (request.method === 'POST' && path === '/v1/orders') {
      if (failure) {
        const { status, description } = failure;
        failure = null;
        return send(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
      }
      const input = body as { amount: number; currency: string; receipt: string; notes: unknown };
      return send(200, {
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        status: 'created',
        attempts: 0,
        notes: input.notes,
        created_at: Math.floor(Date.now() / 1000),
      });
    }
    const payment = /^\/v1\/payments\/(pay_\w+)$/.exec(path);
    if (request.method === 'GET' && payment) {
      return send(200, { id: payment[1], entity: 'payment', status: 'captured', method: 'upi' });
    }
    const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(path);
    if (request.method === 'POST' && refund) {
      if (refundFailures > 0) {
        refundFailures -= 1;
        return send(502, { error: { code: 'SERVER_ERROR', description: 'Refunds are down' } });
      }
      const input = body as { amount: number };
      return send(200, {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        amount: input.amount,
        payment_id: refund[1],
        status: 'processed',
      });
    }
    const orderPayments = /^\/v1\/orders\/(order_\w+)\/payments$/.exec(path);
    if (request.method === 'GET' && orderPayments) {
      const paid = captured.get(orderPayments[1] ?? '');
      return send(200, {
        entity: 'collection',
        count: paid ? 1 : 0,
        items: paid ? [{ id: paid, entity: 'payment', status: 'captured', method: 'upi' }] : [],
      });
    }
    return send(404, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    requests,
    failNext(status, description) {
      failure = { status, description };
    },
    failRefunds(times) {
      refundFailures = times;
    },
    pay(orderId) {
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      captured.set(orderId, paymentId);
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: razorpaySignature(keySecret, orderId, paymentId),
      };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
