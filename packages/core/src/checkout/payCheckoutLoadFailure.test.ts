import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '../notifications/types';

// Pay Now's code cannot load: the payment fails to start with the spec's message.
vi.mock('./payCheckout', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const { createCheckout } = await import('./createCheckout');

describe("createCheckout when Pay Now's code cannot load", () => {
  it("fails to start with 'Payment initialization failed', creating no order", async () => {
    const notifications: Notification[] = [];
    const createOrder = vi.fn();
    const checkout = createCheckout({
      payments: { createOrder, verify: vi.fn() },
      provider: { open: vi.fn() },
      getAmount: () => 123_456,
      notify: (notification) => notifications.push(notification),
    });
    const address = {
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      address_line1: 'Plot 12, Sector 44',
      city: 'Gurugram',
      state: 'Haryana',
      pincode: '122003',
    } as const;
    for (const [field, value] of Object.entries(address)) {
      checkout.setField('shipping', field as keyof typeof address, value);
    }
    const paying = checkout.pay();
    expect(checkout.state.value.status).toBe('creating-order');
    await expect(paying).resolves.toEqual({
      status: 'failed',
      stage: 'init',
      message: 'Payment initialization failed',
    });
    expect(checkout.state.value).toMatchObject({
      status: 'failed',
      failureStage: 'init',
      error: 'Payment initialization failed',
    });
    // Under the payment toasts' key: a later payment message replaces it.
    expect(notifications).toEqual([
      { kind: 'error', message: 'Payment initialization failed', key: 'payment' },
    ]);
    expect(createOrder).not.toHaveBeenCalled();
  });
});
