import type { Storefront } from '@storefront-kit/core';
import { memoryStorage } from '@storefront-kit/test-utils/shop';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../hooks/useSession';
import { useStorefront } from './StorefrontContext';
import { StorefrontProvider } from './StorefrontProvider';

/** An unsigned JWT whose `exp` is an hour away (the session decodes it, it never verifies). */
function tokenValidForAnHour(): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.x`;
}

let provided: Storefront | undefined;
function Probe() {
  provided = useStorefront();
  const session = useSession();
  return <p>{session.isLoggedIn ? `Signed in as ${session.user?.name}` : 'Signed out'}</p>;
}

describe('StorefrontProvider', () => {
  it("keeps its storefront working through StrictMode's remount, and disposes it on unmount", async () => {
    const storage = memoryStorage();
    const otherTabs = new EventTarget();
    const { unmount } = render(
      <StrictMode>
        <StorefrontProvider
          options={{
            baseUrl: 'http://shop.test/api/v1',
            autoLoad: false,
            storage,
            crossTab: otherTabs,
          }}
        >
          <Probe />
        </StorefrontProvider>
      </StrictMode>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Signed out')).toBeInTheDocument();

    // Another tab signs in: the session still listens (it was not disposed by the remount).
    storage.setItem('sk:token', tokenValidForAnHour());
    storage.setItem('sk:user', JSON.stringify({ id: 'u1', name: 'Asha Verma', email: 'a@x.in' }));
    storage.setItem('sk:isAuthenticated', 'true');
    act(() => {
      otherTabs.dispatchEvent(Object.assign(new Event('storage'), { key: 'sk:isAuthenticated' }));
    });
    expect(screen.getByText('Signed in as Asha Verma')).toBeInTheDocument();

    const storefront = provided as Storefront;
    const dispose = vi.spyOn(storefront, 'dispose');
    unmount();
    expect(dispose).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('never disposes a storefront it was given', async () => {
    const storage = memoryStorage();
    const { createStorefront } = await import('@storefront-kit/core');
    const shared = createStorefront({
      baseUrl: 'http://shop.test/api/v1',
      autoLoad: false,
      storage,
      crossTab: false,
    });
    const dispose = vi.spyOn(shared, 'dispose');
    const { unmount } = render(
      <StrictMode>
        <StorefrontProvider storefront={shared}>
          <Probe />
        </StorefrontProvider>
      </StrictMode>,
    );
    expect(provided).toBe(shared);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dispose).not.toHaveBeenCalled();
    shared.dispose();
  });
});
