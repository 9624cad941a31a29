import type { Storefront } from '@storefront-kit/core';
import { renderHookWithProvider, renderWithProvider } from '@storefront-kit/test-utils/react';
import {
  disposeAfterTest,
  makeStorefront,
  signUpFreshCustomer,
  type TestCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useProfile } from './useProfile';

// A 1×1 PNG: the server checks the magic bytes of an uploaded image.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);

let storefront: Storefront;
let customer: TestCustomer;

// One fresh customer for this file: other files use the same server at the same time.
beforeAll(async () => {
  storefront = makeStorefront();
  customer = await signUpFreshCustomer(storefront, 'Profile Tester');
});
afterAll(() => storefront.dispose());

function Probe() {
  const profile = useProfile();
  return <p data-state={profile.status}>{profile.profile?.email ?? 'none'}</p>;
}

describe('useProfile', () => {
  it('loads the profile and its completion, edits, cancels back to the saved values', async () => {
    const { result } = renderHookWithProvider(() => useProfile(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.profile).toMatchObject({ name: customer.name, email: customer.email });
    // name, e-mail, mobile: 3 of 11.
    expect(result.current.completion).toBe(27);
    act(() => result.current.edit());
    act(() => result.current.setField('name', 'Someone Else'));
    act(() => result.current.setField('street', 'Plot 42, Sector 18'));
    expect(result.current.completion).toBe(36);
    act(() => result.current.cancel());
    expect(result.current.mode).toBe('view');
    expect(result.current.draft).toMatchObject({ name: customer.name, street: '' });
  });

  it('refuses invalid values, then saves and shows the server message for a while', async () => {
    const { result } = renderHookWithProvider(() => useProfile(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    act(() => result.current.edit());
    act(() => result.current.setField('email', 'not-an-email'));
    act(() => result.current.setField('pincode', '12'));
    await act(async () => {
      await expect(result.current.save()).resolves.toMatchObject({ status: 'invalid' });
    });
    expect(result.current.errors).toEqual({
      email: 'Please enter a valid email address',
      pincode: 'Pincode must be 6 digits',
    });
    act(() => result.current.setField('email', customer.email));
    act(() => result.current.setField('pincode', '122018'));
    act(() => result.current.setField('city', 'Gurugram'));
    act(() => result.current.setField('gender', 'female'));
    await act(async () => {
      await expect(result.current.save()).resolves.toMatchObject({ status: 'saved' });
    });
    expect(result.current).toMatchObject({
      mode: 'view',
      saveStatus: 'saved',
      notice: 'Profile updated successfully',
    });
    expect(result.current.profile?.additional_info).toMatchObject({
      address: { city: 'Gurugram', pincode: '122018' },
      gender: 'female',
    });
    // Saved on the server: a fresh load reads it back.
    await act(() => result.current.reload());
    expect(result.current.profile?.additional_info?.address?.city).toBe('Gurugram');
  });

  it("shows the server's reason when it refuses a save, keeping the form", async () => {
    const { result } = renderHookWithProvider(() => useProfile(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    act(() => result.current.edit());
    act(() => result.current.setField('date_of_birth', '2999-01-01'));
    await act(() => result.current.save());
    expect(result.current).toMatchObject({
      mode: 'edit',
      saveStatus: 'error',
      saveError: 'Date of birth must be a real past date in the format YYYY-MM-DD',
    });
  });

  it('uploads a PNG avatar with progress and saves it; refuses a file that is not an image', async () => {
    const { result } = renderHookWithProvider(() => useProfile(), { storefront });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await act(async () => {
      await expect(result.current.uploadAvatar(text)).resolves.toEqual({
        status: 'invalid',
        message: 'Please select a valid image file (JPEG, PNG, or GIF)',
      });
    });
    expect(result.current.avatar.error).toBe(
      'Please select a valid image file (JPEG, PNG, or GIF)',
    );

    const steps = new Set<string>();
    const { result: watched } = renderHookWithProvider(
      () => {
        const profile = useProfile();
        steps.add(profile.avatar.status);
        return profile;
      },
      { storefront },
    );
    await waitFor(() => expect(watched.current.status).toBe('loaded'));
    const png = new File([PNG], 'me.png', { type: 'image/png' });
    // In a browser (jsdom here) the picture goes over XMLHttpRequest, for upload progress.
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    let outcome: Awaited<ReturnType<typeof watched.current.uploadAvatar>> | undefined;
    await act(async () => {
      outcome = await watched.current.uploadAvatar(png);
    });
    expect(outcome).toMatchObject({ status: 'done', url: expect.stringMatching(/\/uploads\//) });
    expect(open).toHaveBeenCalledWith('POST', expect.stringMatching(/\/api\/v1\/auth\/upload$/));
    open.mockRestore();
    expect(watched.current.avatar).toEqual({ status: 'done', progress: 1, error: null });
    expect(watched.current.notice).toBe('Profile picture updated successfully!');
    expect(watched.current.profile?.profile_image).toBe(outcome?.status === 'done' && outcome.url);
    expect([...steps]).toEqual(expect.arrayContaining(['uploading', 'saving', 'done']));
    const served = await fetch(watched.current.profile?.profile_image ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('works under StrictMode: the controller disposed by the first cleanup is replaced', async () => {
    const other = disposeAfterTest(makeStorefront());
    const signIn = await other.signIn({ login: customer.email, password: customer.password });
    expect(signIn.status).toBe('success');
    renderWithProvider(
      <StrictMode>
        <Probe />
      </StrictMode>,
      { storefront: other },
    );
    expect(await screen.findByText(customer.email)).toHaveAttribute('data-state', 'loaded');
    // Only a live controller (still following the session) clears at sign-out.
    // A local logout: signing out on the server would revoke the other tests' token too.
    act(() => other.session.logout());
    expect(screen.getByText('none')).toHaveAttribute('data-state', 'idle');
  });

  it('clears when the customer signs out', async () => {
    const other = disposeAfterTest(makeStorefront());
    const signIn = await other.signIn({ login: customer.email, password: customer.password });
    expect(signIn.status).toBe('success');
    const { result } = renderHookWithProvider(() => useProfile(), { storefront: other });
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    // A local logout: signing out on the server would revoke the other tests' token too.
    act(() => other.session.logout());
    expect(result.current).toMatchObject({ status: 'idle', profile: null });
  });
});
