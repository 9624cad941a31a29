import { describe, expect, it } from 'vitest';
import { type SignUpValues, validateSignUp } from './validateSignUp';

const valid: SignUpValues = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  mobile_number: '9876543210',
  password: 'secret1',
  confirm_password: 'secret1',
  terms: true,
};

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('accepts e-mail only or mobile only', () => {
    expect(validateSignUp({ ...valid, mobile_number: '' })).toEqual({});
    expect(validateSignUp({ ...valid, email: undefined })).toEqual({});
  });

  it('reports every missing field of an empty form', () => {
    expect(
      validateSignUp({ name: ' ', email: ' ', password: '', confirm_password: '', terms: false }),
    ).toEqual({
      name: 'Name is required',
      email: 'Email or mobile number is required',
      password: 'Password is required',
      terms: 'You must accept the terms and conditions',
    });
  });

  it('checks the e-mail and mobile formats when given', () => {
    expect(validateSignUp({ ...valid, email: 'asha@', mobile_number: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      mobile_number: 'Mobile number must be 10 digits starting with 6-9',
    });
  });

  it('requires at least 6 characters (boundary)', () => {
    expect(validateSignUp({ ...valid, password: '12345', confirm_password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(validateSignUp({ ...valid, password: '123456', confirm_password: '123456' })).toEqual(
      {},
    );
  });

  it('requires matching passwords', () => {
    expect(validateSignUp({ ...valid, confirm_password: 'secret2' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
  });

  it('uses overridden messages', () => {
    expect(
      validateSignUp(
        { ...valid, password: 'abc', confirm_password: 'abc' },
        { messages: { 'auth.passwordTooShort': 'Min {min}' } },
      ),
    ).toEqual({ password: 'Min 6' });
  });
});
