import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRazorpayProvider,
  RAZORPAY_SCRIPT_URL,
  type RazorpayConstructor,
  type RazorpayFailedResponse,
  type RazorpayOptions,
} from './createRazorpayProvider';
import type { PaymentRequest } from './PaymentProvider';
import { isPaymentProviderError } from './PaymentProviderError';

const REQUEST: PaymentRequest = {
  orderId: 'order_Abc123',
  amount: 123_456,
  currency: 'INR',
  keyId: 'rzp_test_key',
  prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '9876543210' },
  description: 'Order from Acme',
};

/** A stand-in for the Razorpay constructor: records options and lets the test act as the shopper. */
function fakeRazorpay() {
  const instances: FakeInstance[] = [];
  class FakeInstance {
    failed?: (response: RazorpayFailedResponse) => void;
    opened = 0;
    close = vi.fn(() => this.options.modal.ondismiss());
    constructor(readonly options: RazorpayOptions) {
      instances.push(this);
    }
    on(event: 'payment.failed', listener: (response: RazorpayFailedResponse) => void) {
      expect(event).toBe('payment.failed');
      this.failed = listener;
    }
    open() {
      this.opened++;
    }
  }
  return { Razorpay: FakeInstance satisfies RazorpayConstructor, instances };
}

async function opened(fake: ReturnType<typeof fakeRazorpay>) {
  await vi.waitFor(() => expect(fake.instances[0]?.opened).toBe(1));
  return fake.instances[0]!;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createRazorpayProvider', () => {
  it('loads the default script once, builds the options and resolves success', async () => {
    const fake = fakeRazorpay();
    let available: RazorpayConstructor | undefined;
    const loadScript = vi.fn(async () => {
      available = fake.Razorpay;
    });
    const provider = createRazorpayProvider({
      loadScript,
      getRazorpay: () => available,
      name: 'Acme Automation',
      image: 'https://acme.example/logo.png',
      theme: { color: '#0f766e' },
    });

    const result = provider.open(REQUEST);
    const rzp = await opened(fake);
    expect(loadScript).toHaveBeenCalledWith(RAZORPAY_SCRIPT_URL);
    expect(RAZORPAY_SCRIPT_URL).toBe('https://checkout.razorpay.com/v1/checkout.js');
    expect(rzp.options).toEqual({
      key: 'rzp_test_key',
      amount: 123_456,
      currency: 'INR',
      order_id: 'order_Abc123',
      name: 'Acme Automation',
      description: 'Order from Acme',
      image: 'https://acme.example/logo.png',
      prefill: REQUEST.prefill,
      theme: { color: '#0f766e' },
      handler: expect.any(Function),
      modal: { ondismiss: expect.any(Function) },
    });
    rzp.options.handler({
      razorpay_order_id: 'order_Abc123',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });
    await expect(result).resolves.toEqual({
      status: 'success',
      razorpay_order_id: 'order_Abc123',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    });

    // Second payment: the constructor is there, nothing is loaded again.
    const second = provider.open(REQUEST);
    await vi.waitFor(() => expect(fake.instances[1]?.opened).toBe(1));
    fake.instances[1]?.options.modal.ondismiss();
    await expect(second).resolves.toEqual({ status: 'dismissed' });
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it('prefers the order answer script and key over its own options', async () => {
    const fake = fakeRazorpay();
    let available: RazorpayConstructor | undefined;
    const loadScript = vi.fn(async () => {
      available = fake.Razorpay;
    });
    const provider = createRazorpayProvider({
      keyId: 'rzp_live_own',
      scriptUrl: 'https://cdn.example/checkout.js',
      description: 'Default description',
      loadScript,
      getRazorpay: () => available,
    });
    void provider.open({
      ...REQUEST,
      scriptUrl: 'http://localhost:4000/sandbox.js',
      description: undefined,
    });
    const rzp = await opened(fake);
    expect(loadScript).toHaveBeenCalledWith('http://localhost:4000/sandbox.js');
    expect(rzp.options.key).toBe('rzp_test_key');
    expect(rzp.options.description).toBe('Default description');

    const own = fakeRazorpay();
    available = undefined;
    loadScript.mockImplementationOnce(async () => {
      available = own.Razorpay;
    });
    void provider.open({ ...REQUEST, keyId: undefined });
    const second = await opened(own);
    expect(loadScript).toHaveBeenLastCalledWith('https://cdn.example/checkout.js');
    expect(second.options.key).toBe('rzp_live_own');
  });

  it('resolves failed on payment.failed and closes the dialog', async () => {
    const fake = fakeRazorpay();
    const provider = createRazorpayProvider({ getRazorpay: () => fake.Razorpay });
    const result = provider.open(REQUEST);
    const rzp = await opened(fake);
    rzp.failed?.({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined', reason: 'payment_failed' },
    });
    await expect(result).resolves.toEqual({
      status: 'failed',
      code: 'BAD_REQUEST_ERROR',
      description: 'Card declined',
      reason: 'payment_failed',
    });
    expect(rzp.close).toHaveBeenCalledTimes(1);
  });

  it('tolerates a failure without details and a dialog without close()', async () => {
    const fake = fakeRazorpay();
    const provider = createRazorpayProvider({ getRazorpay: () => fake.Razorpay });
    const result = provider.open(REQUEST);
    const rzp = await opened(fake);
    Object.assign(rzp, { close: undefined });
    rzp.failed?.({});
    await expect(result).resolves.toEqual({
      status: 'failed',
      code: undefined,
      description: undefined,
      reason: undefined,
    });
  });

  it('uses window.Razorpay by default', async () => {
    const fake = fakeRazorpay();
    vi.stubGlobal('Razorpay', fake.Razorpay);
    const result = createRazorpayProvider().open(REQUEST);
    const rzp = await opened(fake);
    rzp.options.modal.ondismiss();
    await expect(result).resolves.toEqual({ status: 'dismissed' });
  });

  it.each([
    [
      'the script fails to load',
      { loadScript: () => Promise.reject(new Error('404')), getRazorpay: () => undefined },
      'Razorpay SDK failed to load',
    ],
    [
      'the script defines no Razorpay',
      { loadScript: () => Promise.resolve(), getRazorpay: () => undefined },
      'Razorpay is not available',
    ],
  ])('throws a PaymentProviderError when %s', async (_, options, message) => {
    const provider = createRazorpayProvider(options);
    const error = await provider.open(REQUEST).catch((e: unknown) => e);
    expect(isPaymentProviderError(error)).toBe(true);
    expect((error as Error).message).toBe(message);
  });

  it('throws a PaymentProviderError before loading anything when there is no key', async () => {
    const fake = fakeRazorpay();
    let loads = 0;
    const provider = createRazorpayProvider({
      getRazorpay: () => undefined,
      loadScript: async () => {
        loads++;
      },
    });
    const error = await provider.open({ ...REQUEST, keyId: undefined }).catch((e: unknown) => e);
    expect(isPaymentProviderError(error)).toBe(true);
    expect((error as Error).message).toBe('Payment initialization failed');
    expect(loads).toBe(0);
    expect(fake.instances).toHaveLength(0);
  });

  it('fails to load through the default loader without a DOM', async () => {
    const provider = createRazorpayProvider({
      getRazorpay: () => undefined,
      scriptUrl: 'https://x.test/no-dom.js',
    });
    await expect(provider.open(REQUEST)).rejects.toThrow('Razorpay SDK failed to load');
  });

  it('rejects with the raw error when Razorpay itself throws', async () => {
    const Throwing = class {
      constructor() {
        throw new Error('Invalid key');
      }
    } as unknown as RazorpayConstructor;
    const provider = createRazorpayProvider({ getRazorpay: () => Throwing });
    const error = await provider.open(REQUEST).catch((e: unknown) => e);
    expect(isPaymentProviderError(error)).toBe(false);
    expect((error as Error).message).toBe('Invalid key');
  });

  it('uses overridden messages', async () => {
    const provider = createRazorpayProvider({
      getRazorpay: () => undefined,
      loadScript: async () => {},
      messages: { 'payment.unavailable': 'Payments are down' },
    });
    await expect(provider.open(REQUEST)).rejects.toThrow('Payments are down');
  });
});
