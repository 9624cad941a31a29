import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLineBody } from '../schemas/cart';
import { applyMerge, type LocalCart, planMerge } from './mergeCarts';
import type { CartItem } from './types';

type Line = { id: string; quantity: number; maxQuantity?: number };

const item = (id: string, quantity: number): CartItem => ({
  id,
  name: id,
  price: 1000,
  originalPrice: undefined,
  quantity,
  image: '',
  inStock: true,
  maxQuantity: 999,
  discount: 0,
});
const create = (line: CartLineBody): Line => ({
  id: line.id,
  quantity: line.quantity,
  maxQuantity: 999,
});
const asQuantities = (lines: readonly Line[]) =>
  Object.fromEntries(lines.map((line) => [line.id, line.quantity]));

const ids = fc.constantFrom('relay', 'plc', 'hmi', 'servo', 'sensor', 'switch');
const quantitiesArb = fc.dictionary(ids, fc.integer({ min: 1, max: 50 }), { maxKeys: 6 });

describe('planMerge', () => {
  it('sends whole quantities for a guest cart, summing duplicate lines', () => {
    const local: LocalCart = {
      id: 'lc_1',
      items: [item('relay', 2), item('plc', 1), item('relay', 1)],
    };
    expect(planMerge(local, 'u1')).toEqual([
      { id: 'relay', quantity: 3, name: 'relay', sku: undefined },
      { id: 'plc', quantity: 1, name: 'plc', sku: undefined },
    ]);
  });

  it('sends only the changes since the base for the same user, and whole lines for another', () => {
    const local: LocalCart = {
      id: 'lc_1',
      items: [item('relay', 5), item('plc', 1)],
      base: { userId: 'u1', quantities: { relay: 2, plc: 1, hmi: 4 } },
    };
    expect(planMerge(local, 'u1').map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 'relay', quantity: 3 },
      { id: 'hmi', quantity: -4 },
    ]);
    expect(planMerge(local, 'u2').map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 'relay', quantity: 5 },
      { id: 'plc', quantity: 1 },
    ]);
  });
});

describe('applyMerge', () => {
  it('sums into existing lines, appends new ones, removes lines that reach 0, caps at the maximum', () => {
    const target = {
      items: [
        { id: 'relay', quantity: 2, maxQuantity: 10 },
        { id: 'plc', quantity: 1 },
      ],
      appliedMergeIds: [],
    };
    const merged = applyMerge(
      target,
      [
        { id: 'relay', quantity: 20 },
        { id: 'plc', quantity: -1 },
        { id: 'hmi', quantity: 2 },
        { id: 'servo', quantity: -3 },
        { id: 'unknown', quantity: 1 },
      ],
      'm1',
      (line) => (line.id === 'unknown' ? null : create(line)),
    );
    expect(merged.items).toEqual([
      { id: 'relay', quantity: 10, maxQuantity: 10 },
      { id: 'hmi', quantity: 2, maxQuantity: 999 },
    ]);
    expect(merged.appliedMergeIds).toEqual(['m1']);
  });

  it('is idempotent: the same merge id twice changes nothing (property)', () => {
    fc.assert(
      fc.property(quantitiesArb, quantitiesArb, fc.boolean(), (server, local, sameUser) => {
        const target = {
          items: Object.entries(server).map(([id, q]) => create({ id, quantity: q })),
          appliedMergeIds: [] as string[],
        };
        const cart: LocalCart = {
          id: 'lc_x',
          items: Object.entries(local).map(([id, q]) => item(id, q)),
          base: sameUser ? { userId: 'u1', quantities: server } : undefined,
        };
        const once = applyMerge(target, planMerge(cart, 'u1'), cart.id, create);
        const twice = applyMerge(once, planMerge(cart, 'u1'), cart.id, create);
        expect(twice).toEqual(once);
      }),
    );
  });

  it('is deterministic and sums a guest cart into the server cart (property)', () => {
    fc.assert(
      fc.property(quantitiesArb, quantitiesArb, (server, local) => {
        const target = {
          items: Object.entries(server).map(([id, q]) => create({ id, quantity: q })),
          appliedMergeIds: [],
        };
        const cart: LocalCart = {
          id: 'lc_g',
          items: Object.entries(local).map(([id, q]) => item(id, q)),
        };
        const merged = applyMerge(target, planMerge(cart, 'u1'), cart.id, create);
        expect(applyMerge(target, planMerge(cart, 'u1'), cart.id, create)).toEqual(merged);
        const expected: Record<string, number> = { ...server };
        for (const [id, q] of Object.entries(local)) expected[id] = (expected[id] ?? 0) + q;
        expect(asQuantities(merged.items)).toEqual(expected);
      }),
    );
  });

  it("gives exactly the shopper's view back when merging the same user's changed copy (property)", () => {
    fc.assert(
      fc.property(quantitiesArb, quantitiesArb, (server, changed) => {
        const target = {
          items: Object.entries(server).map(([id, q]) => create({ id, quantity: q })),
          appliedMergeIds: [],
        };
        const cart: LocalCart = {
          id: 'lc_s',
          items: Object.entries(changed).map(([id, q]) => item(id, q)),
          base: { userId: 'u1', quantities: server },
        };
        const merged = applyMerge(target, planMerge(cart, 'u1'), cart.id, create);
        expect(asQuantities(merged.items)).toEqual(changed);
      }),
    );
  });

  it('never leaves a line at 0 or above its maximum (property)', () => {
    fc.assert(
      fc.property(
        quantitiesArb,
        fc.array(fc.record({ id: ids, quantity: fc.integer({ min: -60, max: 2000 }) })),
        (server, lines) => {
          const target = {
            items: Object.entries(server).map(([id, q]) => create({ id, quantity: q })),
            appliedMergeIds: [],
          };
          for (const line of applyMerge(target, lines, undefined, create).items) {
            expect(line.quantity).toBeGreaterThan(0);
            expect(line.quantity).toBeLessThanOrEqual(999);
          }
        },
      ),
    );
  });
});
