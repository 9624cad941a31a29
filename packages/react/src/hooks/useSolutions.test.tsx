import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useSolutions } from './useSolutions';

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
