import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productListResponseSchema } from './catalog';

const meta = {
  status: true,
  pagination: { per_page: 20, page_no: 1, total_rows: 1, total_pages: 1 },
};
const data = [{ _id: 'prd_1', product_name: 'Omron G9SE-201 Safety Relay' }];
const facets = {
  brand: [
    { value: 'Omron', count: 3 },
    { value: 'Pilz', count: 1 },
  ],
  category: [{ value: 'Relays', count: 4 }],
  in_stock: { in_stock: 3, out_of_stock: 1 },
  price: [
    { min: 1000, max: 4999.99, count: 3 },
    { min: 100000, max: null, count: 1 },
  ],
};
const parse = (body: unknown) => z.parse(productListResponseSchema, body);

describe('productListResponseSchema facets', () => {
  it("reads a search's facets beside the products", () => {
    const answer = parse({ meta, data, facets });
    expect(answer.facets).toEqual(facets);
    expect(answer.data[0]?.id).toBe('prd_1');
  });

  it('has none for a listing without a search', () => {
    expect(parse({ meta, data }).facets).toBeUndefined();
    expect(parse({ meta, data, facets: null }).facets).toBeUndefined();
  });

  it('never fails the list for malformed facets', () => {
    for (const bad of ['brand', 42, [], true]) {
      const answer = parse({ meta, data, facets: bad });
      expect(answer.data).toHaveLength(1);
    }
    expect(parse({ meta, data, facets: 'x' }).facets).toBeUndefined();
    // A malformed part reads as empty (or absent); a malformed entry is left out.
    expect(
      parse({
        meta,
        data,
        facets: {
          brand: 'Omron',
          category: [{ value: 'Relays', count: 4 }, { value: 7 }, null],
          in_stock: { in_stock: '3' },
          price: [
            { min: 0, max: 999.99, count: 2 },
            { min: 'low', count: 1 },
          ],
        },
      }).facets,
    ).toEqual({
      brand: [],
      category: [{ value: 'Relays', count: 4 }],
      in_stock: undefined,
      price: [{ min: 0, max: 999.99, count: 2 }],
    });
    expect(parse({ meta, data, facets: {} }).facets).toEqual({
      brand: [],
      category: [],
      in_stock: undefined,
      price: [],
    });
  });

  it('still refuses malformed products', () => {
    expect(() => parse({ meta, data: [{ product_name: 'no id' }], facets })).toThrow();
  });
});
