import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getSignInRequest,
  registerSignInHost,
  requestSignIn,
  settleSignInRequest,
  subscribeSignInRequest,
} from './signInRequest';

const hosts: { unregister(): void }[] = [];
const host = () => {
  const registered = registerSignInHost();
  hosts.push(registered);
  return registered;
};

afterEach(() => {
  settleSignInRequest(false);
  for (const registered of hosts.splice(0)) registered.unregister();
});

/** Whether a promise has settled, without waiting for it. */
async function settled<T>(promise: Promise<T>): Promise<{ done: boolean; value?: T }> {
  const marker = Symbol('pending');
  const value = await Promise.race([promise, Promise.resolve(marker)]);
  return value === marker ? { done: false } : { done: true, value: value as T };
}

describe('requestSignIn', () => {
  it('resolves false at once, with a dev warning, when no widget can show the modal', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(requestSignIn()).resolves.toBe(false);
    expect(getSignInRequest().status).toBe('closed');
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^\[storefront-kit\] requestSignIn\(\) found no widget/,
    );
    warn.mockRestore();
  });

  it('opens the one modal for every caller and resolves them all with the outcome', async () => {
    const first = host();
    host();
    const changes = vi.fn();
    const stop = subscribeSignInRequest(changes);
    const a = requestSignIn({ mode: 'sign-up' });
    const b = requestSignIn();
    expect(getSignInRequest()).toEqual({ status: 'open', mode: 'sign-up', host: first.id });
    expect(changes).toHaveBeenCalledTimes(1);
    await expect(settled(a)).resolves.toEqual({ done: false });
    settleSignInRequest(true);
    await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
    expect(getSignInRequest().status).toBe('closed');
    // A dismissal resolves the next request with false.
    const c = requestSignIn();
    expect(getSignInRequest().mode).toBe('sign-in');
    settleSignInRequest(false);
    await expect(c).resolves.toBe(false);
    stop();
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('hands the modal to the next host when the rendering one unmounts, and ends with the last', async () => {
    const first = host();
    const second = host();
    const pending = requestSignIn();
    first.unregister();
    expect(getSignInRequest()).toMatchObject({ status: 'open', host: second.id });
    await expect(settled(pending)).resolves.toEqual({ done: false });
    second.unregister();
    expect(getSignInRequest()).toEqual({ status: 'closed', mode: 'sign-in', host: null });
    await expect(pending).resolves.toBe(false);
    second.unregister(); // twice is harmless
  });

  it('is one per page: a second copy of the module shares the same request', async () => {
    vi.resetModules();
    const copy = await import('./signInRequest');
    expect(copy.requestSignIn).not.toBe(requestSignIn);
    const registered = copy.registerSignInHost();
    hosts.push(registered);
    const pending = requestSignIn();
    expect(copy.getSignInRequest()).toMatchObject({ status: 'open', host: registered.id });
    copy.settleSignInRequest(true);
    await expect(pending).resolves.toBe(true);
  });
});
