import { envelope, makeProduct } from '@storefront-kit/test-utils/factories';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from './createClient';

// Which modules were imported, in order: each mock records its module's first import and then
// is the real module. What createClient imports statically is imported with this file.
const { imported, record } = await vi.hoisted(async () =>
  (await import('../../test/helpers/importRecorder')).createImportRecorder(),
);
vi.mock('../http/createHttp', record('transport'));
vi.mock('./catalogApi', record('catalog'));
vi.mock('./cartApi', record('cart'));
vi.mock('zod/mini', record('zod'));

const product = makeProduct({ _id: 'p1', product_name: 'Omron G2R Relay' });

describe('createClient: what loads with the page', () => {
  it("loads nothing until its first request, then only that group's code and the transport", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json(envelope(product)));
    const client = createClient({ baseUrl: 'https://shop.example.in/api/v1', fetch });
    expect(Object.keys(client).sort()).toEqual(
      [
        'auth',
        'cart',
        'catalog',
        'content',
        'dashboard',
        'http',
        'offers',
        'orders',
        'payments',
        'quotes',
        'reviews',
        'rewards',
        'tickets',
        'wishlist',
      ].sort(),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([]);
    await expect(client.catalog.product('p1')).resolves.toMatchObject({ data: { id: 'p1' } });
    expect(imported).toEqual(['catalog', 'zod', 'transport']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
