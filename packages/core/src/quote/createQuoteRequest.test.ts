import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { QuotesApi } from '../api/quotesApi';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { ResponseValidationError } from '../errors/ResponseValidationError';
import type { Quote } from '../schemas/quotes';
import { createQuoteRequest } from './createQuoteRequest';

const product = { id: 'p1', name: 'Servo drive SGD7', brand: 'Yaskawa', category: 'Servo Drives' };
const stored: Quote = {
  id: 'q1',
  customer_name: 'Asha Verma',
  customer_email: 'asha@example.in',
  customer_phone: '+91 98765 43210',
  quantity: 4,
};
const apiError = (status: number, message = 'x') =>
  new ApiError(
    `Network Error: API Error: ${status} - …`,
    status,
    { meta: { status: false, message } },
    '',
  );

let create: Mock<QuotesApi['create']>;
const disposers: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  create = vi.fn();
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
});

function setup() {
  const quote = createQuoteRequest({ client: { quotes: { create } } });
  disposers.push(quote.dispose);
  return quote;
}
function filled() {
  const quote = setup();
  quote.open(product, { name: 'Asha Verma', email: 'asha@example.in' });
  quote.setField('phone', ' +91 98765 43210 ');
  quote.setField('quantity', '4');
  quote.setField('company', '  ');
  quote.setField('message', ' Need 4 with cables ');
  return quote;
}

describe('createQuoteRequest', () => {
  it("refuses an invalid form with the spec's messages and sends nothing", async () => {
    const quote = setup();
    await expect(quote.submit()).resolves.toEqual({ status: 'skipped' });
    quote.open();
    quote.setField('email', 'asha@');
    quote.setField('quantity', '0');
    await expect(quote.submit()).resolves.toEqual({
      status: 'invalid',
      errors: {
        name: 'Full name is required',
        email: 'Please enter a valid email address',
        phone: 'Phone number is required',
        quantity: 'Quantity must be at least 1',
      },
    });
    expect(create).not.toHaveBeenCalled();
    quote.setField('name', 'Asha');
    expect(quote.state.value.errors).not.toHaveProperty('name');
  });

  it('sends the request with the product, shows the summary, then closes and resets after 3 s', async () => {
    const quote = filled();
    create.mockResolvedValue({ success: true, meta: { status: true }, data: stored });
    const sending = quote.submit();
    expect(quote.state.value.status).toBe('submitting');
    await expect(quote.submit()).resolves.toEqual({ status: 'busy' });
    await expect(sending).resolves.toEqual({ status: 'success', quote: stored });
    expect(create).toHaveBeenCalledWith({
      product_id: 'p1',
      product_name: 'Servo drive SGD7',
      customer_name: 'Asha Verma',
      customer_email: 'asha@example.in',
      customer_phone: '+91 98765 43210',
      company: undefined,
      quantity: 4,
      message: 'Need 4 with cables',
      brand_name: 'Yaskawa',
      category_name: 'Servo Drives',
    });
    expect(quote.state.value).toMatchObject({
      status: 'success',
      quote: stored,
      message: 'Quote request submitted successfully! Our team will contact you soon.',
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(quote.state.value.status).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(quote.state.value).toMatchObject({ status: 'closed', values: { name: '' } });
  });

  it('counts an answer as success only when the server says so (decisions.md)', async () => {
    const quote = filled();
    create.mockResolvedValueOnce({ meta: { status: true }, data: null });
    await expect(quote.submit()).resolves.toEqual({ status: 'success', quote: null });
    quote.open(product, { name: 'A', email: 'a@b.in', phone: '9876543210' });
    create.mockResolvedValueOnce({ success: false, message: 'Product is discontinued' });
    await expect(quote.submit()).resolves.toEqual({
      status: 'error',
      message: 'Product is discontinued',
    });
    create.mockResolvedValueOnce({});
    await expect(quote.submit()).resolves.toEqual({
      status: 'error',
      message: 'Failed to submit quote request. Please try again.',
    });
  });

  it.each([
    [apiError(400, 'Full name is required'), 'Please check your information and try again.'],
    [apiError(422), 'Please check your information and try again.'],
    [apiError(500), 'Server error. Please try again later.'],
    [apiError(503), 'Server error. Please try again later.'],
    [apiError(404, 'Product not found'), 'Product not found'],
    [
      new ApiError('m', 404, 'Not Found', 'Not Found'),
      'Failed to submit quote request. Please try again.',
    ],
    [
      new NetworkError('Network Error: Failed to fetch'),
      'Cannot reach the shop. Check your connection and try again.',
    ],
    [
      new ResponseValidationError('Invalid', 'POST x', [], {}),
      'Failed to submit quote request. Please try again.',
    ],
    ['boom', 'Failed to submit quote request. Please try again.'],
  ])('maps %s to its message, and the form stays open', async (error, message) => {
    const quote = filled();
    create.mockRejectedValue(error);
    await expect(quote.submit()).resolves.toEqual({ status: 'error', message });
    expect(quote.state.value).toMatchObject({
      status: 'error',
      error: message,
      values: { quantity: '4' },
    });
  });

  it('drops the answer of a request whose modal was closed', async () => {
    const quote = filled();
    let release!: () => void;
    create.mockReturnValue(
      new Promise((resolve) => {
        release = () => resolve({ success: true, data: stored });
      }),
    );
    const sending = quote.submit();
    quote.close();
    release();
    await expect(sending).resolves.toEqual({ status: 'skipped' });
    expect(quote.state.value.status).toBe('closed');
    create.mockRejectedValue(new NetworkError('x'));
    const quote2 = filled();
    const failing = quote2.submit();
    quote2.dispose();
    await expect(failing).resolves.toEqual({ status: 'skipped' });
  });

  it('reopening during the success summary cancels the auto-close', async () => {
    const quote = filled();
    create.mockResolvedValue({ success: true, data: stored });
    await quote.submit();
    quote.open(product);
    await vi.advanceTimersByTimeAsync(5000);
    expect(quote.state.value.status).toBe('open');
  });
});
