import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { answering, shop } from '@storefront-kit/test-utils/shop';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useMenu } from './useMenu';

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
