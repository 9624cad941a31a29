import { describe, expect, it } from 'vitest';
import { type CartAction, cartReducer, initialCartState } from './cartReducer';
import type { CartItem, CartState } from './types';

const item = (id: string, quantity = 1, maxQuantity = 999): CartItem => ({
  id,
  name: id,
  price: 1000,
  originalPrice: undefined,
  quantity,
  image: '',
  inStock: true,
  maxQuantity,
  discount: 0,
});
const run = (...actions: CartAction[]): CartState => actions.reduce(cartReducer, initialCartState);

describe('cartReducer', () => {
  it('loads items, discount and source', () => {
    expect(
      run({
        type: 'load',
        items: [item('a')],
        discount: { code: 'X', amount: 500 },
        source: 'server',
      }),
    ).toMatchObject({
      items: [item('a')],
      discount: { code: 'X', amount: 500 },
      source: 'server',
      status: 'ready',
    });
    expect(
      run({ type: 'load', items: [], discount: { code: 'X', amount: 0 }, source: 'local' })
        .discount,
    ).toBeNull();
  });

  it('adds by summing quantities of the same id, clamped to the maximum', () => {
    const state = run(
      { type: 'add', item: item('a', 2) },
      { type: 'add', item: item('b', 0) },
      { type: 'add', item: item('a', 3) },
      { type: 'add', item: item('c', 50, 10) },
    );
    expect(state.items.map((line) => [line.id, line.quantity])).toEqual([
      ['a', 5],
      ['b', 1],
      ['c', 10],
    ]);
  });

  it('updates quantities within 1..max and removes at 0 or less', () => {
    const base = run({ type: 'add', item: item('a', 2, 5) }, { type: 'add', item: item('b') });
    expect(
      cartReducer(base, { type: 'update-quantity', id: 'a', quantity: 9 }).items[0]?.quantity,
    ).toBe(5);
    expect(
      cartReducer(base, { type: 'update-quantity', id: 'a', quantity: 0 }).items.map((l) => l.id),
    ).toEqual(['b']);
    expect(
      cartReducer(base, { type: 'update-quantity', id: 'b', quantity: -2 }).items.map((l) => l.id),
    ).toEqual(['a']);
    expect(
      cartReducer(base, { type: 'update-quantity', id: 'b', quantity: Number.NaN }).items,
    ).toHaveLength(1);
    expect(cartReducer(base, { type: 'remove', id: 'a' }).items.map((l) => l.id)).toEqual(['b']);
  });

  it('applies a discount only above 0, removes it, and clear drops items and discount', () => {
    const withItems = run({ type: 'add', item: item('a') });
    expect(cartReducer(withItems, { type: 'apply-discount', code: 'Z', amount: 0 })).toBe(
      withItems,
    );
    const discounted = cartReducer(withItems, { type: 'apply-discount', code: 'Z', amount: 100 });
    expect(discounted.discount).toEqual({ code: 'Z', amount: 100 });
    expect(cartReducer(discounted, { type: 'remove-discount' }).discount).toBeNull();
    expect(cartReducer({ ...discounted, isOpen: true }, { type: 'clear' })).toMatchObject({
      items: [],
      discount: null,
      isOpen: true,
    });
  });

  it('opens, closes, toggles, and tracks pending lines and status', () => {
    expect(run({ type: 'open' }).isOpen).toBe(true);
    expect(run({ type: 'open' }, { type: 'close' }).isOpen).toBe(false);
    expect(run({ type: 'toggle' }, { type: 'toggle' }, { type: 'toggle' }).isOpen).toBe(true);
    const pending = run(
      { type: 'pending', id: 'a', operation: 'add' },
      { type: 'pending', id: 'b', operation: 'remove' },
    );
    expect(pending.pending).toEqual({ a: 'add', b: 'remove' });
    expect(cartReducer(pending, { type: 'pending', id: 'a', operation: null }).pending).toEqual({
      b: 'remove',
    });
    expect(run({ type: 'status', status: 'loading' }).status).toBe('loading');
  });

  it('ignores an unknown action', () => {
    expect(cartReducer(initialCartState, { type: 'nope' } as unknown as CartAction)).toBe(
      initialCartState,
    );
  });
});
