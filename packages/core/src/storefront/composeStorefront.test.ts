import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../test/helpers/fakeCartApi';
import { catalogApi } from '../api/catalogApi';
import { composeStorefront, extendStorefront, type StorefrontFeature } from './composeStorefront';
import type { Storefront, StorefrontOptions } from './createStorefront';
import { authFeature } from './features/authFeature';
import { cartFeature } from './features/cartFeature';
import { couponFeature } from './features/couponFeature';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const ok = (data: unknown) => ({ meta: { status: true, message: 'OK' }, data });

/** The API as far as these tests go: sign-in, the cart (with its merge) and the search. */
function fakeApi() {
  const requests: string[] = [];
  let serverCart: { id: string; quantity: number; name: string; price: number }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace('/api/v1/', '');
    requests.push(path);
    const body = request.method === 'POST' ? await request.json().catch(() => ({})) : {};
    const answer = (data: unknown) => Response.json(ok(data));
    if (path === 'auth/customer/signin_password')
      return answer({ token, user: { id: 'u1', name: 'Asha Verma' } });
    if (path === 'user-cart/get-cart') return answer({ items: serverCart });
    if (path === 'user-cart/sync') {
      const lines = (body as { items: { id: string; quantity: number }[] }).items;
      serverCart = lines.map((line) => ({ ...line, name: line.id, price: 100 }));
      return answer({ items: serverCart });
    }
    if (path === 'products/search-autocomplete') return answer([]);
    return Response.json({ meta: { status: false, message: 'Not found' } }, { status: 404 });
  });
  return { fetch, requests };
}

let shops: Storefront[] = [];
afterEach(() => {
  for (const shop of shops) shop.dispose();
  shops = [];
  vi.restoreAllMocks();
});

function compose(features: StorefrontFeature[], options: Partial<StorefrontOptions> = {}) {
  const api = fakeApi();
  const shop = composeStorefront(
    {
      baseUrl: 'https://shop.example.in/api/v1',
      storage: createMemoryStorage(),
      crossTab: false,
      retry: 0,
      guestCart: 'local',
      fetch: api.fetch as typeof globalThis.fetch,
      ...options,
    },
    features,
  );
  shops.push(shop);
  return { shop, requests: api.requests };
}

const catalogFeature: StorefrontFeature = { api: { catalog: catalogApi } };

describe('composeStorefront', () => {
  it('has the session, toasts and client transport, and only the features it was given', async () => {
    const { shop, requests } = compose([catalogFeature]);
    expect(shop.session.isLoggedIn()).toBe(false);
    expect(shop.notifications.toasts.value).toEqual([]);
    expect(shop.assetUrl('/media/p1.svg')).toBe('https://shop.example.in/media/p1.svg');
    await shop.client.catalog.search({ search: 'relay' });
    expect(requests).toEqual(['products/search-autocomplete']);
    expect(() => shop.client.cart).toThrow(
      '[storefront-kit] client.cart is not part of this storefront: compose it with the feature that provides it (createStorefront has them all).',
    );
    expect(() => shop.cart).toThrow(
      '[storefront-kit] storefront.cart is not part of this storefront',
    );
    expect(() => shop.wishlist).toThrow('storefront.wishlist is not part of this storefront');
  });

  it('extendStorefront adds features to the same storefront; each service is created once, on first use', async () => {
    const { shop, requests } = compose([]);
    extendStorefront(shop, cartFeature, couponFeature);
    extendStorefront(shop, cartFeature); // again: nothing changes
    expect(requests).toEqual([]);
    const { cart } = shop;
    expect(shop.cart).toBe(cart);
    expect(shop.client.cart).toBe(shop.client.cart);
    await cart.add({ id: 'relay', price: 185000 }, 2);
    expect(shop.coupon.status.value).toBe('idle');
    expect(cart.state.value.items.map((item) => [item.id, item.quantity])).toEqual([['relay', 2]]);
  });

  it('signs in without a cart on the page; the cart created later merges the guest cart', async () => {
    const storage = createMemoryStorage();
    const guest = compose([cartFeature], { storage });
    await guest.shop.cart.add({ id: 'relay', price: 185000 }, 2);
    guest.shop.dispose();
    // Another page: only a sign-in widget at first.
    const { shop, requests } = compose([authFeature], { storage });
    await expect(
      shop.signIn({ login: 'asha@example.in', password: 'secret1' }),
    ).resolves.toMatchObject({ status: 'success' });
    expect(requests).toEqual(['auth/customer/signin_password']);
    expect(shop.notifications.toasts.value.map((toast) => toast.message)).toContain(
      'Welcome back, Asha Verma! Cart synced successfully. Redirecting...',
    );
    extendStorefront(shop, cartFeature);
    await vi.waitFor(() => expect(shop.cart.state.value.source).toBe('server'));
    expect(requests).toContain('user-cart/sync');
    expect(shop.cart.state.value.items.map((item) => [item.id, item.quantity])).toEqual([
      ['relay', 2],
    ]);
  });

  it('merges the local cart at sign-in when the page has a cart', async () => {
    const { shop, requests } = compose([authFeature, cartFeature]);
    await shop.cart.add({ id: 'relay', price: 185000 }, 1);
    await shop.signIn({ login: 'asha@example.in', password: 'secret1' });
    expect(requests).toEqual(['auth/customer/signin_password', 'user-cart/sync']);
    expect(shop.cart.state.value.source).toBe('server');
  });

  it('disposes the services it created', () => {
    const { shop } = compose([cartFeature, couponFeature]);
    const dispose = vi.spyOn(shop.cart, 'dispose');
    shop.dispose();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('extendStorefront leaves a storefront it cannot extend as it is', () => {
    const foreign = { session: {} } as unknown as Storefront;
    expect(() => extendStorefront(foreign, cartFeature)).not.toThrow();
    expect(Object.keys(foreign)).toEqual(['session']);
  });
});
