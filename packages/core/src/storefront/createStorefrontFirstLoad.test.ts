import { envelope, makeProduct } from '@storefront-kit/test-utils/factories';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../test/helpers/fakeCartApi';
import { createStorefront, type Storefront } from './createStorefront';

// Which modules were imported, in order: each mock records its module's first import and then
// is the real module. What createStorefront imports statically is imported with this file.
const { imported, record } = await vi.hoisted(async () =>
  (await import('../../test/helpers/importRecorder')).createImportRecorder(),
);
vi.mock('../http/createHttp', record('transport'));
vi.mock('../api/catalogApi', record('catalog'));
vi.mock('../api/cartApi', record('cart'));
vi.mock('zod/mini', record('zod'));

const product = makeProduct({ _id: 'p1', product_name: 'Omron G2R Relay' });

let shops: Storefront[] = [];
afterEach(() => {
  for (const shop of shops) shop.dispose();
  shops = [];
});

describe('createStorefront: what loads with the page', () => {
  it('creates every service without loading the transport or any API group, then loads what the first request needs', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json(envelope(product)));
    const shop = createStorefront({
      baseUrl: 'https://shop.example.in/api/v1',
      fetch,
      storage: createMemoryStorage(),
      guestCart: 'local',
      crossTab: false,
    });
    shops.push(shop);
    // Every service exists (created at once), and a guest's local cart asked nothing.
    expect(shop.cart.state.value.items).toEqual([]);
    expect(shop.wishlist).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imported).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();

    const answer = await shop.client.catalog.product('p1');
    expect(answer.data).toMatchObject({ id: 'p1', product_name: 'Omron G2R Relay' });
    // The catalogue's schemas bring zod; the transport loads when the group sends its request.
    expect(imported).toEqual(['catalog', 'zod', 'transport']);
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]?.[0];
    expect(request).toBeInstanceOf(Request);
    expect((request as Request).url).toBe('https://shop.example.in/api/v1/products/get/p1');
  });
});
