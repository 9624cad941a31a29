import { describe, expect, it } from 'vitest';
import { clearFieldError } from './clearFieldError';
import { type QuoteFormValues, validateQuote } from './validateQuote';

const valid: QuoteFormValues = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  quantity: 5,
};

describe('validateQuote', () => {
  it('accepts a complete form; company and message are optional', () => {
    expect(validateQuote(valid)).toEqual({});
    expect(validateQuote({ ...valid, company: '', message: '' })).toEqual({});
  });

  it('requires name, e-mail, phone and a quantity', () => {
    expect(validateQuote({ name: '', email: '', phone: ' ', quantity: '' })).toEqual({
      name: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      quantity: 'Quantity must be at least 1',
    });
  });

  it('checks the e-mail and phone formats', () => {
    expect(validateQuote({ ...valid, email: 'asha.example.in', phone: '0123 456' })).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it.each([0, -1, 1.5, Number.NaN, '0', 'abc'])('rejects quantity %s', (quantity) => {
    expect(validateQuote({ ...valid, quantity })).toEqual({
      quantity: 'Quantity must be at least 1',
    });
  });

  it.each([1, '1', ' 12 ', 999])('accepts quantity %s', (quantity) => {
    expect(validateQuote({ ...valid, quantity })).toEqual({});
  });
});

describe('clearFieldError', () => {
  it('removes the edited field only', () => {
    const errors = validateQuote({ ...valid, name: '', email: '' });
    expect(clearFieldError(errors, 'name')).toEqual({ email: 'Email is required' });
    expect(errors).toEqual({ name: 'Full name is required', email: 'Email is required' });
  });

  it('returns the same object when the field had no error', () => {
    const errors = { email: 'Email is required' };
    expect(clearFieldError<'email' | 'name'>(errors, 'name')).toBe(errors);
  });
});
