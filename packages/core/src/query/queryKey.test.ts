import { describe, expect, it } from 'vitest';
import { hashQueryKey, matchesQueryKey } from './queryKey';

describe('hashQueryKey', () => {
  it('ignores object member order and undefined members', () => {
    expect(hashQueryKey(['orders', { page_no: 1, search: undefined, per_page: 20 }])).toBe(
      hashQueryKey(['orders', { per_page: 20, page_no: 1 }]),
    );
  });

  it('tells different keys apart', () => {
    expect(hashQueryKey(['product', '1'])).not.toBe(hashQueryKey(['product', 1]));
    expect(hashQueryKey(['a', { b: [1, 2] }])).not.toBe(hashQueryKey(['a', { b: [2, 1] }]));
    expect(hashQueryKey(['a', null])).not.toBe(hashQueryKey(['a']));
  });
});

describe('matchesQueryKey', () => {
  it('matches by prefix, part by part', () => {
    const key = ['orders', 'list', { page_no: 2, search: 'relay' }] as const;
    expect(matchesQueryKey(key, [])).toBe(true);
    expect(matchesQueryKey(key, ['orders'])).toBe(true);
    expect(matchesQueryKey(key, ['orders', 'list', { search: 'relay', page_no: 2 }])).toBe(true);
    expect(matchesQueryKey(key, ['orders', 'detail'])).toBe(false);
    expect(matchesQueryKey(key, ['order'])).toBe(false);
    expect(matchesQueryKey(['orders'], ['orders', 'list'])).toBe(false);
  });
});
