import type { Storefront } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';

import { useMenu } from './useMenu';

const stores: Storefront[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});
const shop = (options: Parameters<typeof makeStorefront>[0] = {}) => {
  const storefront = makeStorefront({ autoLoad: false, ...options });
  stores.push(storefront);
  return storefront;
};
/** A fetch answering every request with `status` and `body`. */
const answering = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof globalThis.fetch;

describe('useMenu', () => {
  it('loads the menu tree: categories, subcategories, sub-subcategories', async () => {
    const { result } = renderHookWithProvider(() => useMenu(), { storefront: shop() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    const tree = result.current.data ?? [];
    expect(tree.length).toBeGreaterThan(0);
    const withChildren = tree.find((category) =>
      category.subcategories.some((sub) => sub.subsubcategories?.length),
    );
    expect(withChildren?.name).toEqual(expect.any(String));
  });

  it('an empty tree is a success with no categories', async () => {
    const { result } = renderHookWithProvider(() => useMenu(), {
      storefront: shop({ fetch: answering(200, { meta: { status: true }, data: [] }) }),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([]);
  });
});
