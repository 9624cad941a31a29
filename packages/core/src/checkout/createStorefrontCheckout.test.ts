import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query/queryKeys';
import { PAID_QUERY_GROUPS } from './createStorefrontCheckout';

describe('createStorefrontCheckout', () => {
  it("forgets the key catalogue's orders, dashboard and rewards groups after a payment", () => {
    // Written out in the checkout so that its first render does not load queryKeys; the paid
    // flow itself is tested in createStorefront.test.ts.
    expect(PAID_QUERY_GROUPS).toEqual([queryKeys.orders, queryKeys.dashboard, queryKeys.rewards]);
  });
});
