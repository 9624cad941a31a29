import { describe, expect, it } from 'vitest';
import { validateForgotPassword } from './validateForgotPassword';

describe('validateForgotPassword', () => {
  it('requires the login (e-mail or mobile number)', () => {
    expect(validateForgotPassword({ login: 'a@b.in' })).toEqual({});
    expect(validateForgotPassword({ login: '9876543210' })).toEqual({});
    expect(validateForgotPassword({ login: '  ' })).toEqual({
      login: 'Email or mobile number is required',
    });
  });
});
