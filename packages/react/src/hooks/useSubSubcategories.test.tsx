import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useSubSubcategories } from './useSubSubcategories';

describe('useSubSubcategories', () => {
  it('loads every sub-subcategory, or those of one subcategory', async () => {
    const storefront = shop();
    const all = renderHookWithProvider(() => useSubSubcategories(), { storefront });
    await waitFor(() => expect(all.result.current.status).toBe('success'));
    const first = all.result.current.data?.[0];
    const parent = first?.product_sub_category_id;
    const subcategoryId = typeof parent === 'object' ? parent?._id : parent;
    if (!subcategoryId) throw new Error('A sub-subcategory without its subcategory');

    const some = renderHookWithProvider(() => useSubSubcategories(subcategoryId), { storefront });
    await waitFor(() => expect(some.result.current.status).toBe('success'));
    const own = some.result.current.data ?? [];
    expect(own.map((s) => s.id)).toContain(first?.id);
    expect(own.length).toBeLessThan(all.result.current.data?.length ?? 0);
  });

  it('reports a malformed answer', async () => {
    const { result } = renderHookWithProvider(() => useSubSubcategories(), {
      storefront: shop({ fetch: answering(200, { meta: { status: true }, data: 'nope' }) }),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.kind).toBe('invalid-response');
  });
});
