import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { ContentApi } from '../api/contentApi';
import { CONTACT_SUCCESS_MS } from '../constants';
import { ApiError } from '../errors/ApiError';
import { NetworkError } from '../errors/NetworkError';
import { createEnquiryForm, type EnquiryFormOptions } from './createEnquiryForm';

type Send = ContentApi['sendEnquiry'];
const SENT = 'Thank you! Your message has been sent. We will get back to you soon.';
const FAILED = 'Failed to send your message. Please try again.';
const answer = (id: string) =>
  ({ meta: { status: true, message: 'Sent' }, data: { id } }) as Awaited<ReturnType<Send>>;

let send: Mock<Send>;
const disposers: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  send = vi.fn();
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
});

function setup(options: Partial<EnquiryFormOptions> = {}) {
  const form = createEnquiryForm({
    client: { content: { sendEnquiry: send } },
    kind: 'contact',
    ...options,
  });
  disposers.push(form.dispose);
  return form;
}

function filled(options: Partial<EnquiryFormOptions> = {}) {
  const form = setup(options);
  form.setField('name', ' Asha Verma ');
  form.setField('email', 'asha@example.in');
  form.setField('subject', 'Bulk order');
  form.setField('message', ' 40 relays, please ');
  form.setField('company', '  ');
  return form;
}

describe('createEnquiryForm', () => {
  it('sends the trimmed entries once, empties the form and says thank you for 5 s', async () => {
    send.mockResolvedValue(answer('enq_1'));
    const form = filled();
    form.setField('phone', '+91 98765 43210');
    const first = form.submit();
    const second = form.submit();
    expect(second).toBe(first);
    expect(form.state.value.status).toBe('sending');
    await expect(first).resolves.toEqual({ status: 'success', id: 'enq_1' });
    expect(send).toHaveBeenCalledExactlyOnceWith(
      {
        kind: 'contact',
        name: 'Asha Verma',
        email: 'asha@example.in',
        subject: 'Bulk order',
        message: '40 relays, please',
        phone: '+91 98765 43210',
        company: undefined,
        reference: undefined,
      },
      { signal: expect.any(AbortSignal) },
    );
    expect(form.state.value).toEqual({
      values: {
        name: '',
        email: '',
        phone: '',
        company: '',
        subject: '',
        reference: '',
        message: '',
      },
      errors: {},
      status: 'success',
      message: SENT,
    });
    vi.advanceTimersByTime(CONTACT_SUCCESS_MS - 1);
    expect(form.state.value.status).toBe('success');
    vi.advanceTimersByTime(1);
    expect(form.state.value).toMatchObject({ status: 'idle', message: null });
  });

  it('keeps a fixed subject when emptied, and sends it without a field', async () => {
    send.mockResolvedValue(answer('enq_2'));
    const form = setup({ kind: 'ipr', subject: 'IPR complaint' });
    form.setField('name', 'Asha');
    form.setField('email', 'asha@example.in');
    form.setField('message', 'Copied listing');
    form.setField('reference', ' SKU-42 ');
    await form.submit();
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      kind: 'ipr',
      subject: 'IPR complaint',
      reference: 'SKU-42',
    });
    expect(form.state.value.values.subject).toBe('IPR complaint');
  });

  it('sends nothing while a field is wrong, names the first in form order, and clears a field error on edit', async () => {
    const form = setup();
    form.setField('email', 'not-an-email');
    form.setField('phone', '012345');
    const result = await form.submit();
    expect(result).toEqual({
      status: 'invalid',
      firstInvalid: 'name',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        phone: 'Please enter a valid phone number',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    expect(send).not.toHaveBeenCalled();
    expect(form.state.value).toMatchObject({ status: 'idle', message: null });
    form.setField('name', 'Asha');
    expect(form.state.value.errors.name).toBeUndefined();
    expect(form.state.value.errors.email).toBe('Please enter a valid email address');
    // Company and reference have no rule: editing them leaves the others' messages.
    form.setField('company', 'Verma & Sons');
    expect(form.state.value.errors).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const again = await form.submit();
    expect(again).toMatchObject({ status: 'invalid', firstInvalid: 'email' });
  });

  it("keeps the entries after a failure and says the server's reason, or the form's own sentence", async () => {
    send.mockRejectedValueOnce(
      new ApiError(
        'API Error: 429',
        429,
        { meta: { status: false, message: 'Too many requests. Please try again in 60 s.' } },
        '',
      ),
    );
    const form = filled();
    await expect(form.submit()).resolves.toEqual({
      status: 'error',
      message: 'Too many requests. Please try again in 60 s.',
    });
    expect(form.state.value).toMatchObject({
      status: 'error',
      message: 'Too many requests. Please try again in 60 s.',
      values: { name: ' Asha Verma ', subject: 'Bulk order' },
    });
    send.mockRejectedValueOnce(new ApiError('API Error: 500', 500, {}, ''));
    await expect(form.submit()).resolves.toEqual({ status: 'error', message: FAILED });
    // No answer at all: the spec's sentence too (spec 2 §9), the entries kept.
    send.mockRejectedValueOnce(
      new NetworkError('Network Error: Failed to fetch', {
        cause: new TypeError('Failed to fetch'),
      }),
    );
    await expect(form.submit()).resolves.toEqual({ status: 'error', message: FAILED });
    expect(form.state.value).toMatchObject({ status: 'error', message: FAILED });
    expect(form.state.value.values.message).toBe(' 40 relays, please ');
    // Then it goes through.
    send.mockResolvedValueOnce(answer('enq_3'));
    await expect(form.submit()).resolves.toEqual({ status: 'success', id: 'enq_3' });
  });

  it('ends the thank-you early on a new submission, and stops its timer on dispose', async () => {
    send.mockResolvedValue(answer('enq_4'));
    const form = filled();
    await form.submit();
    const invalid = await form.submit();
    expect(invalid.status).toBe('invalid');
    expect(form.state.value.status).toBe('idle');

    const other = filled();
    await other.submit();
    other.dispose();
    vi.advanceTimersByTime(CONTACT_SUCCESS_MS);
    expect(other.state.value.status).toBe('success');
  });

  it('drops the answer of a request in flight on dispose', async () => {
    let resolve: (value: Awaited<ReturnType<Send>>) => void = () => undefined;
    send.mockReturnValue(new Promise((done) => (resolve = done)));
    const form = filled();
    const pending = form.submit();
    form.dispose();
    expect(send.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    resolve(answer('late'));
    await pending;
    expect(form.state.value.status).toBe('sending');
    expect(form.state.value.values.name).toBe(' Asha Verma ');
  });
});
