import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './validateChangePassword';

const form = (change: Partial<Parameters<typeof validateChangePassword>[0]> = {}) => ({
  current_password: 'Old@123',
  password: 'New@1234',
  confirm_password: 'New@1234',
  ...change,
});

describe('validateChangePassword', () => {
  it('accepts the current password and a confirmed new one of at least 6 characters', () => {
    expect(validateChangePassword(form())).toEqual({});
    expect(
      validateChangePassword(form({ password: 'abcdef', confirm_password: 'abcdef' })),
    ).toEqual({});
  });

  it('reports each rule on its field', () => {
    expect(
      validateChangePassword({ current_password: '', password: '', confirm_password: 'x' }),
    ).toEqual({
      current_password: 'Current password is required',
      password: 'Password is required',
      confirm_password: 'Passwords do not match',
    });
    expect(validateChangePassword(form({ password: 'abcde', confirm_password: 'abcde' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(
      validateChangePassword(form({ password: 'Old@123', confirm_password: 'Old@123' })),
    ).toEqual({
      password: 'New password must be different from the current password',
    });
  });

  it('does not trim passwords: spaces are characters', () => {
    expect(
      validateChangePassword(form({ password: '      ', confirm_password: '      ' })),
    ).toEqual({});
  });

  it('uses overridden messages', () => {
    expect(
      validateChangePassword(form({ current_password: '' }), {
        messages: { 'auth.currentPasswordRequired': 'Purana password?' },
      }),
    ).toEqual({ current_password: 'Purana password?' });
  });
});
