import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useSubcategories } from './useSubcategories';

describe('useSubcategories', () => {
  it('loads every subcategory, or those of one category', async () => {
    const storefront = shop();
    const all = renderHookWithProvider(() => useSubcategories(), { storefront });
    await waitFor(() => expect(all.result.current.status).toBe('success'));
    const first = all.result.current.data?.[0];
    const parent = first?.product_category_id;
    const categoryId = typeof parent === 'object' ? parent?._id : parent;
    if (!categoryId) throw new Error('A subcategory without its category');

    const some = renderHookWithProvider(() => useSubcategories(categoryId), { storefront });
    await waitFor(() => expect(some.result.current.status).toBe('success'));
    const own = some.result.current.data ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.result.current.data?.length ?? 0);
    expect(own.map((s) => s.id)).toContain(first?.id);
  });

  it('reports a failure', async () => {
    const { result } = renderHookWithProvider(() => useSubcategories(), {
      storefront: shop({ fetch: answering(500, { meta: { status: false, message: 'x' } }) }),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.kind).toBe('server');
  });
});
