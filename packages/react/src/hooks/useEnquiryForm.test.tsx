import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEnquiryForm } from './useEnquiryForm';

describe('useEnquiryForm', () => {
  it('checks the fields, sends to the real server, thanks for successMs and empties the form', async () => {
    const { result } = renderHookWithProvider(
      () => useEnquiryForm('seller', { subject: 'Become a seller', successMs: 300 }),
      { storefront: shop() },
    );
    expect(result.current).toMatchObject({ status: 'idle', message: null, errors: {} });
    const invalid = await act(() => result.current.submit());
    expect(invalid).toMatchObject({ status: 'invalid', firstInvalid: 'name' });
    expect(result.current.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    act(() => {
      result.current.setField('name', 'Asha Verma');
      result.current.setField('email', 'asha@example.in');
      result.current.setField('company', 'Verma Automation');
      result.current.setField('message', 'We stock Omron relays in Pune.');
    });
    expect(result.current.errors).toEqual({});
    const sent = await act(() => result.current.submit());
    expect(sent).toEqual({ status: 'success', id: expect.any(String) });
    expect(result.current).toMatchObject({
      status: 'success',
      message: 'Thank you! Your message has been sent. We will get back to you soon.',
      values: { name: '', email: '', company: '', message: '', subject: 'Become a seller' },
    });
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.message).toBeNull();
  });

  it("says the server's refusal and keeps the entries", async () => {
    const { result } = renderHookWithProvider(() => useEnquiryForm('contact'), {
      storefront: shop({
        fetch: async () =>
          new Response(
            JSON.stringify({
              meta: { status: false, message: 'Too many requests. Please try again in 60 s.' },
              data: null,
            }),
            { status: 429, headers: { 'content-type': 'application/json' } },
          ),
      }),
    });
    act(() => {
      result.current.setField('name', 'Asha Verma');
      result.current.setField('email', 'asha@example.in');
      result.current.setField('subject', 'Order help');
      result.current.setField('message', 'Where is my order?');
    });
    const failed = await act(() => result.current.submit());
    expect(failed).toEqual({
      status: 'error',
      message: 'Too many requests. Please try again in 60 s.',
    });
    expect(result.current).toMatchObject({
      status: 'error',
      message: 'Too many requests. Please try again in 60 s.',
      values: { name: 'Asha Verma', subject: 'Order help' },
    });
  });
});
