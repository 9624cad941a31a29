import {
  type PaymentProvider,
  PaymentProviderError,
  type PaymentRequest,
  type Product,
  type Storefront,
  type VerifyPaymentBody,
} from '@storefront-kit/core';
import { expect } from 'vitest';
import { ADDRESS } from './addresses';
import { apiUrl } from './storefront';

/** The products the shop can sell (priced and in stock), cheapest first. */
export async function sellableProducts(storefront: Storefront): Promise<Product[]> {
  const { data } = await storefront.client.catalog.products({
    in_stock: true,
    sort_by: 'price_asc',
    price_range: [1, 1_000_000],
  });
  return data;
}

/**
 * Puts `quantity` of the cheapest sellable product in the signed-in customer's server cart
 * through the cart store; fails the test unless the server took it. Returns the product.
 */
export async function addCheapestProductToCart(
  storefront: Storefront,
  quantity = 1,
): Promise<Product | undefined> {
  const [product] = await sellableProducts(storefront);
  expect((await storefront.cart.add({ id: product?.id ?? '' }, quantity)).status).toBe('server');
  return product;
}

/**
 * Pays a server-created order through the reference server's sandbox gateway, which signs the
 * payment as Razorpay does; returns what the checkout sends to verify it.
 */
export async function payInSandbox(order: {
  orderId?: string | null;
  keyId?: string | null;
}): Promise<VerifyPaymentBody> {
  const response = await fetch(`${new URL(apiUrl()).origin}/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: order.orderId, key_id: order.keyId }),
  });
  expect(response.ok).toBe(true);
  return response.json();
}

/**
 * Buys one unit of the `nth` cheapest sellable product (0: the cheapest) for the signed-in
 * customer, paid through the sandbox gateway and verified. Returns the order's and product's ids.
 *
 * @default nth 0
 */
export async function buyProduct(
  storefront: Storefront,
  { nth = 0 }: { nth?: number } = {},
): Promise<{ orderId: string; productId: string }> {
  const { client } = storefront;
  const productId = (await sellableProducts(storefront))[nth]?.id ?? '';
  await client.cart.add({ id: productId, quantity: 1 });
  const cart = await client.cart.get();
  const order = await client.payments.createOrder({
    amount: Math.round(cart.data?.total ?? 0),
    currency: 'INR',
    receipt: `rcpt_${crypto.randomUUID().slice(0, 8)}`,
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
  });
  const verified = await client.payments.verify(
    await payInSandbox({ orderId: order.order_id, keyId: order.key_id }),
  );
  if (!verified.success || !order.order_id) throw new Error('The sandbox payment failed');
  return { orderId: order.order_id, productId };
}

/** How {@link sandboxPaymentProvider}'s dialog ends. */
export type SandboxPaymentMode = 'pay' | 'dismiss' | 'fail' | 'unavailable' | 'forged';

/**
 * A payment dialog for jsdom tests (the real sandbox script runs in the Chromium suites), ending
 * as its `mode` says, which a test may change between payments: `pay` pays the server's order
 * through the reference server's sandbox gateway, which signs it as Razorpay does, so the
 * checkout's real verification runs; `dismiss` closes the dialog; `fail` reports a declined card
 * ('Card declined'); `unavailable` cannot open at all; `forged` hands back a signature the server
 * refuses. `opened` lists the requests it was opened with.
 */
export function sandboxPaymentProvider(mode: SandboxPaymentMode = 'pay'): {
  provider: PaymentProvider & { mode: SandboxPaymentMode };
  opened: PaymentRequest[];
} {
  const opened: PaymentRequest[] = [];
  const provider: PaymentProvider & { mode: SandboxPaymentMode } = {
    mode,
    async open(request) {
      opened.push(request);
      switch (provider.mode) {
        case 'dismiss':
          return { status: 'dismissed' };
        case 'fail':
          return { status: 'failed', code: 'BAD_REQUEST_ERROR', description: 'Card declined' };
        case 'unavailable':
          throw new PaymentProviderError('Razorpay SDK failed to load');
        case 'forged':
          // Paid in the sandbox, but the signature handed back is not the gateway's.
          return {
            status: 'success',
            ...(await payInSandbox(request)),
            razorpay_signature: '0'.repeat(64),
          };
        default:
          return { status: 'success', ...(await payInSandbox(request)) };
      }
    },
  };
  return { provider, opened };
}
