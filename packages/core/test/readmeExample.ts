// The README's "Using the core" example, kept here so the type-check proves it compiles.
import { createSearchController, createStorefront, formatINR, toProductView } from '../src/index';

export async function readmeExample() {
  const shop = createStorefront({ baseUrl: 'https://shop.example.in/api/v1', guestCart: 'local' });

  const { data } = await shop.client.catalog.products({
    category: 'Sensors',
    sort_by: 'price_asc',
  });
  const product = toProductView(data[0]!);
  await shop.cart.add({ id: product.id, name: product.name, price: product.price });
  formatINR(shop.cart.totals.value.total);

  await shop.coupon.apply('DIWALI10');
  await shop.signIn({ login: 'asha@example.in', password: '…' });

  const search = createSearchController({
    search: (q, { limit, signal }) => shop.client.catalog.search({ search: q, limit }, { signal }),
    onSelect: (item) => location.assign(`/products/details/…/${item.id}`),
  });
  search.setQuery('relay');
}
