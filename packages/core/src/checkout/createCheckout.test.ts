import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentsApi } from '../api/paymentsApi';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { ResponseValidationError } from '../errors/ResponseValidationError';
import type { Notification } from '../notifications/types';
import type { PaymentOrderResponse } from '../schemas/orders';
import type { AddressForm } from './checkoutReducer';
import { type CreateCheckoutOptions, createCheckout } from './createCheckout';
import {
  createRazorpayProvider,
  type RazorpayConstructor,
  type RazorpayOptions,
} from './createRazorpayProvider';
import type { PaymentRequest, PaymentResult } from './PaymentProvider';
import { PaymentProviderError } from './PaymentProviderError';

const shipping: AddressForm = {
  firstName: ' Asha ',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: 'Plot 12, Sector 44',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122003',
  country: 'India',
  gstNumber: '06AAPFU0939F1ZV',
  companyName: '',
};
const shippingAddress = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  address_line1: 'Plot 12, Sector 44',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122003',
  country: 'India',
  gstNumber: '06AAPFU0939F1ZV',
};
const ORDER: PaymentOrderResponse = {
  success: true,
  order_id: 'order_Abc123',
  amount: 1234.56,
  currency: 'INR',
  key_id: 'rzp_test_key',
  checkout_script_url: 'http://localhost:4000/sandbox/checkout.js',
};
const SUCCESS: PaymentResult = {
  status: 'success',
  razorpay_order_id: 'order_Abc123',
  razorpay_payment_id: 'pay_Xyz789',
  razorpay_signature: 'sig',
};

function setup(overrides: Partial<CreateCheckoutOptions> = {}, order = ORDER) {
  const notifications: Notification[] = [];
  const createOrder = vi.fn<PaymentsApi['createOrder']>(async () => order);
  const verify = vi.fn<PaymentsApi['verify']>(async () => ({ success: true }));
  const open = vi.fn<(request: PaymentRequest) => Promise<PaymentResult>>(async () => SUCCESS);
  const onPaid = vi.fn();
  const checkout = createCheckout({
    payments: { createOrder, verify },
    provider: { open },
    getAmount: () => 123_456,
    getCouponCode: () => 'SAVE10',
    notify: (notification) => notifications.push(notification),
    onPaid,
    ...overrides,
  });
  for (const [field, value] of Object.entries(shipping)) {
    checkout.setField('shipping', field as keyof AddressForm, value);
  }
  return { checkout, createOrder, verify, open, onPaid, notifications };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createCheckout: forms and steps', () => {
  it('exposes the state and the step indicator', () => {
    const { checkout } = setup();
    expect(checkout.state.value.shipping.firstName).toBe(' Asha ');
    expect(checkout.steps.value).toEqual([
      { step: 1, label: 'Shipping Information', state: 'current' },
      { step: 2, label: 'Billing Information', state: 'upcoming' },
      { step: 3, label: 'Payment Method', state: 'upcoming' },
    ]);
    checkout.setSameAsShipping(false);
    checkout.next();
    expect(checkout.state.value.step).toBe(2);
    expect(checkout.steps.value.map((step) => step.state)).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
    checkout.previous();
    expect(checkout.state.value.step).toBe(1);
    checkout.goTo(2);
    expect(checkout.state.value.step).toBe(2);
    checkout.reset();
    expect(checkout.state.value.shipping.firstName).toBe('');
    expect(checkout.state.value.billing.sameAsShipping).toBe(true);
  });

  it('translates step labels and validation with the given messages', () => {
    const checkout = createCheckout({
      payments: { createOrder: vi.fn(), verify: vi.fn() },
      provider: { open: vi.fn() },
      getAmount: () => 100,
      messages: { 'checkout.step.shipping': 'Shipping', 'checkout.required': '{field}!' },
    });
    checkout.next();
    expect(checkout.steps.value[0]?.label).toBe('Shipping');
    expect(checkout.state.value.errors.shipping.city).toBe('City!');
  });
});

describe('createCheckout: pay', () => {
  it('creates the order, opens the dialog in paise, verifies and reports success', async () => {
    const { checkout, createOrder, open, verify, onPaid, notifications } = setup({
      description: 'Order from Acme',
    });
    const outcome = await checkout.pay();

    expect(outcome).toEqual({ status: 'paid', orderId: 'order_Abc123', paymentId: 'pay_Xyz789' });
    expect(createOrder).toHaveBeenCalledTimes(1);
    const body = createOrder.mock.calls[0]?.[0];
    expect(body).toEqual({
      amount: 1235,
      currency: 'INR',
      receipt: expect.stringMatching(/^rcpt_1736935200000_[a-z0-9]{1,6}$/),
      shipping_address: shippingAddress,
      billing_address: shippingAddress,
      coupon_code: 'SAVE10',
    });
    expect(body?.shipping_address).not.toHaveProperty('companyName', '');
    expect(open).toHaveBeenCalledWith({
      orderId: 'order_Abc123',
      amount: 123_456,
      currency: 'INR',
      keyId: 'rzp_test_key',
      scriptUrl: 'http://localhost:4000/sandbox/checkout.js',
      prefill: { name: 'Asha Verma', email: 'asha@example.in', contact: '9876543210' },
      description: 'Order from Acme',
    });
    expect(verify).toHaveBeenCalledWith({
      razorpay_order_id: 'order_Abc123',
      razorpay_payment_id: 'pay_Xyz789',
      razorpay_signature: 'sig',
    });
    expect(notifications).toEqual([
      { kind: 'success', message: 'Payment successful!', key: 'payment' },
    ]);
    expect(onPaid).toHaveBeenCalledWith({ orderId: 'order_Abc123', paymentId: 'pay_Xyz789' });
    expect(checkout.state.value).toMatchObject({
      step: 3,
      status: 'paid',
      orderId: 'order_Abc123',
      paymentId: 'pay_Xyz789',
      error: null,
    });
  });

  it('sends a unique receipt per order', async () => {
    const { checkout, createOrder } = setup();
    await checkout.pay();
    await checkout.pay();
    const receipts = createOrder.mock.calls.map(([body]) => body.receipt);
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).not.toBe(receipts[1]);
  });

  it('uses the billing address and payer when it differs, and no coupon when none', async () => {
    const { checkout, createOrder, open } = setup({ getCouponCode: undefined });
    checkout.setSameAsShipping(false);
    for (const [field, value] of Object.entries({
      ...shipping,
      firstName: 'Ravi',
      phone: '8123456789',
    })) {
      checkout.setField('billing', field as keyof AddressForm, value);
    }
    await checkout.pay();
    const body = createOrder.mock.calls[0]?.[0];
    expect(body?.billing_address).toEqual({
      ...shippingAddress,
      firstName: 'Ravi',
      phone: '8123456789',
    });
    expect(body?.shipping_address).toEqual(shippingAddress);
    expect(body).not.toHaveProperty('coupon_code');
    expect(open.mock.calls[0]?.[0].prefill).toEqual({
      name: 'Ravi Verma',
      email: 'asha@example.in',
      contact: '8123456789',
    });
  });

  it.each([
    [19.99, 1999],
    [4.35, 435],
  ])('gives the dialog Math.round(₹%s × 100) = %i paise', async (rupees, paise) => {
    const { checkout, open } = setup({ getAmount: () => paise }, { ...ORDER, amount: rupees });
    await checkout.pay();
    expect(open.mock.calls[0]?.[0].amount).toBe(paise);
  });

  it('falls back to the sent amount and currency when the answer has none', async () => {
    const { checkout, open } = setup({}, { success: true, order_id: 'order_1' });
    await checkout.pay();
    expect(open.mock.calls[0]?.[0]).toMatchObject({
      orderId: 'order_1',
      amount: 123_500,
      currency: 'INR',
      keyId: undefined,
      scriptUrl: undefined,
    });
  });

  it('shows the in-flight statuses', async () => {
    let finish: (result: PaymentResult) => void = () => {};
    const { checkout } = setup({
      provider: { open: () => new Promise((resolve) => (finish = resolve)) },
    });
    const outcome = checkout.pay();
    expect(checkout.state.value.status).toBe('creating-order');
    await vi.waitFor(() => expect(checkout.state.value.status).toBe('awaiting-payment'));
    checkout.setField('shipping', 'city', 'Pune');
    expect(checkout.state.value.shipping.city).toBe('Gurugram');
    finish(SUCCESS);
    await expect(outcome).resolves.toMatchObject({ status: 'paid' });
  });

  it('creates one order on a double click', async () => {
    const { checkout, createOrder } = setup();
    const first = checkout.pay();
    const second = checkout.pay();
    expect(second).toBe(first);
    await first;
    expect(createOrder).toHaveBeenCalledTimes(1);
    const third = checkout.pay();
    expect(third).not.toBe(first);
    await third;
    expect(createOrder).toHaveBeenCalledTimes(2);
  });

  it('returns invalid and moves to the first failing step without creating an order', async () => {
    const { checkout, createOrder, notifications } = setup();
    checkout.setField('shipping', 'pincode', '12');
    checkout.setSameAsShipping(false);
    await expect(checkout.pay()).resolves.toEqual({ status: 'invalid', step: 1 });
    expect(checkout.state.value.errors.shipping).toEqual({ pincode: 'Pincode must be 6 digits' });
    checkout.setField('shipping', 'pincode', '122003');
    await expect(checkout.pay()).resolves.toEqual({ status: 'invalid', step: 2 });
    expect(checkout.state.value.errors.billing.firstName).toBe('Billing first name is required');
    expect(createOrder).not.toHaveBeenCalled();
    expect(notifications).toEqual([]);
  });

  it('survives an onPaid that throws', async () => {
    const { checkout } = setup({
      onPaid: () => {
        throw new Error('cart clear failed');
      },
    });
    await expect(checkout.pay()).resolves.toMatchObject({ status: 'paid' });
  });

  it('is cancelled when the dialog is closed', async () => {
    const { checkout, open, verify, onPaid, notifications } = setup();
    open.mockResolvedValueOnce({ status: 'dismissed' });
    await expect(checkout.pay()).resolves.toEqual({ status: 'cancelled' });
    expect(notifications).toEqual([
      { kind: 'info', message: 'Payment cancelled by user', key: 'payment' },
    ]);
    expect(verify).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
    expect(checkout.state.value.status).toBe('cancelled');
  });
});

describe('createCheckout: failures', () => {
  const failed = (stage: string, message: string) => ({ status: 'failed', stage, message });

  it.each([
    [
      'an amount that rounds to 0',
      { getAmount: () => 49 },
      'Payment amount must be greater than 0',
    ],
    ['a negative amount', { getAmount: () => -100 }, 'Payment amount must be greater than 0'],
    ['a NaN amount', { getAmount: () => Number.NaN }, 'Payment amount must be greater than 0'],
    ['an unknown currency', { currency: 'GBP' as 'INR' }, 'Currency must be one of INR, USD, EUR'],
    [
      'a throwing getAmount',
      {
        getAmount: () => {
          throw new Error('boom');
        },
      },
      'Payment initialization failed',
    ],
  ])('fails to start with %s', async (_, overrides, message) => {
    const { checkout, createOrder, notifications } = setup(overrides);
    await expect(checkout.pay()).resolves.toEqual(failed('init', message));
    expect(createOrder).not.toHaveBeenCalled();
    expect(notifications).toEqual([{ kind: 'error', message, key: 'payment' }]);
    expect(checkout.state.value).toMatchObject({
      status: 'failed',
      failureStage: 'init',
      error: message,
    });
  });

  it.each([
    [
      'an API error with the server message',
      new ApiError(
        'Network Error: API Error: 400 - …',
        400,
        { meta: { status: false, message: 'Cart is empty' } },
        'Bad Request',
      ),
      'Failed to create order: Cart is empty',
    ],
    [
      'a network error',
      new NetworkError('Network Error: Failed to fetch'),
      'Cannot reach the shop. Check your connection and try again.',
    ],
    ['a non-Error rejection', 'nope', 'Failed to create order'],
    [
      'a malformed answer',
      new ResponseValidationError(
        'Invalid response format from server',
        'orders/create-razorpay-order',
        [],
        {},
      ),
      'Invalid order response from server',
    ],
  ])('fails to create the order on %s', async (_, error, message) => {
    const { checkout, createOrder, open } = setup();
    createOrder.mockRejectedValueOnce(error);
    await expect(checkout.pay()).resolves.toEqual(failed('init', message));
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    [{ success: false, message: 'Amount mismatch' }, 'Failed to create order: Amount mismatch'],
    [{ success: false }, 'Failed to create order'],
    [{ success: true }, 'Invalid order response from server'],
    [{ ...ORDER, order_id: 'pay_123' }, 'Invalid order response from server'],
    [{ ...ORDER, order_id: '' }, 'Invalid order response from server'],
    [{ ...ORDER, amount: 0 }, 'Invalid order response from server'],
    [{ ...ORDER, currency: 'GBP' }, 'Invalid order response from server'],
  ])('rejects the answer %j', async (order, message) => {
    const { checkout, open } = setup({}, order);
    await expect(checkout.pay()).resolves.toEqual(failed('init', message));
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the provider error when the dialog cannot open', async () => {
    const { checkout, open } = setup();
    open.mockRejectedValueOnce(new PaymentProviderError('Razorpay SDK failed to load'));
    await expect(checkout.pay()).resolves.toEqual(failed('init', 'Razorpay SDK failed to load'));
    open.mockRejectedValueOnce(new TypeError('x is not a function'));
    await expect(checkout.pay()).resolves.toEqual(failed('init', 'Payment initialization failed'));
  });

  it('fails at stage payment when the provider reports a failed payment', async () => {
    const { checkout, open, verify, notifications } = setup();
    open.mockResolvedValueOnce({
      status: 'failed',
      code: 'BAD_REQUEST_ERROR',
      description: 'Card declined',
    });
    await expect(checkout.pay()).resolves.toEqual(
      failed('payment', 'Payment failed: Card declined'),
    );
    open.mockResolvedValueOnce({ status: 'failed' });
    await expect(checkout.pay()).resolves.toEqual(failed('payment', 'Payment failed'));
    expect(verify).not.toHaveBeenCalled();
    expect(notifications.map((n) => n.kind)).toEqual(['error', 'error']);
  });

  it('fails at stage payment on an unknown provider result', async () => {
    const { checkout, open, verify } = setup();
    open.mockResolvedValueOnce({ status: 'pending' } as unknown as PaymentResult);
    await expect(checkout.pay()).resolves.toEqual(failed('payment', 'Payment failed'));
    expect(verify).not.toHaveBeenCalled();
  });

  it.each([
    ['success false', async () => ({ success: false, message: 'Signature mismatch' })],
    [
      'an error',
      async () => {
        throw new ApiError('Network Error: API Error: 500 - x', 500, null, 'Server Error');
      },
    ],
  ])('fails at stage verify on %s', async (_, verifyImpl) => {
    const { checkout, verify, onPaid, notifications } = setup();
    verify.mockImplementationOnce(verifyImpl);
    await expect(checkout.pay()).resolves.toEqual(failed('verify', 'Payment validation failed'));
    expect(onPaid).not.toHaveBeenCalled();
    expect(notifications).toEqual([
      { kind: 'error', message: 'Payment validation failed', key: 'payment' },
    ]);
    expect(checkout.state.value).toMatchObject({
      status: 'failed',
      failureStage: 'verify',
      paymentId: 'pay_Xyz789',
    });
  });

  it('sends the verification again when it got no answer, and pays once it arrives', async () => {
    const { checkout, verify, onPaid } = setup();
    verify
      .mockRejectedValueOnce(new NetworkError('Network Error: fetch failed'))
      .mockRejectedValueOnce(new NetworkError('Network Error: connection reset'));
    await expect(checkout.pay()).resolves.toEqual({
      status: 'paid',
      orderId: 'order_Abc123',
      paymentId: 'pay_Xyz789',
    });
    expect(verify).toHaveBeenCalledTimes(3);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('gives up verifying after 3 requests without an answer', async () => {
    const { checkout, verify } = setup();
    verify.mockRejectedValue(new NetworkError('Network Error: fetch failed'));
    await expect(checkout.pay()).resolves.toEqual(failed('verify', 'Payment validation failed'));
    expect(verify).toHaveBeenCalledTimes(3);
  });

  it('uses overridden messages for payment errors', async () => {
    const { checkout, verify } = setup({
      messages: { 'payment.validationFailed': 'Verification failed' },
    });
    verify.mockResolvedValueOnce({ success: false });
    await expect(checkout.pay()).resolves.toEqual(failed('verify', 'Verification failed'));
  });
});

describe('createCheckout with the Razorpay provider', () => {
  function razorpay(behaviour: (options: RazorpayOptions) => void): RazorpayConstructor {
    return class {
      constructor(readonly options: RazorpayOptions) {}
      on() {}
      open() {
        behaviour(this.options);
      }
    };
  }

  it('pays end to end with the sandbox script and key from the order answer', async () => {
    const loadScript = vi.fn(async () => {});
    let loaded: RazorpayConstructor | undefined;
    let seen: RazorpayOptions | undefined;
    loadScript.mockImplementation(async () => {
      loaded = razorpay((options) => {
        seen = options;
        options.handler({
          razorpay_order_id: options.order_id,
          razorpay_payment_id: 'pay_1',
          razorpay_signature: 'sig',
        });
      });
    });
    const { checkout } = setup({
      provider: createRazorpayProvider({ loadScript, getRazorpay: () => loaded }),
    });
    await expect(checkout.pay()).resolves.toEqual({
      status: 'paid',
      orderId: 'order_Abc123',
      paymentId: 'pay_1',
    });
    expect(loadScript).toHaveBeenCalledWith('http://localhost:4000/sandbox/checkout.js');
    expect(seen).toMatchObject({ key: 'rzp_test_key', amount: 123_456, currency: 'INR' });
  });

  it.each([
    [
      'the script fails to load',
      () => Promise.reject(new Error('404')),
      'Razorpay SDK failed to load',
    ],
    ['the script defines no Razorpay', () => Promise.resolve(), 'Razorpay is not available'],
  ])('fails at init when %s', async (_, loadScript, message) => {
    const { checkout } = setup({
      provider: createRazorpayProvider({ loadScript, getRazorpay: () => undefined }),
    });
    await expect(checkout.pay()).resolves.toEqual({ status: 'failed', stage: 'init', message });
  });
});
