import { describe, expect, it } from 'vitest';
import { matchesQueryKey } from './queryKey';
import { queryKeys } from './queryKeys';

describe('queryKeys', () => {
  it('puts every key under its group, so a group is invalidated at once', () => {
    expect(matchesQueryKey(queryKeys.order('o1'), queryKeys.orders)).toBe(true);
    expect(matchesQueryKey(queryKeys.orderList({ page_no: 2 }), queryKeys.orders)).toBe(true);
    expect(matchesQueryKey(queryKeys.dashboardStats, queryKeys.dashboard)).toBe(true);
    expect(matchesQueryKey(queryKeys.rewardTransactions(), queryKeys.rewards)).toBe(true);
    expect(matchesQueryKey(queryKeys.brands({ per_page: 8 }), queryKeys.catalog)).toBe(true);
    expect(matchesQueryKey(queryKeys.news(), queryKeys.content)).toBe(true);
    expect(matchesQueryKey(queryKeys.reviews('p1', { page_no: 2 }), queryKeys.reviews('p1'))).toBe(
      true,
    );
  });

  it('gives different data different keys', () => {
    expect(queryKeys.product('p1')).toEqual(['product', 'p1']);
    expect(matchesQueryKey(queryKeys.relatedProducts('p1'), queryKeys.product('p1'))).toBe(false);
    expect(queryKeys.subcategories()).toEqual(['catalog', 'subcategories', null]);
    expect(queryKeys.subSubcategories('s1')).toEqual(['catalog', 'sub-subcategories', 's1']);
    expect(queryKeys.categories({ type: 'product' })).toEqual([
      'catalog',
      'categories',
      { type: 'product' },
    ]);
    expect(queryKeys.bestSellers()).toEqual(['content', 'best-sellers', {}]);
  });
});
