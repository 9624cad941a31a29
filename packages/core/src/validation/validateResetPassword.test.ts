import { describe, expect, it } from 'vitest';
import { validateResetPassword } from './validateResetPassword';

describe('validateResetPassword', () => {
  it('accepts a token and a confirmed password of at least 6 characters', () => {
    expect(
      validateResetPassword({ token: 'abc', password: 'secret', confirm_password: 'secret' }),
    ).toEqual({});
  });

  it('reports each rule on its field', () => {
    expect(validateResetPassword({ token: ' ', password: '', confirm_password: '' })).toEqual({
      token: 'The password reset link is incomplete. Please request a new one.',
      password: 'Password is required',
    });
    expect(
      validateResetPassword({ token: 'abc', password: 'short', confirm_password: 'other' }),
    ).toEqual({
      password: 'Password must be at least 6 characters',
      confirm_password: 'Passwords do not match',
    });
  });
});
