import type { Storefront } from '@storefront-kit/core';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStorefront, renderHookWithProvider } from '../../test/helpers/renderWithProvider';

import { useSolutions } from './useSolutions';

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

describe('useSolutions', () => {
  it('loads every solution with a title', async () => {
    const { result } = renderHookWithProvider(() => useSolutions(), { storefront: shop() });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.length).toBeGreaterThan(0);
    for (const solution of result.current.data ?? []) expect(solution.title).not.toBe('');
  });

  it('reads solution_name as the title', async () => {
    const data = [{ id: 's1', solution_name: 'Packaging Automation' }];
    const { result } = renderHookWithProvider(() => useSolutions(), {
      storefront: shop({ fetch: answering(200, { meta: { status: true }, data }) }),
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.[0]?.title).toBe('Packaging Automation');
  });
});
