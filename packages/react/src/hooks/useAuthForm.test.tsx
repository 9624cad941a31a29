import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthForm } from './useAuthForm';

describe('useAuthForm', () => {
  it('creates an account on the real server, switches to sign-in with the login, and signs in', async () => {
    const storefront = shop();
    const onModeChange = vi.fn();
    const email = `form-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
    const { result } = renderHookWithProvider(
      () => useAuthForm({ mode: 'sign-up', switchMs: 200, onModeChange }),
      { storefront },
    );
    act(() => {
      result.current.setSignUpField('name', 'Form Shopper');
      result.current.setSignUpField('email', email);
      result.current.setSignUpField('password', 'Secret@123');
      result.current.setSignUpField('confirm_password', 'Secret@123');
    });
    const refused = await act(() => result.current.submit());
    expect(refused).toMatchObject({ status: 'invalid', firstInvalid: 'terms' });
    expect(result.current.invalidAttempts).toBe(1);
    act(() => result.current.setSignUpField('terms', true));
    expect(result.current.errors).toEqual({});

    const created = await act(() => result.current.submit());
    expect(created).toEqual({ status: 'signed-up', login: email });
    expect(result.current.notice).toEqual({
      kind: 'success',
      text: 'Account created successfully! You can now login.',
    });
    await waitFor(() => expect(result.current.mode).toBe('sign-in'));
    expect(result.current.signIn).toEqual({ login: email, password: '' });
    expect(onModeChange).toHaveBeenCalledExactlyOnceWith('sign-in', email);

    act(() => result.current.setSignInField('password', 'Wrong@123'));
    const wrong = await act(() => result.current.submit());
    expect(wrong.status).toBe('error');
    expect(result.current.notice).toMatchObject({ kind: 'error' });
    expect(storefront.session.state.value.status).not.toBe('authenticated');

    act(() => result.current.setSignInField('password', 'Secret@123'));
    const signedIn = await act(() => result.current.submit());
    expect(signedIn).toMatchObject({ status: 'signed-in', user: { email } });
    expect(storefront.session.state.value.status).toBe('authenticated');
    expect(result.current).toMatchObject({ submitting: false, notice: null });
  });

  it('follows a mode its owner changes, and its own switch is not undone by the mode it ran ahead of', async () => {
    const storefront = shop();
    let mode: 'sign-in' | 'sign-up' = 'sign-in';
    const { result, rerender } = renderHookWithProvider(
      () => useAuthForm({ mode, switchMs: 100 }),
      { storefront },
    );
    await act(() => result.current.submit());
    expect(result.current.errors).not.toEqual({});
    mode = 'sign-up';
    rerender();
    expect(result.current).toMatchObject({ mode: 'sign-up', errors: {}, notice: null });

    // The owner leaves its mode at 'sign-up' while the form switches by itself after creating
    // the account: a render meanwhile must not take the form back.
    const email = `switch-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
    act(() => {
      result.current.setSignUpField('name', 'Switch Shopper');
      result.current.setSignUpField('email', email);
      result.current.setSignUpField('password', 'Secret@123');
      result.current.setSignUpField('confirm_password', 'Secret@123');
      result.current.setSignUpField('terms', true);
    });
    await act(() => result.current.submit());
    await waitFor(() => expect(result.current.mode).toBe('sign-in'));
    mode = 'sign-up';
    rerender();
    expect(result.current.mode).toBe('sign-in');
    expect(result.current.notice?.kind).toBe('success');
    mode = 'sign-in';
    rerender();
    expect(result.current).toMatchObject({ mode: 'sign-in', signIn: { login: email } });
    expect(result.current.notice?.kind).toBe('success');
  });
});
