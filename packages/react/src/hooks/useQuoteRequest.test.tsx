import { type Product, QUOTE_CLOSE_MS, type Storefront } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import {
  disposeAfterTest,
  makeStorefront,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useQuoteRequest } from './useQuoteRequest';

let guest: Storefront;
let product: Product;

beforeAll(async () => {
  guest = makeStorefront();
  const [first] = (await guest.client.catalog.products({ per_page: 1 })).data;
  expect(first).toBeDefined();
  product = first as Product;
});
afterAll(() => guest.dispose());

const quoteProduct = () => ({ id: product.id, name: product.product_name, brand: 'Omron' });

describe('useQuoteRequest', () => {
  it('validates, submits as a visitor, shows the success summary, then closes after 3 s', async () => {
    const { result } = renderHookWithProvider(() => useQuoteRequest(quoteProduct()), {
      storefront: guest,
    });
    expect(result.current).toMatchObject({ status: 'closed', isOpen: false });
    act(() => result.current.open());
    expect(result.current).toMatchObject({ status: 'open', isOpen: true, product: quoteProduct() });
    act(() => result.current.setField('quantity', '0'));
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      quantity: 'Quantity must be at least 1',
    });
    act(() => {
      result.current.setField('name', 'Asha Verma');
      result.current.setField('email', 'asha@example.in');
      result.current.setField('phone', '+91 98765 43210');
      result.current.setField('quantity', '4');
      result.current.setField('message', 'Need four with cables');
    });
    expect(result.current.errors).toEqual({});
    await act(async () => {
      await expect(result.current.submit()).resolves.toMatchObject({ status: 'success' });
    });
    expect(result.current).toMatchObject({
      status: 'success',
      message: 'Quote request submitted successfully! Our team will contact you soon.',
      quote: { customer_name: 'Asha Verma', quantity: 4, product_id: product.id },
    });
    await waitFor(() => expect(result.current.status).toBe('closed'), {
      timeout: QUOTE_CLOSE_MS + 2000,
    });
    expect(result.current.values.name).toBe('');
  });

  it("shows the server's message under the form for an unknown product", async () => {
    const { result } = renderHookWithProvider(() => useQuoteRequest(), { storefront: guest });
    act(() => result.current.open({ id: 'prd_does_not_exist' }));
    act(() => {
      result.current.setField('name', 'Asha Verma');
      result.current.setField('email', 'asha@example.in');
      result.current.setField('phone', '9876543210');
    });
    await act(() => result.current.submit());
    expect(result.current).toMatchObject({ status: 'error', error: 'Product not found' });
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
  });

  it("fills the form with the signed-in customer's details", async () => {
    const storefront = disposeAfterTest(makeStorefront());
    const { email, mobile } = await signUpFreshCustomer(storefront, 'Quote Tester');
    const { result } = renderHookWithProvider(() => useQuoteRequest(quoteProduct()), {
      storefront,
    });
    act(() => result.current.open(undefined, { company: 'Acme Automation' }));
    expect(result.current.values).toMatchObject({
      name: 'Quote Tester',
      email,
      phone: mobile,
      company: 'Acme Automation',
    });
  });
});
