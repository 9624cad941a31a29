import { makeProduct } from '@storefront-kit/test-utils/factories';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productSchema } from '../schemas/catalog';
import type { WishlistEntry } from '../schemas/wishlist';
import { initialWishlistState, type WishlistState, wishlistReducer } from './wishlistReducer';

const entry = (id: string): WishlistEntry => ({
  _id: `w-${id}`,
  addedAt: '2026-01-01T00:00:00.000Z',
  product: z.parse(productSchema, makeProduct({ _id: id })),
});

const ready = (ids: string[], count = ids.length): WishlistState =>
  wishlistReducer(initialWishlistState, { type: 'load-success', ids, count });

describe('wishlistReducer', () => {
  it('loads ids and count; a failure keeps the message', () => {
    const loading = wishlistReducer(initialWishlistState, { type: 'load-start' });
    expect(loading.status).toBe('loading');
    expect(ready(['a', 'b'], 40)).toMatchObject({
      status: 'ready',
      ids: { a: true, b: true },
      count: 40,
    });
    expect(
      wishlistReducer(loading, { type: 'load-failure', error: 'Failed to load wishlist items' }),
    ).toMatchObject({ status: 'error', error: 'Failed to load wishlist items' });
  });

  it('flips optimistically, then settles on the server truth or rolls back, keeping the count', () => {
    const flipped = wishlistReducer(ready(['a']), { type: 'toggle-start', id: 'b', next: true });
    expect(flipped).toMatchObject({ ids: { a: true, b: true }, count: 2, pending: { b: true } });
    // The server says it was not added after all.
    const settled = wishlistReducer(flipped, { type: 'toggle-success', id: 'b', isIn: false });
    expect(settled).toMatchObject({ ids: { a: true }, count: 1, pending: {} });
    const removing = wishlistReducer(ready(['a']), { type: 'toggle-start', id: 'a', next: false });
    expect(removing).toMatchObject({ ids: {}, count: 0 });
    const rolledBack = wishlistReducer(removing, {
      type: 'toggle-failure',
      id: 'a',
      previous: true,
    });
    expect(rolledBack).toMatchObject({ ids: { a: true }, count: 1, pending: {} });
  });

  it('never counts below 0 and leaves a matching membership untouched', () => {
    const state = wishlistReducer(initialWishlistState, {
      type: 'toggle-start',
      id: 'a',
      next: false,
    });
    expect(state.count).toBe(0);
    const same = ready(['a']);
    expect(wishlistReducer(same, { type: 'checked', id: 'a', isIn: true })).toBe(same);
  });

  it('keeps a running toggle when a list load that raced with it arrives', () => {
    let state = wishlistReducer(initialWishlistState, { type: 'load-start' });
    state = wishlistReducer(state, { type: 'toggle-start', id: 'x', next: true });
    state = wishlistReducer(state, { type: 'load-success', ids: ['a'], count: 1 });
    expect(state).toMatchObject({ ids: { a: true, x: true }, count: 2, pending: { x: true } });
  });

  it('applies a check only when no toggle of the product runs', () => {
    const pending = wishlistReducer(ready([]), { type: 'toggle-start', id: 'a', next: true });
    expect(wishlistReducer(pending, { type: 'checked', id: 'a', isIn: false })).toBe(pending);
    expect(wishlistReducer(ready([]), { type: 'checked', id: 'a', isIn: true }).ids).toEqual({
      a: true,
    });
  });

  it('loads pages and resets everything', () => {
    let state = wishlistReducer(initialWishlistState, { type: 'page-start', page: 2 });
    expect(state.page).toMatchObject({ status: 'loading', page: 2 });
    state = wishlistReducer(state, {
      type: 'page-success',
      entries: [entry('p1')],
      page: 2,
      totalPages: 3,
      totalRows: 25,
    });
    expect(state.page).toMatchObject({ status: 'loaded', page: 2, totalPages: 3, totalRows: 25 });
    expect(state.page.entries.map((e) => e.product.id)).toEqual(['p1']);
    state = wishlistReducer(state, {
      type: 'page-failure',
      error: 'Failed to load wishlist items',
    });
    expect(state.page).toMatchObject({ status: 'error', error: 'Failed to load wishlist items' });
    expect(wishlistReducer(state, { type: 'reset' })).toBe(initialWishlistState);
  });
});
