import { describe, expect, it } from 'vitest';
import { validateSignIn } from './validateSignIn';

describe('validateSignIn', () => {
  it('accepts a login and a password', () => {
    expect(validateSignIn({ login: '9876543210', password: 'x' })).toEqual({});
  });

  it('requires both', () => {
    expect(validateSignIn({ login: '  ', password: '' })).toEqual({
      login: 'Email or mobile number is required',
      password: 'Password is required',
    });
  });

  it('uses overridden messages', () => {
    expect(
      validateSignIn(
        { login: '', password: 'x' },
        { messages: { 'auth.loginRequired': 'Login?' } },
      ),
    ).toEqual({ login: 'Login?' });
  });
});
