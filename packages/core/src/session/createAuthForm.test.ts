import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { SIGNUP_SWITCH_MS } from '../constants';
import type { User } from '../schemas/auth';
import type { AuthController } from './createAuthController';
import { type AuthFormOptions, createAuthForm } from './createAuthForm';

const CREATED = 'Account created successfully! You can now login.';
const asha = { _id: 'u1', name: 'Asha Verma', email: 'asha@example.in' } as unknown as User;

let signIn: Mock<AuthController['signIn']>;
let signUp: Mock<AuthController['signUp']>;
const disposers: Array<() => void> = [];

beforeEach(() => {
  vi.useFakeTimers();
  signIn = vi.fn();
  signUp = vi.fn();
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
});

function setup(options: Partial<AuthFormOptions> = {}) {
  const form = createAuthForm({ auth: { signIn, signUp }, ...options });
  disposers.push(form.dispose);
  return form;
}

function filledSignUp(options: Partial<AuthFormOptions> = {}) {
  const form = setup({ mode: 'sign-up', ...options });
  form.setSignUpField('name', ' New Shopper ');
  form.setSignUpField('email', ' new@example.in ');
  form.setSignUpField('password', 'Secret@123');
  form.setSignUpField('confirm_password', 'Secret@123');
  form.setSignUpField('terms', true);
  return form;
}

describe('createAuthForm: sign in', () => {
  it('starts on sign-in with a given login, and signs in with the trimmed login', async () => {
    signIn.mockResolvedValue({ status: 'success', user: asha });
    const form = setup({ login: 'asha@example.in ' });
    expect(form.state.value).toMatchObject({
      mode: 'sign-in',
      signIn: { login: 'asha@example.in ', password: '' },
      submitting: false,
      notice: null,
    });
    form.setSignInField('password', ' Secret@123 ');
    const pending = form.submit();
    expect(form.state.value.submitting).toBe(true);
    await expect(form.submit()).resolves.toEqual({ status: 'skipped' });
    await expect(pending).resolves.toEqual({ status: 'signed-in', user: asha });
    expect(signIn).toHaveBeenCalledExactlyOnceWith({
      login: 'asha@example.in',
      password: ' Secret@123 ',
    });
    expect(form.state.value).toMatchObject({ submitting: false, notice: null, errors: {} });
  });

  it('names the missing fields, counts the attempt, and clears a field error on edit', async () => {
    const form = setup();
    await expect(form.submit()).resolves.toEqual({
      status: 'invalid',
      firstInvalid: 'login',
      errors: { login: 'Email or mobile number is required', password: 'Password is required' },
    });
    expect(signIn).not.toHaveBeenCalled();
    expect(form.state.value.invalidAttempts).toBe(1);
    form.setSignInField('login', 'asha@example.in');
    expect(form.state.value.errors).toEqual({ password: 'Password is required' });
    await expect(form.submit()).resolves.toMatchObject({ firstInvalid: 'password' });
    expect(form.state.value.invalidAttempts).toBe(2);
  });

  it("shows the session's refusal under the form, and clears it on the next submission", async () => {
    signIn.mockResolvedValueOnce({ status: 'error', message: 'Invalid credentials' });
    const form = setup({ login: 'asha@example.in' });
    form.setSignInField('password', 'wrong');
    await expect(form.submit()).resolves.toEqual({
      status: 'error',
      message: 'Invalid credentials',
    });
    expect(form.state.value.notice).toEqual({ kind: 'error', text: 'Invalid credentials' });
    let resolve: (value: Awaited<ReturnType<AuthController['signIn']>>) => void = () => undefined;
    signIn.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    const again = form.submit();
    expect(form.state.value.notice).toBeNull();
    resolve({ status: 'success', user: asha });
    await expect(again).resolves.toMatchObject({ status: 'signed-in' });
  });

  it('tells a thrown failure rather than losing it', async () => {
    signIn.mockRejectedValueOnce(
      new Error('Cannot reach the shop. Check your connection and try again.'),
    );
    const form = setup({ login: 'asha@example.in' });
    form.setSignInField('password', 'x');
    await expect(form.submit()).resolves.toEqual({
      status: 'error',
      message: 'Cannot reach the shop. Check your connection and try again.',
    });
    expect(form.state.value).toMatchObject({ submitting: false, notice: { kind: 'error' } });
  });
});

describe('createAuthForm: create account', () => {
  it('creates the account, says so, and after 3 s shows sign-in with the login filled in', async () => {
    signUp.mockResolvedValue({ status: 'success' });
    const onModeChange = vi.fn();
    const form = filledSignUp({ onModeChange });
    await expect(form.submit()).resolves.toEqual({ status: 'signed-up', login: 'new@example.in' });
    expect(signUp).toHaveBeenCalledExactlyOnceWith({
      name: 'New Shopper',
      email: 'new@example.in',
      password: 'Secret@123',
      confirm_password: 'Secret@123',
    });
    expect(form.state.value).toMatchObject({
      mode: 'sign-up',
      notice: { kind: 'success', text: CREATED },
    });
    vi.advanceTimersByTime(SIGNUP_SWITCH_MS - 1);
    expect(form.state.value.mode).toBe('sign-up');
    vi.advanceTimersByTime(1);
    expect(form.state.value).toMatchObject({
      mode: 'sign-in',
      signIn: { login: 'new@example.in', password: '' },
      notice: { kind: 'success', text: CREATED },
    });
    expect(onModeChange).toHaveBeenCalledExactlyOnceWith('sign-in', 'new@example.in');
  });

  it('sends a mobile number alone when no e-mail is given, and fills it in as the login', async () => {
    signUp.mockResolvedValue({ status: 'success' });
    const form = filledSignUp();
    form.setSignUpField('email', '');
    form.setSignUpField('mobile_number', ' 9876543210 ');
    await expect(form.submit()).resolves.toEqual({ status: 'signed-up', login: '9876543210' });
    expect(signUp.mock.calls[0]?.[0]).toEqual({
      name: 'New Shopper',
      mobile_number: '9876543210',
      password: 'Secret@123',
      confirm_password: 'Secret@123',
    });
  });

  it('checks the sign-up rules in form order', async () => {
    const form = setup({ mode: 'sign-up' });
    form.setSignUpField('name', 'Asha');
    form.setSignUpField('password', '123');
    const result = await form.submit();
    expect(result).toMatchObject({ status: 'invalid', firstInvalid: 'email' });
    expect(Object.keys(result.status === 'invalid' ? result.errors : {}).sort()).toEqual(
      ['confirm_password', 'email', 'password', 'terms'].sort(),
    );
    expect(signUp).not.toHaveBeenCalled();
  });

  it('stays put when switched by hand before the 3 s, and clears errors and notice', async () => {
    signUp.mockResolvedValue({ status: 'success' });
    const onModeChange = vi.fn();
    const form = filledSignUp({ onModeChange });
    await form.submit();
    form.setMode('sign-up');
    expect(form.state.value).toMatchObject({ mode: 'sign-up', notice: null, errors: {} });
    vi.advanceTimersByTime(SIGNUP_SWITCH_MS);
    expect(form.state.value.mode).toBe('sign-up');
    expect(onModeChange).not.toHaveBeenCalled();
    // Each form keeps its values across a switch.
    form.setMode('sign-in');
    form.setMode('sign-up');
    expect(form.state.value.signUp.name).toBe(' New Shopper ');
  });

  it('ignores an answer that arrives after dispose, and starts no switch', async () => {
    let resolve: (value: Awaited<ReturnType<AuthController['signUp']>>) => void = () => undefined;
    signUp.mockReturnValue(new Promise((done) => (resolve = done)));
    const onModeChange = vi.fn();
    const form = filledSignUp({ onModeChange });
    const pending = form.submit();
    form.dispose();
    resolve({ status: 'success' });
    await expect(pending).resolves.toEqual({ status: 'skipped' });
    vi.advanceTimersByTime(SIGNUP_SWITCH_MS);
    expect(onModeChange).not.toHaveBeenCalled();
    expect(form.state.value.mode).toBe('sign-up');
    await expect(form.submit()).resolves.toEqual({ status: 'skipped' });
  });
});
